import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { forgotPasswordInput } from '../../model/credentials';
import { requestPasswordReset } from '../api/auth';
import { AuthCard } from '../components/AuthCard';
import { Field, FormError } from '../components/Field';
import { useHydrated } from '../app/hydrated';

export default function ForgotPasswordPage() {
  const hydrated = useHydrated();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordInput),
    // None for the fields: registering keeps what a visitor typed before the prerendered page ran.
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const answer = await requestPasswordReset(email);
      setSent(answer.message ?? 'Check your inbox for a link to reset your password.');
    } catch (error) {
      setFailure((error as Error).message);
    }
  });

  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter the email of your account and we will send you a link to choose a new one."
      footer={
        <>
          Remembered it? <Link to="/login">Back to log in</Link>
        </>
      }
    >
      {sent ? (
        <div className="form-success" role="status">
          <strong>Check your inbox.</strong> {sent} The link works once, for one hour.
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="form">
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <FormError message={failure} />
          <button
            type="submit"
            className="button button-primary button-block"
            disabled={isSubmitting || !hydrated}
          >
            {isSubmitting ? 'Sending...' : 'Send reset link'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
