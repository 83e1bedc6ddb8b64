import type { Page } from '@playwright/test';
import { allowRefusedRequests, expect, openRunning, test } from './fixtures';

// A 1x1 PNG, for the playground's local image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('the landing page', () => {
  test('the carousel advances every 5 s, wraps, and follows its dots', async ({ page }) => {
    await openRunning(page, '/');
    const dot = (name: string) =>
      page.getByRole('button', { name: new RegExp(`slide \\d: ${name}`) });
    await expect(dot('The Problem')).toHaveAttribute('aria-current', 'true');
    // Untouched, it moves on by itself after 5 s.
    await expect(dot('The Solution')).toHaveAttribute('aria-current', 'true', { timeout: 7_000 });
    await dot('The Result').click();
    await expect(dot('The Result')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { name: 'The Result' })).toBeVisible();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(dot('The Problem')).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(dot('The Result')).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('#how-it-works')).toBeAttached();
  });

  for (const [answer, response] of [
    ["Yeah, it's rough", /73% of designers delay/],
    ["Nah, I'm good", /try the playground/],
  ] as const) {
    test(`the quiz answers "${answer}" and then disappears`, async ({ page }) => {
      await openRunning(page, '/');
      const quiz = page.getByRole('region', { name: 'Quick question' });
      await expect(quiz.getByRole('img')).toBeVisible();
      await quiz.scrollIntoViewIfNeeded();
      await quiz.getByRole('button', { name: answer }).click({ timeout: 5_000 });
      await expect(quiz.getByText(response)).toBeVisible();
      await expect(quiz).toHaveCount(0, { timeout: 6_000 });
    });
  }

  test('the playground edits the card and Reset restores it', async ({ page }) => {
    await openRunning(page, '/#playground');
    const card = page.getByTestId('playground-preview');
    await page.getByLabel('Project title').fill('Rebrand for Oat & Co');
    await page.getByLabel('Description').fill('A new identity for a bakery.');
    await page.locator('input[type="color"]').first().fill('#102030');
    await expect(card.getByRole('heading')).toHaveText('Rebrand for Oat & Co');
    await expect(card).toContainText('A new identity for a bakery.');
    await expect(card).toHaveCSS('background-color', 'rgb(16, 32, 48)');
    await page
      .getByLabel('Cover image')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(card.getByRole('img', { name: 'Your uploaded cover' })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );
    await page
      .getByLabel('Cover image')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(page.getByText('Please select an image file')).toBeVisible();

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(card.getByRole('heading')).toHaveText('Your Project Title');
    await expect(card).toContainText('Describe your amazing design work here...');
    await expect(card).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(card.getByRole('img', { name: 'Your uploaded cover' })).toHaveCount(0);
  });

  test('the closing call to action leads to sign-up and to the events', async ({ page }) => {
    await openRunning(page, '/');
    await expect(page.getByRole('link', { name: 'Browse Examples' })).toHaveAttribute(
      'href',
      '/events',
    );
    await expect(page.getByRole('link', { name: 'Start for free' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });
});

test.describe('the slide-in menu', () => {
  test('opens, closes, scrolls to a section and navigates', async ({ page }) => {
    await openRunning(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    for (const item of ['Home', 'How It Works', 'Playground', 'About']) {
      await expect(menu.getByRole('button', { name: item })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'hello@folio.design' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Instagram' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/signup',
    );

    await page.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole('button', { name: 'Playground' }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('#playground')).toBeInViewport({ timeout: 3_000 });

    await toggle.click();
    await menu.getByRole('button', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Folio');
  });

  test('Escape closes it and the about page has its own items', async ({ page }) => {
    await openRunning(page, '/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    for (const item of ['Home', 'Our Story', 'Our Values', 'Our Team', 'Our Mission']) {
      await expect(menu.getByRole('button', { name: item })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test('on a phone the header leads to every page of the site', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openRunning(page, '/about');
  const main = page.getByRole('navigation', { name: 'Main' });
  const pages: Array<[link: string, heading: string]> = [
    ['Templates', 'PORTFOLIO TEMPLATES'],
    ['Events', 'Events & Workshops'],
    ['Contact', 'Get in touch'],
    ['About', 'About Folio'],
  ];
  for (const [name, heading] of pages) {
    await main.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

for (const width of [375, 1280]) {
  test(`at ${width} px the Menu button leaves every footer link reachable on the pages that have it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/about', '/events']) {
      await openRunning(page, path);
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      const footer = page.getByRole('navigation', { name: 'Footer' });
      for (const link of await footer.getByRole('link').all()) {
        // A click at the link's centre reaches the link itself, not the button over it.
        const reached = await link.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return element.contains(hit);
        });
        expect(reached, `${path}: ${await link.textContent()}`).toBe(true);
      }
    }
  });
}

test.describe('the about page', () => {
  test('shows six team members and hides empty contacts', async ({ page }) => {
    await openRunning(page, '/about');
    const team = page.locator('#team');
    await expect(team.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(team.getByText('Backend Developer', { exact: true })).toHaveCount(3);
    for (const role of ['Founder', 'Co-Founder', 'Frontend Developer']) {
      await expect(team.getByText(role, { exact: true })).toHaveCount(1);
    }
    // Léo Martin's Dribbble has no address: it is not shown.
    await expect(
      page.getByRole('list', { name: 'Contact Léo Martin' }).getByRole('link'),
    ).toHaveText(['LinkedIn', 'Email']);
  });
});

test.describe('the contact page', () => {
  const fill = async (page: Page) => {
    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Hello');
    await page.getByLabel('Message', { exact: true }).fill('I love the playground.');
  };

  test('sends the message and shows the success modal', async ({ page }) => {
    let posted: unknown;
    await page.route('**/f/folio-contact', async (route) => {
      posted = route.request().postDataJSON();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({ json: { next: '/thanks', ok: true } });
    });
    await openRunning(page, '/contact');
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    const modal = page.getByRole('dialog', { name: 'Message Sent Successfully!' });
    await expect(modal).toContainText('Thank you for reaching out to us.');
    await expect(modal).toContainText("We'll get back to you within 24 hours.");
    expect(posted).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'I love the playground.',
    });
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  });

  test('shows the service’s field errors under their fields', async ({ page, problems }) => {
    await page.route('**/f/folio-contact', (route) =>
      route.fulfill({
        status: 422,
        json: {
          errors: [
            { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
            { field: 'email', code: 'SOMETHING_NEW', message: 'is on a blocklist' },
          ],
        },
      }),
    );
    await openRunning(page, '/contact');
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveAccessibleDescription('Email should be an email, is on a blocklist');
    await expect(page.locator('.field-error')).toHaveCSS('color', 'rgb(185, 28, 28)');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ada Lovelace');
    // Chromium logs the refused answer; wait for that line, then accept it.
    await expect.poll(() => problems.console.length).toBeGreaterThan(0);
    allowRefusedRequests(problems, 422);
  });

  test('a malformed answer says so', async ({ page }) => {
    await page.route('**/f/folio-contact', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>hi</p>' }),
    );
    await openRunning(page, '/contact');
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText('Unexpected response format');
  });
});

test.describe('the events pages', () => {
  test('cards, the Under Development dialog, the newsletter and See All', async ({ page }) => {
    await openRunning(page, '/events');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events & Workshops');
    const joins = page.getByRole('button', { name: /^Join Workshop/ });
    await expect(joins).toHaveCount(6);

    await joins.first().click();
    const dialog = page.getByRole('dialog', { name: 'Under Development' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toBeHidden();
    await joins.nth(3).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    const newsletter = page.locator('#newsletter');
    await newsletter.getByLabel('Name').fill('Grace');
    await newsletter.getByLabel('Email').fill('grace@example.com');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you for subscribing!' });
    await expect(thanks).toContainText('Thanks, Grace.');
    await thanks.getByRole('button', { name: 'Done' }).click();
    await expect(newsletter.getByLabel('Name')).toHaveValue('');
    await expect(newsletter.getByLabel('Email')).toHaveValue('');

    await page.getByRole('link', { name: 'See All' }).click();
    await expect(page).toHaveURL(/\/events\/all$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Under Development');
    await expect(page.getByText('One-click registration')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Events' }).click();
    await expect(page).toHaveURL(/\/events$/);
  });
});

test.describe('the legal pages', () => {
  test('terms: ten numbered sections, the date and the legal contact', async ({ page }) => {
    await openRunning(page, '/terms');
    await expect(page.getByText('Last updated: September 13, 2025')).toBeVisible();
    await expect(page.locator('.mk-legal-body section h2')).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'Contact Legal' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(page.getByRole('heading', { name: 'Updates to these terms' })).toBeVisible();
  });

  test('privacy: what is collected and how to delete it', async ({ page }) => {
    await openRunning(page, '/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByRole('heading', { name: /How to delete your data/ })).toBeVisible();
    await expect(page.getByText(/no third-party trackers/)).toBeVisible();
  });
});
