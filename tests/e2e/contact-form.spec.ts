import type { Page } from '@playwright/test';
import { allowRefusedRequests, expect, openRunning, test } from './fixtures';

const fill = async (page: Page, email: string) => {
  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Subject', { exact: true }).fill('Hello <there>');
  await page.getByLabel('Message', { exact: true }).fill('Line one\nLine two');
};

test.describe('the contact form', () => {
  test('is a real form: posted without its script it reaches our server, and nothing typed is lost', async ({
    page,
    problems,
  }) => {
    await openRunning(page, '/contact');
    const form = page.locator('form.mk-contact-form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/f/folio-contact');
    // The browser accepts this address; the server does not.
    await fill(page, 'ada@example');
    // What a browser without JavaScript does: a plain form post, no handler, no fetch.
    await form.evaluate((element: HTMLFormElement) => element.submit());

    await expect(page).toHaveURL(/\/f\/folio-contact$/);
    await expect(page.getByRole('heading', { name: 'Please check your message' })).toBeVisible();
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveAccessibleDescription('Email should be an email');
    await expect(email).toHaveValue('ada@example');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Hello <there>');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Line one\nLine two');
    // Chromium logs the refused page's status; accept that line once it is there.
    await expect.poll(() => problems.console.length).toBeGreaterThan(0);
    allowRefusedRequests(problems, 422);

    // The page has no script of its own: fixing the field and sending posts the form again.
    await email.fill('ada@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/f\/folio-contact\/thanks$/);
    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
    await expect(page.getByText('Thank you for reaching out to us.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the contact page' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get in touch' })).toBeVisible();
  });

  test('with its script, still sends JSON and shows the modal on the page', async ({ page }) => {
    await openRunning(page, '/contact');
    await fill(page, 'ada@example.com');
    const posted = page.waitForRequest('**/f/folio-contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const request = await posted;
    expect(request.headers()['content-type']).toBe('application/json');
    await expect(page.getByRole('dialog', { name: 'Message Sent Successfully!' })).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
