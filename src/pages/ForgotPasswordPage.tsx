import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../components/PlaceholderPage';

export default function ForgotPasswordPage() {
  return (
    <PlaceholderPage
      eyebrow="Account"
      title="Forgot your password?"
      lead="Enter your email and we will send you a link to choose a new one."
    >
      <Link to="/" className="button button-ghost">
        Back to home
      </Link>
    </PlaceholderPage>
  );
}
