import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { initials, nameField, profileUpdate } from '../../model/user';
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
  if (!user) return null;

  const details: Array<[string, string]> = [
    ['Email', user.email],
    ['Phone', user.phone || 'Not specified'],
    ['Location', user.location || 'Not specified'],
    ['Member since', memberSince(user.createdAt)],
    ['Account type', user.accountType || 'Free'],
    ['Status', 'Active'],
    ['Portfolios', String(user.portfolioCount ?? 0)],
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
          {['Change Password', 'Notification Preferences', 'Export My Data'].map((label) => (
            <button
              key={label}
              type="button"
              className="button button-ghost"
              onClick={() => setWorkingOnIt(true)}
            >
              {label}
            </button>
          ))}
        </div>
      </section>

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
