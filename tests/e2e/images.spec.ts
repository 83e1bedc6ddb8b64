import sharp from 'sharp';
import { authOf, expect, openRunning, signedUpByApi, test } from './fixtures';

const photo = (background: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="800"><circle cx="600" cy="400" r="260" fill="#f4c95d"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();

test('Your images lists each upload with where it is used, and deletes an unused one', async ({
  page,
  request,
}) => {
  const auth = authOf(await signedUpByApi(page, 'Ines Image'));
  const upload = async (background: string, name: string) => {
    const answer = await request.post('/api/upload/single', {
      headers: auth,
      multipart: { image: { name, mimeType: 'image/jpeg', buffer: await photo(background) } },
    });
    expect(answer.status()).toBe(201);
    return (await answer.json()).data as { url: string; variants: Array<{ url: string }> };
  };
  const cover = await upload('#2f6f8f', 'cover.jpg');
  const spare = await upload('#8f2f4a', 'spare.jpg');

  // The cover goes into a portfolio's hero.
  const created = await request.post('/api/portfolios', {
    headers: auth,
    data: { title: 'Ines Studio' },
  });
  const portfolio = (await created.json()).data.portfolio;
  const content = structuredClone(portfolio.content);
  content.sections.find((section: { type: string }) => section.type === 'hero').content.image =
    cover.url;
  const saved = await request.put(`/api/portfolios/${portfolio.id}`, {
    headers: auth,
    data: { version: portfolio.version, content },
  });
  expect(saved.status()).toBe(200);

  await openRunning(page, '/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('button', { name: 'Your images' })
    .click();
  await expect(page.getByRole('heading', { name: 'Your images' })).toBeVisible();
  const meter = page.getByRole('meter', { name: 'Image storage used' });
  await expect(meter).toHaveAttribute('aria-valuetext', /^\d+(\.\d)? KB of 1 GB$/);
  await expect(page.getByText('2 images')).toBeVisible();

  const card = (image: { variants: Array<{ url: string }> }) =>
    page
      .getByRole('listitem')
      .filter({ has: page.locator(`img[src="${image.variants[0]!.url}"]`) });
  const used = card(cover);
  await expect(used.getByRole('link', { name: 'Ines Studio' })).toHaveAttribute(
    'href',
    `/portfolio-builder/${portfolio.id}`,
  );
  await expect(used.getByText('Hero section')).toBeVisible();
  await expect(used.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(used.getByText('In use: remove it from “Ines Studio” to delete it.')).toBeVisible();

  const unused = card(spare);
  await expect(unused.getByText('Not used anywhere')).toBeVisible();
  await expect(unused.getByText('1200 × 800 px')).toBeVisible();
  const before = await meter.getAttribute('aria-valuenow');
  await unused.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete image' });
  await expect(dialog).toContainText('Deleting it frees');
  await dialog.getByRole('button', { name: 'Delete' }).click();

  await expect(page.getByText('Image deleted')).toBeVisible();
  await expect(unused).toHaveCount(0);
  await expect(used).toHaveCount(1);
  await expect(page.getByText('1 image', { exact: true })).toBeVisible();
  await expect(meter).not.toHaveAttribute('aria-valuenow', before!);
  // Its files are gone; the used one is still served.
  expect((await request.get(spare.url)).status()).toBe(404);
  expect((await request.get(cover.url)).status()).toBe(200);
});
