import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../components/PlaceholderPage';

export default function SampleCaseStudyPage() {
  return (
    <PlaceholderPage
      eyebrow="Case study"
      title="Logo design process"
      lead="A sample case study: from brief to final mark."
    >
      <Link to="/" className="button button-ghost">
        Back to home
      </Link>
    </PlaceholderPage>
  );
}
