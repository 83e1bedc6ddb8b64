import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImageUse, UploadedImage, UploadLibrary } from '../../model/images';
import { summaryOf, type Portfolio, type PortfolioSummary } from '../../model/portfolio';
import { Providers } from '../../src/app/providers';
import { ComingSoon } from '../../src/pages/dashboard/ComingSoon';
import { Images } from '../../src/pages/dashboard/Images';
import { Overview } from '../../src/pages/dashboard/Overview';
import { Portfolios } from '../../src/pages/dashboard/Portfolios';
import { sectionOrOverview } from '../../src/pages/DashboardPage';
import { dashboardStats, dayLabel } from '../../src/pages/dashboard/stats';
import { sampleUser, signIn, signOut } from './support/session';
import { renderAt } from './support/render';

/** Local times, so "this month" and "yesterday" mean the same wherever the test runs. */
const at = (month: number, day: number, hour = 12, minute = 0, year = 2025) =>
  new Date(year, month - 1, day, hour, minute).toISOString();
const NOW = new Date(2025, 2, 20, 12, 0); // 20 March 2025, noon

/** A list entry, as the dashboard receives it (a summary of the portfolio). */
function portfolio(id: string, fields: Partial<Portfolio>): PortfolioSummary {
  return summaryOf({
    _id: id,
    id,
    title: id,
    description: '',
    slug: null,
    published: false,
    isPublished: false,
    isPublic: false,
    viewCount: 0,
    publishedAt: null,
    templateId: 'echelon',
    template: 'echelon',
    content: { version: 1, sections: [] },
    styling: { colors: {}, fonts: {} },
    caseStudies: {},
    version: 1,
    createdAt: at(3, 1),
    updatedAt: at(3, 1),
    live: null,
    hasUnpublishedChanges: false,
    ...fields,
  });
}

// Newest first, as the API lists them. Atlas was made last month but edited most recently.
const three = [
  portfolio('p-nord', {
    title: 'Nord Identity',
    isPublished: true,
    viewCount: 12,
    createdAt: at(3, 18, 9),
    updatedAt: at(3, 18, 10),
  }),
  portfolio('p-halo', {
    title: 'Halo App',
    isPublished: true,
    viewCount: 5,
    createdAt: at(3, 1, 8),
    updatedAt: at(3, 2, 8),
  }),
  portfolio('p-atlas', {
    title: 'Atlas Wayfinding',
    isPublished: false,
    viewCount: 0,
    createdAt: at(2, 27, 15),
    updatedAt: at(3, 19, 16, 30),
  }),
];

describe('dashboard figures', () => {
  it('counts from the stored portfolios: published share and average rounded, this month by createdAt, last edit by updatedAt', () => {
    expect(dashboardStats(three, NOW)).toEqual({
      total: 3,
      published: 2,
      publishedPercent: 67,
      totalViews: 17,
      averageViews: 6,
      createdThisMonth: 2,
      lastEdited: three[2],
    });
  });

  it('is all zeros without portfolios', () => {
    expect(dashboardStats([], NOW)).toEqual({
      total: 0,
      published: 0,
      publishedPercent: 0,
      totalViews: 0,
      averageViews: 0,
      createdThisMonth: 0,
      lastEdited: null,
    });
  });

  it.each([
    [at(3, 20, 0, 5), 'Today'],
    [at(3, 19, 23, 59), 'Yesterday'],
    [at(3, 17, 9), '3 days ago'],
    [at(3, 1), 'Mar 1'],
    [at(12, 30, 12, 0, 2024), 'Dec 30, 2024'],
  ])('names the day of %s as %s', (iso, label) => expect(dayLabel(iso, NOW)).toBe(label));
});

describe('the overview', () => {
  const renderOverview = (portfolios: PortfolioSummary[]) => {
    const onShowAnalytics = vi.fn();
    const view = render(
      <MemoryRouter>
        <Overview
          name="Ada Lovelace"
          portfolios={portfolios}
          onShowAnalytics={onShowAnalytics}
          now={NOW}
        />
      </MemoryRouter>,
    );
    return { ...view, onShowAnalytics };
  };
  /** Each stat card as [label, value, note], in order. */
  const figures = () =>
    within(screen.getByRole('list', { name: 'Your figures' }))
      .getAllByRole('listitem')
      .map((card) =>
        ['.stat-label', '.stat-value', '.stat-note'].map(
          (part) => card.querySelector(part)?.textContent,
        ),
      );
  const INVENTED = /\+\s?\d|from last month|improvement|%\s+increase/i;

  it('shows zeros and a way to start when there are no portfolios', () => {
    const { container } = renderOverview([]);
    expect(figures()).toEqual([
      ['Total Portfolios', '0', 'None yet'],
      ['Published', '0', 'Nothing live yet'],
      ['Total Views', '0', 'Counted once published'],
      ['Last Edit', '—None', 'Nothing edited yet'],
    ]);
    // Nothing made here yet: a welcome, not a "welcome back".
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Welcome, Ada Lovelace!');
    expect(screen.getByRole('heading', { name: 'Start your first portfolio' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create First Portfolio' })).toHaveAttribute(
      'href',
      '/portfolio-builder/new',
    );
    expect(screen.queryByRole('heading', { name: 'Recent portfolios' })).toBeNull();
    expect(container.textContent).not.toMatch(INVENTED);
  });

  it('shows only figures counted from three portfolios, and the three newest', () => {
    const { container } = renderOverview(three);
    expect(figures()).toEqual([
      ['Total Portfolios', '3', '2 created this month'],
      ['Published', '2', '67% of 3 portfolios'],
      ['Total Views', '17', '6 views per portfolio on average'],
      // Atlas, the last in the list, was edited last: on 19 March at 4:30 PM.
      ['Last Edit', 'Yesterday', 'Mar 19, 2025, 4:30 PM'],
    ]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Welcome back, Ada Lovelace!',
    );
    expect(screen.getByRole('time')).toHaveAttribute('dateTime', three[2]!.updatedAt);
    const recent = within(screen.getByRole('region', { name: 'Recent portfolios' }));
    expect(recent.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nord IdentityLive · Created Mar 18, 2025Edit',
      'Halo AppLive · Created Mar 1, 2025Edit',
      'Atlas WayfindingDraft · Created Feb 27, 2025Edit',
    ]);
    expect(recent.getByRole('link', { name: 'Edit Atlas Wayfinding' })).toHaveAttribute(
      'href',
      '/portfolio-builder/p-atlas',
    );
    expect(container.textContent).not.toMatch(INVENTED);
  });

  it('changes its figures with the data, not with a script', () => {
    renderOverview([portfolio('p-one', { isPublished: false, viewCount: 3, createdAt: at(1, 5) })]);
    expect(figures()).toEqual([
      ['Total Portfolios', '1', '0 created this month'],
      ['Published', '0', '0% of 1 portfolio'],
      ['Total Views', '3', '3 views per portfolio on average'],
      ['Last Edit', 'Mar 1', 'Mar 1, 2025, 12:00 PM'],
    ]);
  });

  it('opens the analytics from its quick action', () => {
    const { onShowAnalytics } = renderOverview(three);
    const action = screen.getByRole('button', { name: /View Analytics/ });
    expect(action).toHaveTextContent('Views, visitors and referrers');
    fireEvent.click(action);
    expect(onShowAnalytics).toHaveBeenCalledOnce();
  });
});

describe('new portfolios start at the template choice', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['Create First Portfolio', []],
    ['New Portfolio', three],
  ])('%s opens /portfolio-builder/new and creates nothing', async (label, portfolios) => {
    const router = createMemoryRouter(
      [
        {
          path: '/dashboard',
          element: <Portfolios portfolios={portfolios as PortfolioSummary[]} />,
        },
        { path: '/portfolio-builder/new', element: <h1>Choose Your Template</h1> },
      ],
      { initialEntries: ['/dashboard?section=portfolios'] },
    );
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('link', { name: label }));
    expect(
      await screen.findByRole('heading', { name: 'Choose Your Template' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portfolio-builder/new');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('portfolio cards', () => {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('tell two portfolios of one title apart by when each was last edited, to the minute', () => {
    const twins = [
      portfolio('p-one', { title: 'Portfolio', updatedAt: at(3, 19, 9, 5) }),
      portfolio('p-two', { title: 'Portfolio', updatedAt: at(3, 19, 9, 40) }),
    ];
    render(
      <Providers>
        <MemoryRouter>
          <Portfolios portfolios={twins} />
        </MemoryRouter>
      </Providers>,
    );
    const cards = screen.getAllByRole('article', { name: 'Portfolio' });
    const edited = cards.map((card) => within(card).getByText(/^Edited/).textContent);
    expect(edited).toEqual(['Edited Mar 19, 9:05 AM', 'Edited Mar 19, 9:40 AM']);
  });
});

describe('coming-soon areas', () => {
  it.each([
    ['pricing', 'Pricing', 'Pricing tools arrive in a later release: none of them work yet.'],
    [
      'learning',
      'Learning',
      'The Business Hub arrives in a later release: no guides are published yet.',
    ],
  ])('%s says what is missing, under the spec’s label', (section, title, status) => {
    render(<ComingSoon section={section} title={title} />);
    expect(screen.getByText('Coming Soon')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(screen.getByText(status)).toBeVisible();
    expect(document.body.textContent).not.toMatch(/working on it/i);
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
    [null, 'overview'],
    ['templates', 'overview'],
  ])('opens %j as %s', (value, expected) => expect(sectionOrOverview(value)).toBe(expected));

  describe('in the address', () => {
    beforeEach(() => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json({ success: true, data: { portfolios: [] } })),
      );
      signIn(sampleUser);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      signOut();
    });

    it('opens the section the address names, and a sidebar choice pushes a new address', async () => {
      const router = renderAt('/dashboard?section=portfolios');
      expect(await screen.findByRole('heading', { name: 'My Portfolios' })).toBeVisible();
      const nav = screen.getByRole('navigation', { name: 'Dashboard' });
      expect(within(nav).getByRole('button', { name: 'Portfolios' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      fireEvent.click(within(nav).getByRole('button', { name: 'Pricing' }));
      expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeVisible();
      expect(router.state.location.search).toBe('?section=pricing');
      expect(router.state.historyAction).toBe('PUSH');

      fireEvent.click(within(nav).getByRole('button', { name: 'Overview' }));
      expect(await screen.findByRole('heading', { name: /^Welcome/ })).toBeVisible();
      expect(router.state.location.pathname + router.state.location.search).toBe('/dashboard');

      await act(() => router.navigate(-1));
      expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeVisible();
      await act(() => router.navigate(-1));
      expect(await screen.findByRole('heading', { name: 'My Portfolios' })).toBeVisible();
    });
  });
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

describe('portfolio storage', () => {
  const MB = 1024 * 1024;
  let usage: unknown;
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/portfolios/storage'
          ? Response.json({ success: true, data: { usage } })
          : Response.json({ success: true, data: { portfolios: three, unread: 0 } }),
      ),
    );
    signIn(sampleUser);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('shows how much of the budget the portfolios use, as the server counts it', async () => {
    usage = { bytes: Math.round(12.4 * MB), quotaBytes: 200 * MB };
    renderAt('/dashboard?section=portfolios');
    const meter = await screen.findByRole('meter', { name: 'Portfolio storage used' });
    expect(meter).toHaveAttribute('aria-valuetext', '12.4 MB of 200 MB');
    expect(screen.getByText(/^Storage:/)).toHaveTextContent('Storage: 12.4 MB of 200 MB');
    expect(
      screen.getByText(/the last 50 versions of each, and one a day for 30 days/),
    ).toBeVisible();
    expect(screen.queryByText(/almost full/)).toBeNull();
  });

  it('says what to do when it is almost full', async () => {
    usage = { bytes: 190 * MB, quotaBytes: 200 * MB };
    renderAt('/dashboard?section=portfolios');
    expect(await screen.findByText(/^Storage:/)).toHaveTextContent('Storage: 190 MB of 200 MB');
    expect(screen.getByText(/almost full/)).toHaveTextContent(
      'Your portfolio storage is almost full. Delete portfolios you no longer need, or saves and publishes will be refused.',
    );
  });

  it('shows no figure rather than one it cannot read', async () => {
    usage = { bytes: -1, quotaBytes: 'lots' };
    renderAt('/dashboard?section=portfolios');
    expect(await screen.findByRole('article', { name: 'Nord Identity' })).toBeVisible();
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/portfolios/storage', expect.anything()),
    );
    // Time for the answer to be read and refused.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.queryByText(/^Storage:/)).toBeNull();
  });
});
