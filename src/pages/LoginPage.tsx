import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { loginInput, type LoginInput } from '../../model/credentials';
import { AuthCard } from '../components/AuthCard';
import { Field, FormError } from '../components/Field';
import { PageSpinner } from '../components/PageSpinner';
import { useAuthPage } from '../session/useAuthPage';
import { useHydrated } from '../app/hydrated';

export default function LoginPage() {
  const hydrated = useHydrated();
  const { login, isAuthenticated, checked, isLoading, target, targetFor, carriedQuery } =
    useAuthPage();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [signedInHere, setSignedInHere] = useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInput),
    // None for the fields: registering keeps what a visitor typed before the prerendered page ran.
  });
  const { errors } = form.formState;

  if (!checked) return <PageSpinner label="Checking your session..." />;
  // Already signed in. After this form's own sign-in its handler navigates: a page chosen meanwhile
  // (the account menu shows at once) is not taken back.
  if (isAuthenticated && !form.formState.isSubmitting && !signedInHere)
    return <Navigate to={target} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const user = await login(values);
      setSignedInHere(true);
      await navigate(targetFor(user.id), { replace: true });
    } catch (error) {
      console.info('Login failed:', (error as Error).message);
      setFailure((error as Error).message || 'Login failed');
    }
  });

  return (
    <AuthCard
      title="Welcome back"
      lead="Sign in to edit and publish your portfolio."
      footer={
        <>
          New to Folio? <Link to={`/signup${carriedQuery}`}>Create an account</Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="form">
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
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="form-row">
          <label className="checkbox">
            <input type="checkbox" name="remember" defaultChecked /> Remember me
          </label>
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <FormError message={failure} />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={isLoading || !hydrated}
        >
          {isLoading ? 'Signing in...' : 'Log In'}
        </button>
      </form>
    </AuthCard>
  );
}
