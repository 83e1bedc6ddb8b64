import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../components/PlaceholderPage';

export default function TemplatePreviewPage() {
  return (
    <PlaceholderPage
      eyebrow="Preview"
      title="Template preview"
      lead="A live preview of the template."
    >
      <Link to="/" className="button button-ghost">
        Back to home
      </Link>
    </PlaceholderPage>
  );
}
