import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../components/PlaceholderPage';

export default function ResetPasswordPage() {
  return (
    <PlaceholderPage
      eyebrow="Account"
      title="Choose a new password"
      lead="Set a new password for your account."
    >
      <Link to="/" className="button button-ghost">
        Back to home
      </Link>
    </PlaceholderPage>
  );
}
