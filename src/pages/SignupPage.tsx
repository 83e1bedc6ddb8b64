import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../components/PlaceholderPage';

export default function SignupPage() {
  return (
    <PlaceholderPage
      eyebrow="Sign Up"
      title="Create your account"
      lead="Free to start, no credit card required."
    >
      <Link to="/" className="button button-ghost">
        Back to home
      </Link>
    </PlaceholderPage>
  );
}
