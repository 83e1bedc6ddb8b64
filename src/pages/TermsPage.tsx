import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../components/PlaceholderPage';

export default function TermsPage() {
  return (
    <PlaceholderPage
      eyebrow="Legal"
      title="Terms of Service"
      lead="Last updated September 13, 2025."
    >
      <Link to="/" className="button button-ghost">
        Back to home
      </Link>
    </PlaceholderPage>
  );
}
