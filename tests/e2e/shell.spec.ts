import { allowRefusedRequests, chunkOf, cspViolations, expect, test } from './fixtures';

test.describe('the landing page', () => {
  test('renders with no console error and no CSP violation', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your portfolio');
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute(
      'href',
      '/signup',
    );
    await page.waitForLoadState('networkidle');
    expect(await cspViolations(page)).toEqual([]);
  });

  test('is protected by a CSP that really blocks inline script', async ({ page, problems }) => {
    await page.goto('/');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect(await cspViolations(page)).toEqual([expect.stringContaining('script-src')]);
    // The browser reports the blocked script on the console too: that one is expected here.
    expect(problems.console).toEqual([expect.stringContaining('Content Security Policy')]);
    problems.console.splice(0);
    await page.evaluate(() => (window.__cspViolations = []));
  });

  test('does not download the editor', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const builderChunk = `/${chunkOf('src/pages/BuilderPage.tsx')}`;
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).not.toContain(builderChunk);

    // The same watch sees the builder chunk as soon as the builder route is visited.
    await page.goto('/portfolio-builder/new');
    await page.waitForLoadState('networkidle');
    expect(scripts).toContain(builderChunk);
  });

  test('serves compressed, immutably cached assets', async ({ page }) => {
    const assets: Array<{ url: string; encoding?: string; cache?: string }> = [];
    page.on('response', (response) => {
      if (response.url().includes('/assets/') && response.url().endsWith('.js')) {
        const headers = response.headers();
        assets.push({
          url: response.url(),
          encoding: headers['content-encoding'],
          cache: headers['cache-control'],
        });
      }
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset.encoding, asset.url).toBe('br');
      expect(asset.cache, asset.url).toBe('public, max-age=31536000, immutable');
    }
  });
});

test.describe('an unknown route', () => {
  test('shows the 404 page with a way home, with HTTP status 404', async ({ page, problems }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    // Chromium logs the 404 document itself as a failed resource: the one error expected here.
    expect(problems.console).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    allowRefusedRequests(problems, 404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/this/does/not/exist')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your portfolio');
  });
});

test('the API answers health on the same port as the app', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
});
