import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from './fixtures';

test('an uploaded image appears in the published gallery, sized by srcset', async ({
  page,
  request,
}) => {
  const signup = await request.post('/api/auth/signup', {
    data: {
      name: 'Uma Lens',
      email: `uma-${randomUUID().slice(0, 8)}@example.com`,
      password: 'strong-pass-1',
    },
  });
  const { token } = (await signup.json()).data;
  const auth = { Authorization: `Bearer ${token}` };

  const photo = await sharp({
    create: { width: 3000, height: 2000, channels: 3, background: '#2f6f8f' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="3000" height="2000"><circle cx="1500" cy="1000" r="700" fill="#f4c95d"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 92 })
    .toBuffer();
  const uploaded = await request.post('/api/upload/single', {
    headers: auth,
    multipart: { image: { name: 'sunrise.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(uploaded.status()).toBe(201);
  const image = (await uploaded.json()).data;

  const created = await request.post('/api/portfolios', {
    headers: auth,
    data: { title: 'Uma Lens' },
  });
  const portfolio = (await created.json()).data.portfolio;
  const content = structuredClone(portfolio.content);
  const gallery = content.sections.find((section: { type: string }) => section.type === 'gallery');
  gallery.content.images[0] = {
    id: 'sunrise',
    src: image.url,
    caption: 'Sunrise over the bay',
    meta: '2026',
  };
  const slug = `uma-${randomUUID().slice(0, 8)}`;
  const saved = await request.put(`/api/portfolios/${portfolio.id}`, {
    headers: auth,
    data: { version: portfolio.version, content, slug, published: true },
  });
  expect(saved.status()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/portfolio/${slug}`);
  const picture = page.getByRole('img', { name: 'Sunrise over the bay' });
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveAttribute('srcset', /480w, .*960w, .*1600w, .*2400w$/);
  await expect(picture).toHaveAttribute('width', '2400');
  await expect(picture).toHaveAttribute('height', '1600');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // A third of a 1280 px page: the browser picks a small variant, not the 2400 px one.
  const chosen = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(chosen).toMatch(/-(480x320|960x640)\.webp$/);
});
