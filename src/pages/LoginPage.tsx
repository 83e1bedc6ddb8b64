import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../components/PlaceholderPage';

export default function LoginPage() {
  return (
    <PlaceholderPage
      eyebrow="Log In"
      title="Welcome back"
      lead="Sign in to edit and publish your portfolio."
    >
      <Link to="/" className="button button-ghost">
        Back to home
      </Link>
    </PlaceholderPage>
  );
}
