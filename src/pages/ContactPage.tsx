import { CONTACT_REPLY_PROMISE } from '../../model/constants';
import { ContactForm } from '../marketing/ContactForm';
import { GENERAL_INQUIRIES_EMAIL, LEGAL_EMAIL, SOCIAL_LINKS } from '../marketing/content/contact';
import '../marketing/marketing.css';

const cards = [
  {
    title: 'Email us',
    text: 'For questions, ideas and feedback.',
    link: { href: `mailto:${GENERAL_INQUIRIES_EMAIL}`, label: GENERAL_INQUIRIES_EMAIL },
  },
  {
    title: 'Support, 24/7',
    text: `Stuck in the builder? Send a message and we reply ${CONTACT_REPLY_PROMISE}.`,
    link: { href: '#contact-form', label: 'Write to support' },
  },
  {
    title: 'Legal & privacy',
    text: 'Questions about the terms or your data.',
    link: { href: `mailto:${LEGAL_EMAIL}`, label: LEGAL_EMAIL },
  },
];

export default function ContactPage() {
  return (
    <div className="mk-page">
      <header className="mk-page-hero">
        <p className="eyebrow">Contact</p>
        <h1>Get in touch</h1>
        <p className="lead">
          Questions, ideas or feedback: a real person on our team reads every message and replies{' '}
          {CONTACT_REPLY_PROMISE}.
        </p>
      </header>
      <div className="mk-contact">
        <aside className="mk-contact-cards" aria-label="Other ways to reach us">
          {cards.map((card) => (
            <div key={card.title} className="mk-contact-card">
              <h2>{card.title}</h2>
              <p>{card.text}</p>
              <a href={card.link.href}>{card.link.label}</a>
            </div>
          ))}
          <div className="mk-contact-card">
            <h2>Follow along</h2>
            <p>Work in progress, tips and new features.</p>
            <p className="mk-inline-links">
              {SOCIAL_LINKS.map((social) => (
                <a key={social.label} href={social.url} target="_blank" rel="noreferrer noopener">
                  {social.label}
                </a>
              ))}
            </p>
          </div>
        </aside>
        <section className="mk-contact-panel" id="contact-form" aria-labelledby="form-title">
          <h2 id="form-title">Send us a message</h2>
          <p className="mk-section-lead">All fields are required.</p>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
