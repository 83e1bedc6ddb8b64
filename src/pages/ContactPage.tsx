import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../components/PlaceholderPage';

export default function ContactPage() {
  return (
    <PlaceholderPage
      eyebrow="Contact"
      title="Get in touch"
      lead="Questions, ideas or feedback: we reply within 24 hours."
    >
      <Link to="/" className="button button-ghost">
        Back to home
      </Link>
    </PlaceholderPage>
  );
}
