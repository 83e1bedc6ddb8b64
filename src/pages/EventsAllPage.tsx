import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../components/PlaceholderPage';

export default function EventsAllPage() {
  return (
    <PlaceholderPage
      eyebrow="Events"
      title="Under Development"
      lead="The full event calendar is on its way."
    >
      <Link to="/" className="button button-ghost">
        Back to home
      </Link>
    </PlaceholderPage>
  );
}
