import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Modal } from '../components/Modal';
import { EventArt } from '../marketing/Art';
import { EVENTS, WHY_JOIN } from '../marketing/content/events';
import { NewsletterForm } from '../marketing/NewsletterForm';
import { EVENTS_MENU, StaggeredMenu } from '../marketing/StaggeredMenu';
import '../marketing/marketing.css';

/** "March 12, 2026" as the machine-readable day a <time> carries. */
function isoDay(date: string) {
  const day = new Date(date);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
}

export default function EventsPage() {
  const [dialog, setDialog] = useState(false);
  return (
    <div className="mk-page">
      <StaggeredMenu items={EVENTS_MENU} colors={['#ffd8a8', '#fb8500']} accentColor="#b45309" />
      <header className="mk-page-hero" id="overview" tabIndex={-1}>
        <p className="eyebrow">Learn together</p>
        <h1>Events &amp; Workshops</h1>
        <p className="lead">
          Free, hands-on sessions with working designers: sharpen your portfolio, your case studies
          and the business behind your craft.
        </p>
        <div className="hero-actions">
          <a href="#events" className="button button-primary button-large">
            See upcoming events
          </a>
          <a href="#newsletter" className="button button-ghost button-large">
            Get notified
          </a>
        </div>
      </header>

      <section className="mk-section" id="why-join" tabIndex={-1} aria-labelledby="why-title">
        <header className="mk-section-head">
          <p className="eyebrow">Why join</p>
          <h2 id="why-title">Less theory. More portfolio.</h2>
        </header>
        <ol className="mk-values">
          {WHY_JOIN.map((reason, index) => (
            <li key={reason.title}>
              <span className="mk-value-number">{String(index + 1).padStart(2, '0')}</span>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mk-section" id="events" tabIndex={-1} aria-labelledby="events-title">
        <header className="mk-section-head mk-section-head--row">
          <div>
            <p className="eyebrow">Upcoming</p>
            <h2 id="events-title">Upcoming events</h2>
          </div>
          <Link to="/events/all" className="mk-text-link">
            See All <span aria-hidden="true">→</span>
          </Link>
        </header>
        <ul className="mk-events">
          {EVENTS.map((event) => (
            <li key={event.id} className="mk-event">
              <div className="mk-event-media">
                <EventArt event={event} />
                <span className="mk-event-level">{event.level}</span>
              </div>
              <div className="mk-event-body">
                <p className="mk-event-date">
                  <time dateTime={isoDay(event.date)}>{event.date}</time> · {event.duration}
                </p>
                <h3>{event.title}</h3>
                <p className="mk-event-text">{event.description}</p>
                <div className="mk-event-foot">
                  <span className="mk-event-meta">
                    {event.location} · <strong>{event.price}</strong>
                  </span>
                  <button
                    type="button"
                    className="button button-primary button-small"
                    onClick={() => setDialog(true)}
                    aria-label={`Join Workshop: ${event.title}`}
                  >
                    Join Workshop
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="mk-newsletter" id="newsletter" tabIndex={-1} aria-labelledby="news-title">
        <div>
          <p className="eyebrow">Newsletter</p>
          <h2 id="news-title">Never miss a workshop.</h2>
          <p>One short email when new events are announced. No spam, unsubscribe anytime.</p>
        </div>
        <NewsletterForm />
      </section>

      {dialog && (
        <Modal
          title="Under Development"
          onClose={() => setDialog(false)}
          actions={
            <button
              type="button"
              className="button button-primary"
              onClick={() => setDialog(false)}
            >
              Got it
            </button>
          }
        >
          <p>
            Workshop registration is not open yet. We are building one-click registration; until
            then, join the newsletter below to hear first when seats open.
          </p>
        </Modal>
      )}
    </div>
  );
}
