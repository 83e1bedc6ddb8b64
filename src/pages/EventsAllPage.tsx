import { Link } from 'react-router-dom';
import { COMING_SOON } from '../marketing/content/events';
import '../marketing/marketing.css';

export default function EventsAllPage() {
  return (
    <div className="mk-page">
      <section className="mk-under">
        <span className="mk-under-badge">In progress</span>
        <h1>Under Development</h1>
        <p className="lead">
          The full events archive is on its way. Here is what we are building for it:
        </p>
        <ul className="mk-soon-list">
          {COMING_SOON.map((item) => (
            <li key={item}>
              <span aria-hidden="true" className="mk-soon-tick" />
              {item}
            </li>
          ))}
        </ul>
        <div className="hero-actions">
          <Link to="/events" className="button button-primary button-large">
            Back to Events
          </Link>
          <Link to="/" className="button button-ghost button-large">
            Go to Home
          </Link>
        </div>
      </section>
    </div>
  );
}
