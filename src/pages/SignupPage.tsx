import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { signupForm, type SignupForm } from '../../model/credentials';
import { AuthCard } from '../components/AuthCard';
import { Field, FormError } from '../components/Field';
import { PageSpinner } from '../components/PageSpinner';
import { useAuthPage } from '../session/useAuthPage';
import { useHydrated } from '../app/hydrated';

export default function SignupPage() {
  const hydrated = useHydrated();
  const {
    signup,
    isAuthenticated,
    checked,
    isLoading,
    target,
    targetFor,
    carriedQuery,
    navigationState,
  } = useAuthPage();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [signedInHere, setSignedInHere] = useState(false);
  const prefilledEmail = (navigationState as { email?: unknown } | null)?.email;
  const form = useForm<SignupForm>({
    resolver: zodResolver(signupForm),
    // None for the fields: registering keeps what a visitor typed before the prerendered page ran.
    defaultValues: typeof prefilledEmail === 'string' ? { email: prefilledEmail } : {},
  });
  const { errors } = form.formState;

  if (!checked) return <PageSpinner label="Checking your session..." />;
  // Already signed in. After this form's own sign-in its handler navigates: a page chosen meanwhile
  // (the account menu shows at once) is not taken back.
  if (isAuthenticated && !form.formState.isSubmitting && !signedInHere)
    return <Navigate to={target} replace />;

  const onSubmit = form.handleSubmit(async ({ name, email, password }) => {
    setFailure(null);
    try {
      const user = await signup({ name, email, password });
      setSignedInHere(true);
      await navigate(targetFor(user.id), { replace: true });
    } catch (error) {
      setFailure((error as Error).message || 'Signup failed');
    }
  });

  return (
    <AuthCard
      title="Create your account"
      lead="Free to start, no credit card required."
      footer={
        <>
          Already have an account? <Link to={`/login${carriedQuery}`}>Log in</Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="form">
        <Field
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Field
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <div className={`field${errors.acceptTerms ? ' field-invalid' : ''}`}>
          <label className="checkbox">
            <input
              type="checkbox"
              aria-invalid={errors.acceptTerms ? true : undefined}
              {...form.register('acceptTerms')}
            />
            <span>
              I agree to the <Link to="/terms">Terms of Service</Link> and{' '}
              <Link to="/privacy">Privacy Policy</Link>
            </span>
          </label>
          {errors.acceptTerms && (
            <p className="field-error" role="alert">
              {errors.acceptTerms.message}
            </p>
          )}
        </div>
        <FormError message={failure} />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={isLoading || !hydrated}
        >
          {isLoading ? 'Creating your account...' : 'Create Account'}
        </button>
      </form>
    </AuthCard>
  );
}
