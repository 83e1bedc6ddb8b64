import { toast } from 'react-toastify';
import type { SessionUser } from '../../session/session';
import './dashboard.css';

/** Displayed as the spec says, but not functional yet: saving says so. */
export function Settings({ user }: { user: SessionUser }) {
  return (
    <section aria-labelledby="settings-title">
      <header className="dashboard-section-head">
        <div>
          <h2 id="settings-title">Settings</h2>
          <p>Account and notification preferences.</p>
        </div>
      </header>
      <p className="notice-later" role="note">
        Saving settings arrives in a later release: nothing you change here is kept yet.
      </p>
      <form
        className="form settings-form"
        onSubmit={(event) => {
          event.preventDefault();
          toast.info('Settings coming soon!');
        }}
      >
        <div className="field">
          <label htmlFor="settings-name">Display name</label>
          <input id="settings-name" defaultValue={user.name} />
        </div>
        <div className="field">
          <label htmlFor="settings-email">Email</label>
          <input id="settings-email" type="email" defaultValue={user.email} readOnly />
        </div>
        <label className="checkbox">
          <input type="checkbox" defaultChecked /> Email me when a portfolio gets its first views
        </label>
        <label className="checkbox">
          <input type="checkbox" /> Product news and workshop invitations
        </label>
        <div className="form-buttons">
          <button type="submit" className="button button-primary">
            Save settings
          </button>
        </div>
      </form>
    </section>
  );
}
