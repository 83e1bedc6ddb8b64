const TEXTS: Record<string, string> = {
  analytics: 'Views, visitors and where they came from, for each portfolio.',
  pricing: 'Brief upload, manual entry, instant pricing and proposals for your clients.',
  learning: 'Guides to pitching, emailing, pricing and finding clients.',
};

export function ComingSoon({ section, title }: { section: string; title: string }) {
  return (
    <section className="coming-soon">
      <p className="eyebrow">Coming Soon</p>
      <h2>{title}</h2>
      <p>{TEXTS[section]}</p>
    </section>
  );
}
