import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../components/PlaceholderPage';

export default function ProfilePage() {
  return (
    <PlaceholderPage
      eyebrow="Profile"
      title="Your profile"
      lead="Your name, contact details and account."
    >
      <Link to="/" className="button button-ghost">
        Back to home
      </Link>
    </PlaceholderPage>
  );
}
