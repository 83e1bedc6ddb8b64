import { Link } from 'react-router-dom';
import { TERMS_LAST_UPDATED } from '../../model/constants';
import { LEGAL_EMAIL } from '../marketing/content/contact';
import { TERMS_SECTIONS } from '../marketing/content/legal';
import { LegalPage } from '../marketing/LegalPage';

export default function TermsPage() {
  return (
    <LegalPage
      eyebrow="Legal"
      title="Terms of Service"
      updated={TERMS_LAST_UPDATED}
      intro={
        <p>
          The rules for using Folio, written to be read. Please read them before you create an
          account.
        </p>
      }
      sections={TERMS_SECTIONS}
    >
      <aside className="mk-legal-note" aria-label="Changes to these terms">
        <h2>Updates to these terms</h2>
        <p>
          We may update these terms from time to time. When we make a significant change we will
          update the date at the top of this page and tell account holders by email before it takes
          effect. Read how we handle your data in our <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </aside>
      <div className="mk-legal-contact">
        <h2>Questions about these terms?</h2>
        <p>
          Our team answers every legal question. <a href={`mailto:${LEGAL_EMAIL}`}>Contact Legal</a>
        </p>
      </div>
    </LegalPage>
  );
}
