// A private page's optional password: set, change or remove it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { pagePasswordForm } from '../../model/sharing';
import { failureOf, type ControlProps } from './helpers';

export function PasswordControl({ portfolioId, target, services, onChange }: ControlProps) {
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<{ password: string }>({
    resolver: zodResolver(pagePasswordForm),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const id = useId();

  async function save(password: string | null) {
    setFailure(undefined);
    try {
      const outcome = await services.setPassword(portfolioId, target.projectId, password);
      onChange(outcome.sharing);
      toast.success(outcome.message);
      form.reset();
      setEditing(false);
    } catch (error) {
      setFailure(failureOf(error, 'The password could not be saved'));
    }
  }
  const onSubmit = form.handleSubmit(({ password }) => save(password));

  return (
    <section className="fb-sharing-password" aria-label="Password">
      <h4>Password (optional)</h4>
      <p className="fb-sharing-note">
        {target.hasPassword
          ? 'Visitors without a link can type the password to open this page.'
          : 'Besides links, you can let people in with one password.'}
      </p>
      {target.hasPassword && !editing ? (
        <div className="fb-sharing-actions">
          <button type="button" className="fb-button" onClick={() => setEditing(true)}>
            Change password
          </button>
          <button type="button" className="fb-button" onClick={() => void save(null)}>
            Remove password
          </button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="fb-sharing-form">
          <div className={`fb-sharing-field${errors.password ? ' fb-sharing-field--invalid' : ''}`}>
            <label htmlFor={`${id}-password`}>
              {target.hasPassword ? 'New password' : 'Password'}
            </label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              {...(errors.password
                ? { 'aria-invalid': true, 'aria-describedby': `${id}-password-error` }
                : {})}
              {...form.register('password')}
            />
            {errors.password && (
              <p id={`${id}-password-error`} className="fb-sharing-error" role="alert">
                {errors.password.message}
              </p>
            )}
          </div>
          {failure && (
            <p className="fb-sharing-error" role="alert">
              {failure}
            </p>
          )}
          <div className="fb-sharing-actions">
            <button type="submit" className="fb-button" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Set password'}
            </button>
            {editing && (
              <button type="button" className="fb-button" onClick={() => setEditing(false)}>
                Cancel
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
