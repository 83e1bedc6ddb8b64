import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../components/PlaceholderPage';

export default function EventsPage() {
  return (
    <PlaceholderPage
      eyebrow="Events"
      title="Events & Workshops"
      lead="Design workshops and meetups for designers who want to grow."
    >
      <Link to="/" className="button button-ghost">
        Back to home
      </Link>
    </PlaceholderPage>
  );
}
