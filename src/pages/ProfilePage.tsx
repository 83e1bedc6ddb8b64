import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import {
  changePasswordForm,
  initials,
  nameField,
  profileUpdate,
  type ChangePasswordForm,
} from '../../model/user';
import { changePassword, downloadAccountExport, fieldErrorsOf, useFreshUser } from '../api/account';
import { Field, FormError, TextAreaField } from '../components/Field';
import { Modal } from '../components/Modal';
import type { SessionUser } from '../session/session';
import { useSession } from '../session/useSession';

const profileForm = profileUpdate
  .pick({ phone: true, location: true, bio: true })
  .extend({ name: nameField });
type ProfileForm = z.input<typeof profileForm>;

export function memberSince(createdAt: string | undefined) {
  const date = createdAt ? new Date(createdAt) : undefined;
  if (!date || Number.isNaN(date.getTime())) return 'Not specified';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export default function ProfilePage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [workingOnIt, setWorkingOnIt] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [exporting, setExporting] = useState(false);
  // The count changes on the dashboard and in other tabs: it is asked for each time, never cached.
  const fresh = useFreshUser();
  if (!user) return null;

  const portfolioCount = fresh.data
    ? String(fresh.data.portfolioCount)
    : fresh.isError
      ? String(user.portfolioCount ?? 0)
      : '…';

  const exportData = async () => {
    setExporting(true);
    try {
      await downloadAccountExport();
      toast.success('Your data has been downloaded');
    } catch (error) {
      toast.error((error as Error).message || 'Export failed');
    } finally {
      setExporting(false);
    }
  };

  const details: Array<[string, string]> = [
    ['Email', user.email],
    ['Phone', user.phone || 'Not specified'],
    ['Location', user.location || 'Not specified'],
    ['Member since', memberSince(user.createdAt)],
    ['Account type', user.accountType || 'Free'],
    ['Status', 'Active'],
    ['Portfolios', portfolioCount],
  ];

  return (
    <section className="profile">
      <button type="button" className="back-button" onClick={() => navigate(-1)}>
        ← Back
      </button>
      <header className="profile-header">
        <span className="avatar avatar-large" aria-hidden="true">
          {initials(user.name)}
        </span>
        <div>
          <h1>{user.name}</h1>
          <p className="profile-bio">{user.bio || 'No bio yet.'}</p>
        </div>
        <div className="profile-actions">
          <button type="button" className="button button-primary" onClick={() => setEditing(true)}>
            Edit Profile
          </button>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => setWorkingOnIt(true)}
          >
            Settings
          </button>
        </div>
      </header>

      {editing ? (
        <ProfileEditor user={user} onDone={() => setEditing(false)} />
      ) : (
        <dl className="profile-details">
          {details.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}

      <section className="profile-quick-actions" aria-labelledby="quick-actions">
        <h2 id="quick-actions">Quick actions</h2>
        <div>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => setChangingPassword(true)}
          >
            Change Password
          </button>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => setWorkingOnIt(true)}
          >
            Notification Preferences
          </button>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => void exportData()}
            disabled={exporting}
          >
            {exporting ? 'Preparing your data...' : 'Export My Data'}
          </button>
        </div>
      </section>

      {changingPassword && <ChangePasswordDialog onClose={() => setChangingPassword(false)} />}

      <p className="profile-note">Parts of this page are still under development.</p>

      {workingOnIt && (
        <Modal
          title="We're Working On It"
          onClose={() => setWorkingOnIt(false)}
          actions={
            <button
              type="button"
              className="button button-primary"
              onClick={() => setWorkingOnIt(false)}
            >
              Got it
            </button>
          }
        >
          <p>This feature is under development and will be available soon.</p>
        </Modal>
      )}
    </section>
  );
}

function ProfileEditor({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const { updateProfile, isLoading } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileForm),
    defaultValues: {
      name: user.name,
      phone: user.phone ?? '',
      location: user.location ?? '',
      bio: user.bio ?? '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await updateProfile(values);
      onDone();
    } catch (error) {
      setFailure((error as Error).message || 'Update failed');
    }
  });

  return (
    <form className="form profile-form" onSubmit={onSubmit} noValidate aria-label="Edit profile">
      <Field
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Field
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <Field
        label="Location"
        autoComplete="address-level2"
        error={errors.location?.message}
        {...form.register('location')}
      />
      <TextAreaField label="Bio" rows={4} error={errors.bio?.message} {...form.register('bio')} />
      <FormError message={failure} />
      <div className="form-buttons">
        <button type="button" className="button button-ghost" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * The current password, a new one and its confirmation. Other devices are signed out; this one stays.
 * What was typed stays in the form when the server refuses it.
 */
function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      const answer = await changePassword({ currentPassword, newPassword });
      toast.success(answer.message ?? 'Password changed successfully!');
      onClose();
    } catch (error) {
      // A field the server named gets its message under it; anything else above the buttons.
      const named = fieldErrorsOf(error).filter(({ field }) =>
        (PASSWORD_FIELDS as readonly string[]).includes(field),
      );
      named.forEach(({ field, message }, index) =>
        form.setError(
          field as (typeof PASSWORD_FIELDS)[number],
          { message },
          { shouldFocus: index === 0 },
        ),
      );
      if (named.length === 0) setFailure((error as Error).message || 'Update failed');
    }
  });

  return (
    <Modal title="Change Password" onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Change password">
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters. Other devices will be signed out."
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <Field
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <FormError message={failure} />
        <div className="form-buttons">
          <button type="button" className="button button-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={isSubmitting}>
            {isSubmitting ? 'Changing...' : 'Change Password'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
