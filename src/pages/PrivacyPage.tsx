import { Link } from 'react-router-dom';
import { TERMS_LAST_UPDATED } from '../../model/constants';
import { PRIVACY_EMAIL } from '../marketing/content/contact';
import { PRIVACY_SECTIONS } from '../marketing/content/legal';
import { LegalPage } from '../marketing/LegalPage';

export default function PrivacyPage() {
  return (
    <LegalPage
      eyebrow="Legal"
      title="Privacy Policy"
      updated={TERMS_LAST_UPDATED}
      intro={
        <p>
          What Folio collects, why, where it is kept and how to remove it. Short version: only what
          your portfolio needs, and no trackers.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    >
      <div className="mk-legal-contact">
        <h2>Contact us about your data</h2>
        <p>
          Email <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> or use our{' '}
          <Link to="/contact">contact form</Link>. See also our{' '}
          <Link to="/terms">Terms of Service</Link>.
        </p>
      </div>
    </LegalPage>
  );
}
