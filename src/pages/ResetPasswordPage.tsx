import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { resetPasswordForm } from '../../model/credentials';
import { resetPassword } from '../api/auth';
import { AuthCard } from '../components/AuthCard';
import { Field, FormError } from '../components/Field';
import { notify } from '../app/toasts';
import { useHydrated } from '../app/hydrated';

type ResetForm = { token: string; password: string; confirmPassword: string };

export default function ResetPasswordPage() {
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const token = search.get('token') ?? '';
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const answer = await resetPassword(token, password);
      notify('success', answer.message ?? 'Your password has been reset.');
      await navigate('/login', { replace: true });
    } catch (error) {
      setFailure((error as Error).message);
    }
  });

  return (
    <AuthCard
      title="Choose a new password"
      lead="Pick a password of at least 6 characters. Every device signed in to your account will be signed out."
      footer={
        <>
          Link expired? <Link to="/forgot-password">Request a new one</Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="form">
        {(errors.token || !token) && (
          <FormError message="This reset link is invalid or has expired. Please request a new one." />
        )}
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Field
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <FormError message={failure} />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={isSubmitting || !token || !hydrated}
        >
          {isSubmitting ? 'Saving...' : 'Set new password'}
        </button>
      </form>
    </AuthCard>
  );
}
