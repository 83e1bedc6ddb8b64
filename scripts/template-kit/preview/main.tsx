// The template preview page (`npm run template:preview`): every section of a template in every
// layout, at 375, 768 and 1280 px, in the palette picked, with the check's findings beside each.
// Vite reloads the frames on save, and the page asks for the findings again.
import { StrictMode, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { findTemplate, listTemplates } from '../../../templates';
import { declarationOf } from '../../../templates/theme';
import './preview.css';

export type Finding = {
  rule: string;
  level: string;
  file: string;
  line?: number;
  message: string;
  fix: string;
};

/** Each frame's width, and the screen height it starts at (a phone, a tablet, a laptop). */
export const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;
/** Frames are drawn at this fraction of their width, so the three fit side by side. */
const SCALE = 0.5;

/** The check's findings, or why it could not run (the message shows in place of a verdict). */
function useFindings(templateId: string) {
  const [findings, setFindings] = useState<Finding[] | string | undefined>();
  const load = useCallback(() => {
    fetch(`/__template-check?template=${encodeURIComponent(templateId)}`)
      .then(async (response) => {
        const body = (await response.json()) as { problems?: Finding[]; message?: string };
        setFindings(body.problems ?? body.message ?? `HTTP ${response.status}`);
      })
      .catch((error: unknown) => setFindings(String(error)));
  }, [templateId]);
  useEffect(() => {
    load();
    import.meta.hot?.on('vite:afterUpdate', load);
    return () => import.meta.hot?.off('vite:afterUpdate', load);
  }, [load]);
  return findings;
}

function FindingList({ findings }: { findings: Finding[] }) {
  return (
    <ul className="tp-findings">
      {findings.map((finding, index) => (
        <li key={index} className={`tp-finding tp-finding--${finding.level}`}>
          <strong>{finding.rule}</strong> {finding.message}. {finding.fix}{' '}
          <code>
            {finding.file}
            {finding.line ? `:${finding.line}` : ''}
          </code>
        </li>
      ))}
    </ul>
  );
}

function PreviewPage() {
  const params = new URLSearchParams(window.location.search);
  const template = findTemplate(params.get('template')) ?? listTemplates()[0]!;
  const palettes = declarationOf(template).palettes;
  const [paletteId, setPaletteId] = useState(params.get('palette') ?? palettes[0]?.id ?? '');
  const result = useFindings(template.id);
  const findings = typeof result === 'string' ? undefined : result;
  const ofSection = (type: string) =>
    (findings ?? []).filter((finding) => finding.message.includes(`the ${type} section`));
  const general = (findings ?? []).filter(
    (finding) =>
      !Object.keys(template.sections).some((type) =>
        finding.message.includes(`the ${type} section`),
      ),
  );

  return (
    <main className="tp">
      <header className="tp-head">
        <h1>
          {template.name} <span>({template.id})</span>
        </h1>
        <label>
          Palette{' '}
          <select value={paletteId} onChange={(event) => setPaletteId(event.target.value)}>
            {palettes.map((palette) => (
              <option key={palette.id} value={palette.id}>
                {palette.name}
              </option>
            ))}
          </select>
        </label>
        <p className="tp-status" role="status">
          {typeof result === 'string'
            ? `The check could not run: ${result}`
            : findings === undefined
              ? 'Checking…'
              : findings.length === 0
                ? 'The check finds nothing to fix.'
                : `The check finds ${findings.length} thing${findings.length === 1 ? '' : 's'} to fix.`}
        </p>
        {general.length > 0 && <FindingList findings={general} />}
      </header>
      {Object.entries(template.sections).map(([type, definition]) => {
        const layouts = definition.variants?.length
          ? definition.variants.map((variant) => ({ id: variant.id, name: variant.name }))
          : [{ id: '', name: '' }];
        return layouts.map((layout) => (
          <section
            key={`${type}-${layout.id}`}
            className="tp-row"
            aria-label={`${definition.title}${layout.name ? `, ${layout.name}` : ''}`}
          >
            <div className="tp-about">
              <h2>
                {definition.title}
                {layout.name && <span> · {layout.name}</span>}
              </h2>
              <FindingList findings={ofSection(type)} />
            </div>
            <div className="tp-frames">
              {/* Each frame is one screen of that device: scroll in it to see the rest of the section. */}
              {VIEWPORTS.map(({ width, height }) => {
                const query = new URLSearchParams({
                  template: template.id,
                  section: type,
                  layout: layout.id,
                  palette: paletteId,
                });
                return (
                  <figure key={width} className="tp-frame">
                    <div
                      className="tp-viewport"
                      style={{ width: width * SCALE, height: height * SCALE }}
                    >
                      <iframe
                        title={`${definition.title}${layout.name ? `, ${layout.name}` : ''} at ${width} px`}
                        src={`./frame.html?${query}`}
                        width={width}
                        height={height}
                        loading="lazy"
                        style={{ transform: `scale(${SCALE})` }}
                      />
                    </div>
                    <figcaption>{width} px</figcaption>
                  </figure>
                );
              })}
            </div>
          </section>
        ));
      })}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PreviewPage />
  </StrictMode>,
);
