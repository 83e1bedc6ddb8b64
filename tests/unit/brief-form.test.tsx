import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { csvCell, toCsv } from '../../server/enquiries/csv';
import { PortfolioLinksProvider } from '../../templates/kit';
import { BriefForm } from '../../templates/shared/BriefForm';

const target = {
  action: '/api/portfolios/public/ada/enquiries',
  page: '/portfolio/ada',
  started: '1790000000000.rendered',
};

function renderForm(brief?: typeof target) {
  return render(
    <PortfolioLinksProvider value={{ caseStudyHref: () => undefined, brief }}>
      <BriefForm classPrefix="t" />
    </PortfolioLinksProvider>,
  );
}

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the React brief form', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says what is missing before sending anything', () => {
    renderForm(target);
    fireEvent.submit(screen.getByRole('form', { name: 'Project brief' }));
    expect(screen.getByText('Name is required')).toBeVisible();
    expect(screen.getByText('Message is required')).toBeVisible();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the brief form-encoded, as the published page does, with the server’s start time, and shows the thank-you', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/start')
        ? new Response(JSON.stringify({ success: true, data: { started: '1790000001000.fresh' } }))
        : new Response(JSON.stringify({ success: true, data: { sent: true }, message: 'ok' })),
    );
    renderForm(target);
    const form = screen.getByRole('form', { name: 'Project brief' });
    expect(form).toHaveAttribute('action', target.action);
    expect(form).toHaveAttribute('method', 'post');
    fireEvent.focus(screen.getByLabelText(/^Name/));
    fill(/^Name/, 'Noor');
    fill(/^Email/, 'noor@example.org');
    fireEvent.change(screen.getByLabelText(/^Budget/), { target: { value: '50k+' } });
    fill(/^Message/, 'A bakery identity.');
    fireEvent.submit(form);
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveClass('brief-thanks', 'is-shown', 't-brief-sent');
    expect(within(thanks).getByText('Thank you, your brief is on its way.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe(target.action);
    expect(Object.fromEntries(post[1].body as URLSearchParams)).toMatchObject({
      name: 'Noor',
      email: 'noor@example.org',
      budget: '50k+',
      message: 'A bakery identity.',
      _started: '1790000001000.fresh',
      _page: '/portfolio/ada',
    });
  });

  it('shows the server’s refusal under the fields, and keeps what was typed', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/start')
        ? new Response('{}', { status: 500 })
        : new Response(
            JSON.stringify({
              success: false,
              message: 'Please check the highlighted fields.',
              errors: [{ path: 'email', message: 'Invalid email address' }],
            }),
            { status: 400 },
          ),
    );
    renderForm(target);
    fill(/^Name/, 'Noor');
    fill(/^Email/, 'noor@example.org');
    fill(/^Message/, 'Hello');
    fireEvent.submit(screen.getByRole('form', { name: 'Project brief' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields.',
    );
    expect(screen.getByText('Invalid email address')).toBeVisible();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Hello');
    // Without a fresh start time, the page's own goes.
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect((post[1].body as URLSearchParams).get('_started')).toBe(target.started);
  });

  it('cannot send from a preview, and says so', async () => {
    renderForm(undefined);
    fill(/^Name/, 'Noor');
    fill(/^Email/, 'noor@example.org');
    fill(/^Message/, 'Hello');
    fireEvent.submit(screen.getByRole('form', { name: 'Project brief' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This is a preview: briefs are sent from the published page.',
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('enquiries as CSV', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(formula).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('\uFEFFa,b\r\nc,d\r\n');
  });
});
