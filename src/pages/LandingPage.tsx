import { Link } from 'react-router-dom';
import { useSession } from '../session/useSession';

export default function LandingPage() {
  const { isAuthenticated } = useSession();
  return (
    <section className="hero">
      <p className="eyebrow">No code. About 10 minutes.</p>
      <h1>
        Your portfolio,
        <br />
        <span className="accent">published today.</span>
      </h1>
      <p className="lead">
        Pick a template, answer a short guided setup, edit everything in place and publish to your
        own address. Built for designers, freelancers and emerging creatives.
      </p>
      <div className="hero-actions">
        {isAuthenticated ? (
          <Link to="/dashboard" className="button button-primary button-large">
            View Dashboard
          </Link>
        ) : (
          <Link to="/signup" className="button button-primary button-large">
            Get Started
          </Link>
        )}
        <Link to="/templates" className="button button-ghost button-large">
          Browse templates
        </Link>
      </div>
    </section>
  );
}
