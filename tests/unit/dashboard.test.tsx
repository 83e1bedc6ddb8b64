import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImageUse, UploadedImage, UploadLibrary } from '../../model/images';
import { Providers } from '../../src/app/providers';
import { Images } from '../../src/pages/dashboard/Images';
import { sectionOrOverview } from '../../src/pages/DashboardPage';
import { dashboardStats } from '../../src/pages/dashboard/stats';
import { sampleUser, signIn, signOut } from './support/session';

describe('dashboard figures', () => {
  it('rounds the published percentage and the average views', () => {
    expect(
      dashboardStats([
        { isPublished: true, viewCount: 10 },
        { isPublished: false, viewCount: 0 },
        { isPublished: false, viewCount: 1 },
      ]),
    ).toEqual({ total: 3, published: 1, publishedPercent: 33, totalViews: 11, averageViews: 4 });
  });

  it('is all zeros without portfolios', () => {
    expect(dashboardStats([])).toEqual({
      total: 0,
      published: 0,
      publishedPercent: 0,
      totalViews: 0,
      averageViews: 0,
    });
  });
});

describe('dashboard sections', () => {
  it.each([
    ['portfolios', 'portfolios'],
    ['images', 'images'],
    ['settings', 'settings'],
    ['analytics', 'analytics'],
    ['nonsense', 'overview'],
    [undefined, 'overview'],
    ['templates', 'overview'],
  ])('opens %j as %s', (value, expected) => expect(sectionOrOverview(value)).toBe(expected));
});

describe('Your images', () => {
  const MB = 1024 * 1024;
  const image = (hash: string, bytes: number, usedIn: ImageUse[] = []): UploadedImage => ({
    hash: hash.repeat(64).slice(0, 64),
    url: `/uploads/${hash}${hash}/${hash.repeat(64).slice(0, 64)}-1200x800.webp`,
    thumbnailUrl: `/uploads/${hash}${hash}/${hash.repeat(64).slice(0, 64)}-480x320.webp`,
    width: 1200,
    height: 800,
    bytes,
    uploadedAt: '2025-03-14T10:00:00.000Z',
    usedIn,
  });
  const hero = image('a', 9.4 * MB, [
    { portfolioId: 'p1', portfolioTitle: 'Studio Nord', where: 'Hero section' },
  ]);
  const spare = image('b', 3 * MB);
  const libraries: Record<string, UploadLibrary> = {
    u1: { images: [hero, spare], usage: { bytes: 12.4 * MB, quotaBytes: 1024 * MB } },
    u2: { images: [], usage: { bytes: 0, quotaBytes: 1024 * MB } },
  };
  let requests: Array<{ url: string; method: string; user: string }>;
  let signedIn = 'u1';

  beforeEach(() => {
    requests = [];
    signedIn = 'u1';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        requests.push({ url, method, user: signedIn });
        const library = libraries[signedIn]!;
        if (method === 'DELETE') {
          const hash = url.split('/').at(-1)!;
          const gone = library.images.find((item) => item.hash === hash)!;
          const usage = { ...library.usage, bytes: library.usage.bytes - gone.bytes };
          return Response.json({ success: true, data: { usage }, message: 'Image deleted' });
        }
        return Response.json({ success: true, data: library });
      }),
    );
    signIn(sampleUser);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  const renderView = () =>
    render(
      <Providers>
        <MemoryRouter>
          <Images />
        </MemoryRouter>
      </Providers>,
    );

  it('shows each image with its size and where it is used, and usage against the quota', async () => {
    renderView();
    const meter = await screen.findByRole('meter', { name: 'Image storage used' });
    expect(meter).toHaveAttribute('aria-valuetext', '12.4 MB of 1 GB');
    expect(screen.getByText('12.4 MB').parentElement).toHaveTextContent('12.4 MB of 1 GB used');
    expect(screen.getByText('2 images')).toBeInTheDocument();

    const [used, unused] = within(screen.getByRole('list', { name: 'Uploaded images' }))
      .getAllByRole('article')
      .map((card) => within(card));
    expect(used!.getByText('9.4 MB')).toBeInTheDocument();
    expect(used!.getByText('1200 × 800 px')).toBeInTheDocument();
    expect(used!.getByRole('link', { name: 'Studio Nord' })).toHaveAttribute(
      'href',
      '/portfolio-builder/p1',
    );
    expect(used!.getByText('Hero section')).toBeInTheDocument();
    const blocked = used!.getByRole('button', { name: 'Delete' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription(
      'In use: remove it from “Studio Nord” to delete it.',
    );

    expect(unused!.getByText('3 MB')).toBeInTheDocument();
    expect(unused!.getByText('Not used anywhere')).toBeInTheDocument();
    expect(unused!.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('deletes an unused image after confirming, and shows the storage it freed', async () => {
    renderView();
    const cards = await screen.findAllByRole('article');
    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete image' });
    expect(dialog).toHaveTextContent('Deleting it frees 3 MB.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([
      { url: `/api/uploads/${spare.hash}`, method: 'DELETE', user: 'u1' },
    ]);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '9.4 MB of 1 GB');
    expect(screen.getByText('1 image')).toBeInTheDocument();
  });

  it('never shows one account’s images to the next on the same browser', async () => {
    renderView();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    signedIn = 'u2';
    act(() => signIn({ ...sampleUser, id: 'u2', _id: 'u2', email: 'grace@example.com' }));
    expect(await screen.findByText('No images yet')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '0 B of 1 GB');
  });
});
