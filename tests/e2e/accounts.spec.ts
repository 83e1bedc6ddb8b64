import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  accountByApi,
  allowRefusedRequests,
  expect,
  openRunning,
  signedUpByApi,
  test,
} from './fixtures';

const newDesigner = () => ({
  name: 'Maya Okafor Reyes',
  email: `maya-${randomUUID().slice(0, 8)}@example.com`,
  password: 'strong-pass-1',
});

async function signUp(page: Page, designer = newDesigner(), path = '/signup') {
  await openRunning(page, path);
  await page.getByLabel('Name').fill(designer.name);
  await page.getByLabel('Email').fill(designer.email);
  await page.getByLabel('Password', { exact: true }).fill(designer.password);
  await page.getByLabel('Confirm password').fill(designer.password);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  return designer;
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test.describe('signing up', () => {
  // The one test that walks the signup form to the dashboard on purpose; others sign up by the API.
  test('lands on the dashboard signed in, and stays signed in after a reload', async ({ page }) => {
    const designer = await signUp(page);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('Account created successfully!')).toBeVisible();
    const avatar = page.getByRole('button', { name: /Account menu/ });
    await expect(avatar).toHaveText('MR');

    await page.reload();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome, ${designer.name}!` })).toBeVisible();
    await expect(avatar).toHaveText('MR');
  });

  test('shows every signup message of the spec for its input', async ({ page, problems }) => {
    await openRunning(page, '/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
      'You must agree to the Terms and Privacy Policy',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }

    await page.getByLabel('Name').fill('A');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm password').fill('54321');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('Name').fill('x'.repeat(51));
    await expect(page.getByText('Name must be less than 50 characters')).toBeVisible();
    // Names of 2 to 50 characters are accepted.
    await page.getByLabel('Name').fill('x'.repeat(50));
    await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Name must be less than 50 characters')).toBeHidden();

    // An email already used is refused by the server, and the message shows on the form.
    const existing = await accountByApi(page, 'Maya Okafor Reyes');
    await signUp(page, { ...existing, name: 'Someone Else' });
    await expect(
      page.getByRole('alert').filter({ hasText: 'An account with this email already exists' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/signup');
    allowRefusedRequests(problems, 409);
  });

  test('links to the terms, the privacy policy and the login page', async ({ page }) => {
    await openRunning(page, '/signup');
    await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

test.describe('logging in and out', () => {
  test('logout goes home and the old token is refused by the server', async ({ page, request }) => {
    await signedUpByApi(page, 'Maya Okafor Reyes');
    await openRunning(page, '/dashboard');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });

  // The one test that walks the login form to the dashboard on purpose.
  test('a signed-out visit to /dashboard goes through /login and back', async ({ page }) => {
    // Never signed in on this browser: signed out.
    const designer = await accountByApi(page, 'Maya Okafor Reyes');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
    await logIn(page, designer.email, designer.password);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('Login successful!')).toBeVisible();
  });

  test('follows the return and template parameters', async ({ page }) => {
    const designer = await accountByApi(page, 'Maya Okafor Reyes');
    await openRunning(page, '/login?return=/portfolio-builder/new&template=echelon');
    await logIn(page, designer.email, designer.password);
    // The builder's new-portfolio page passes at once: what stays is the new echelon portfolio's setup.
    await expect(page).toHaveURL(/\/portfolio-builder\/[0-9a-f-]{36}$/);
    await expect(page.getByText(/Step 1 of \d+ · Echelon/)).toBeVisible();
    // Signed in, /login sends straight on.
    await openRunning(page, '/login');
    await expect(page).toHaveURL('/dashboard');
  });

  test('shows every login message of the spec for its input', async ({ page, problems }) => {
    await openRunning(page, '/login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Email').fill('nobody');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await logIn(page, `nobody-${randomUUID().slice(0, 6)}@example.com`, 'wrong-password');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    allowRefusedRequests(problems, 401);
  });
});

test.describe('the profile', () => {
  test('shows the account and keeps an edit across a reload', async ({ page }) => {
    const designer = await signedUpByApi(page, 'Maya Okafor Reyes');
    await openRunning(page, '/dashboard');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: designer.name })).toBeVisible();
    await expect(page.getByText(designer.email)).toBeVisible();
    await expect(page.getByText('Free')).toBeVisible();
    await expect(page.getByText('Active')).toBeVisible();
    const today = new Date().toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    await expect(page.getByText(today)).toBeVisible();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Name').fill('Maya Reyes');
    await page.getByLabel('Phone').fill('+44 20 7946 0000');
    await page.getByLabel('Location').fill('Lisbon');
    await page.getByLabel('Bio').fill('Brand and type designer.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Maya Reyes' })).toBeVisible();
    await expect(page.getByText('Lisbon')).toBeVisible();
    await expect(page.getByText('+44 20 7946 0000')).toBeVisible();
    await expect(page.getByText('Brand and type designer.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Account menu/ })).toHaveText('MR');

    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: "We're Working On It" })).toBeVisible();
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
