import { Link } from 'react-router-dom';
import { useSession } from '../session/useSession';
import { FeatureIcon, HeroMock } from '../marketing/Art';
import { Carousel } from '../marketing/Carousel';
import { FEATURES, SLIDES } from '../marketing/content/landing';
import { Playground } from '../marketing/Playground';
import { Quiz } from '../marketing/Quiz';
import { LANDING_MENU, StaggeredMenu } from '../marketing/StaggeredMenu';
import '../marketing/marketing.css';

export default function LandingPage() {
  const { isAuthenticated } = useSession();
  return (
    <div className="mk-page">
      <StaggeredMenu
        items={LANDING_MENU}
        colors={['#ffd8a8', '#fb8500']}
        accentColor="#b45309"
        menuButtonColor="#ffffff"
      />
      <section className="hero mk-hero" id="top">
        <div className="mk-hero-text">
          <p className="eyebrow">No code. About 10 minutes.</p>
          <h1>
            Your portfolio,
            <br />
            <span className="accent">published today.</span>
          </h1>
          <p className="lead">
            Pick a layout, answer a short guided setup, edit everything in place and publish to your
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
          <ul className="mk-proof" aria-label="Folio in numbers">
            <li>
              <strong>1,000+</strong> designers
            </li>
            <li>
              <strong>50+</strong> customization options
            </li>
            <li>
              <strong>$0</strong> to start, no card
            </li>
          </ul>
        </div>
        <HeroMock />
      </section>

      <section className="mk-section" id="how-it-works" tabIndex={-1} aria-labelledby="how-title">
        <header className="mk-section-head">
          <p className="eyebrow">How it works</p>
          <h2 id="how-title">From “I should update it” to live.</h2>
        </header>
        <Carousel slides={SLIDES} label="How Folio works" />
      </section>

      <section className="mk-section" aria-labelledby="features-title">
        <header className="mk-section-head">
          <p className="eyebrow">Features</p>
          <h2 id="features-title">Everything a portfolio needs. Nothing it doesn’t.</h2>
        </header>
        <ul className="mk-features">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="mk-feature">
              <span className="mk-feature-icon">
                <FeatureIcon name={feature.icon} />
              </span>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <Quiz />

      <section className="mk-section" id="playground" tabIndex={-1} aria-labelledby="play-title">
        <header className="mk-section-head">
          <p className="eyebrow">Playground</p>
          <h2 id="play-title">Try it before you sign up.</h2>
          <p className="mk-section-lead">
            Style a project card the way Folio lets you style your whole site: type, colour, image.
          </p>
        </header>
        <Playground />
      </section>

      <section className="mk-cta" aria-labelledby="cta-title">
        <h2 id="cta-title">Your best work deserves better than a PDF.</h2>
        <p>Join 1,000+ designers who publish, update and share in minutes. Free to start.</p>
        <div className="hero-actions">
          <Link to="/signup" className="button button-accent button-large">
            Start for free
          </Link>
          <Link to="/events" className="button button-outline-light button-large">
            Browse Examples
          </Link>
        </div>
      </section>
    </div>
  );
}
