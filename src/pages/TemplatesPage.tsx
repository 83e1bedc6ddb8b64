import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../components/PlaceholderPage';

export default function TemplatesPage() {
  return (
    <PlaceholderPage
      eyebrow="Templates"
      title="PORTFOLIO TEMPLATES"
      lead="Pick a template, fill a short setup and publish."
    >
      <Link to="/" className="button button-ghost">
        Back to home
      </Link>
    </PlaceholderPage>
  );
}
