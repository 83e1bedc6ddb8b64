import { Link } from 'react-router-dom';
import { TeamAvatar } from '../marketing/Art';
import { TEAM, VALUES } from '../marketing/content/about';
import { ABOUT_MENU, StaggeredMenu } from '../marketing/StaggeredMenu';
import '../marketing/marketing.css';

export default function AboutPage() {
  return (
    <div className="mk-page">
      <StaggeredMenu items={ABOUT_MENU} colors={['#ffd8a8', '#fb8500']} accentColor="#b45309" />
      <header className="mk-page-hero">
        <p className="eyebrow">About</p>
        <h1>About Folio</h1>
        <p className="lead">
          The all-in-one launchpad for emerging designers: a portfolio you can publish in about ten
          minutes, and the tools to grow the career behind it.
        </p>
      </header>

      <section
        className="mk-section mk-split"
        id="story"
        tabIndex={-1}
        aria-labelledby="story-title"
      >
        <header>
          <p className="eyebrow">Our story</p>
          <h2 id="story-title">Built by designers who kept putting it off.</h2>
        </header>
        <div className="mk-prose">
          <p>
            Folio started with a folder called <em>portfolio-final-v7</em>. Our founder had shipped
            products used by millions, yet her own site was three years out of date, because
            updating it meant code, hosting and a template that looked like everyone else’s.
          </p>
          <p>
            Talking to other designers, we kept hearing the same thing: 73% of them delay portfolio
            updates. So we built the tool we wanted: a guided setup, inline editing, a grid with
            taste, and publishing to your own domain with SSL and hosting included.
          </p>
        </div>
      </section>

      <section className="mk-section" id="values" tabIndex={-1} aria-labelledby="values-title">
        <header className="mk-section-head">
          <p className="eyebrow">Our values</p>
          <h2 id="values-title">What we will not compromise on.</h2>
        </header>
        <ol className="mk-values">
          {VALUES.map((value, index) => (
            <li key={value.title}>
              <span className="mk-value-number">{String(index + 1).padStart(2, '0')}</span>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mk-section" id="team" tabIndex={-1} aria-labelledby="team-title">
        <header className="mk-section-head">
          <p className="eyebrow">Our team</p>
          <h2 id="team-title">Six people, one small studio.</h2>
        </header>
        <ul className="mk-team">
          {TEAM.map((member) => {
            const contacts = member.contacts.filter((contact) => contact.url.trim() !== '');
            return (
              <li key={member.name} className="mk-member">
                <TeamAvatar member={member} />
                <h3>{member.name}</h3>
                <p className="mk-member-role">{member.role}</p>
                <p className="mk-member-text">{member.description}</p>
                {contacts.length > 0 && (
                  <ul className="mk-member-contacts" aria-label={`Contact ${member.name}`}>
                    {contacts.map((contact) => (
                      <li key={contact.label}>
                        <a
                          href={contact.url}
                          {...(contact.url.startsWith('mailto:')
                            ? {}
                            : { target: '_blank', rel: 'noreferrer noopener' })}
                        >
                          {contact.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section className="mk-cta" id="mission" tabIndex={-1} aria-labelledby="mission-title">
        <p className="eyebrow">Our mission</p>
        <h2 id="mission-title">Give every emerging designer a portfolio they are proud to send.</h2>
        <p>
          Fast to build, fair to pay for, and good enough that the work, not the website, does the
          talking.
        </p>
        <div className="hero-actions">
          <Link to="/signup" className="button button-accent button-large">
            Start for free
          </Link>
          <Link to="/contact" className="button button-outline-light button-large">
            Talk to us
          </Link>
        </div>
      </section>
    </div>
  );
}
