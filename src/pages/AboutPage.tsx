import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../components/PlaceholderPage';

export default function AboutPage() {
  return (
    <PlaceholderPage
      eyebrow="About"
      title="About Folio"
      lead="An all-in-one launchpad for emerging designers: our story, values, team and mission."
    >
      <Link to="/" className="button button-ghost">
        Back to home
      </Link>
    </PlaceholderPage>
  );
}
