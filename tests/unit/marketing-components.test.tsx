import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../src/app/providers';
import { Carousel } from '../../src/marketing/Carousel';
import { ContactForm } from '../../src/marketing/ContactForm';
import {
  describeErrors,
  parseSubmissionResponse,
  submitContactForm,
} from '../../src/marketing/contactForm';
import { SLIDES } from '../../src/marketing/content/landing';
import { Quiz } from '../../src/marketing/Quiz';
import { LANDING_MENU, menuLayers, StaggeredMenu } from '../../src/marketing/StaggeredMenu';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const current = () =>
  screen.getAllByRole('button', { name: /^Show slide/ }).find((b) => b.ariaCurrent === 'true')
    ?.textContent;

describe('the carousel', () => {
  beforeEach(() => vi.useFakeTimers());

  it('advances every 5 s and wraps', () => {
    render(<Carousel slides={SLIDES} label="How it works" />);
    expect(current()).toBe('The Problem');
    act(() => vi.advanceTimersByTime(4_999));
    expect(current()).toBe('The Problem');
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe('The Solution');
    act(() => vi.advanceTimersByTime(5_000));
    expect(current()).toBe('The Result');
    act(() => vi.advanceTimersByTime(5_000));
    expect(current()).toBe('The Problem');
  });

  it('a manual change restarts the timer', () => {
    render(<Carousel slides={SLIDES} label="How it works" />);
    act(() => vi.advanceTimersByTime(4_000));
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3: The Result' }));
    expect(current()).toBe('The Result');
    act(() => vi.advanceTimersByTime(4_000));
    expect(current()).toBe('The Result');
    act(() => vi.advanceTimersByTime(1_000));
    expect(current()).toBe('The Problem');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('The Result');
  });

  it('holds still while hovered', () => {
    const { container } = render(<Carousel slides={SLIDES} label="How it works" />);
    fireEvent.mouseEnter(container.firstElementChild!);
    act(() => vi.advanceTimersByTime(20_000));
    expect(current()).toBe('The Problem');
    fireEvent.mouseLeave(container.firstElementChild!);
    act(() => vi.advanceTimersByTime(5_000));
    expect(current()).toBe('The Solution');
  });
});

describe('the quiz', () => {
  let notify: (entries: Array<Partial<IntersectionObserverEntry>>) => void = () => {};
  let threshold: unknown;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notify, options: { threshold: number }) {
          notify = callback;
          threshold = options.threshold;
        }
        observe() {}
        disconnect() {}
      },
    );
  });

  for (const [answer, response] of [
    ["Yeah, it's rough", /73% of designers/],
    ["Nah, I'm good", /playground below/],
  ] as const) {
    it(`shows the question 1 s after 30% is visible; "${answer}" answers, then it goes`, () => {
      const { container } = render(<Quiz />);
      expect(threshold).toBe(0.3);
      expect(screen.queryByRole('button', { name: answer })).toBeNull();
      act(() => notify([{ isIntersecting: true, intersectionRatio: 0.1 }]));
      act(() => vi.advanceTimersByTime(2_000));
      expect(screen.queryByRole('button', { name: answer })).toBeNull();
      act(() => notify([{ isIntersecting: true, intersectionRatio: 0.3 }]));
      act(() => vi.advanceTimersByTime(999));
      expect(screen.queryByRole('button', { name: answer })).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      fireEvent.click(screen.getByRole('button', { name: answer }));
      expect(screen.getByText(response)).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(3_999));
      expect(container.querySelector('.mk-quiz')).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(container.querySelector('.mk-quiz')).toBeNull();
    });
  }
});

describe('the contact form client', () => {
  it('reads success, field errors, a plain error and anything else', () => {
    expect(parseSubmissionResponse({ next: '/thanks' })).toEqual({ ok: true, next: '/thanks' });
    expect(
      parseSubmissionResponse({
        errors: [
          { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
          { code: 'NOT_A_CODE', message: 'odd' },
        ],
      }),
    ).toEqual({
      ok: false,
      errors: [
        { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
        { code: 'UNSPECIFIED', message: 'odd' },
      ],
    });
    expect(parseSubmissionResponse({ error: 'Form not found' })).toEqual({
      ok: false,
      errors: [{ code: 'UNSPECIFIED', message: 'Form not found' }],
    });
    for (const body of [null, 'x', [], { success: false }]) {
      expect(parseSubmissionResponse(body)).toEqual({
        ok: false,
        errors: [{ code: 'UNSPECIFIED', message: 'Unexpected response format' }],
      });
    }
  });

  it('joins several errors of one field behind its label', () => {
    const { byField, general } = describeErrors([
      { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
      { field: 'email', code: 'REQUIRED_FIELD_EMPTY', message: 'is required' },
      { field: 'subject', code: 'TYPE_TEXT', message: 'is too odd' },
      { code: 'BLOCKED', message: 'Submission blocked' },
    ]);
    expect(byField).toEqual({
      email: 'Email should be an email, is required',
      subject: 'Subject is too odd',
    });
    expect(general).toBe('Submission blocked');
  });

  it('posts JSON and turns a network failure into its message', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    const fields = { name: 'A', email: 'a@b.co', subject: 'S', message: 'M' };
    expect(await submitContactForm(fields)).toEqual({
      ok: false,
      errors: [{ code: 'UNSPECIFIED', message: 'Failed to fetch' }],
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/f/folio-contact');
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body)).toEqual(fields);
  });

  it('shows Sending..., then the success modal, and clears the fields', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    render(
      <Providers>
        <ContactForm />
      </Providers>,
    );
    for (const [label, value] of [
      ['Name', 'Ada'],
      ['Email', 'ada@example.com'],
      ['Subject', 'Hi'],
      ['Message', 'Hello there'],
    ]) {
      fireEvent.change(screen.getByLabelText(label!, { exact: true }), { target: { value } });
    }
    fireEvent.submit(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => answer(new Response(JSON.stringify({ next: '/ok' }))));
    const modal = await screen.findByRole('dialog', { name: 'Message Sent Successfully!' });
    expect(modal).toHaveTextContent('Thank you for reaching out to us.');
    expect(modal).toHaveTextContent("We'll get back to you within 24 hours.");
    expect(screen.getByLabelText('Name', { exact: true })).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the slide-in menu', () => {
  it('keeps at most four layer colours and drops the middle one from three', () => {
    expect(menuLayers(['a', 'b'])).toEqual(['a', 'b']);
    expect(menuLayers(['a', 'b', 'c'])).toEqual(['a', 'c']);
    expect(menuLayers(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'd']);
    expect(menuLayers([])).toEqual(['#1e1e22', '#35353c']);
  });

  it('opens with its staggered phase, then closes in 0.32 s', () => {
    vi.useFakeTimers();
    const { container } = render(
      <Providers>
        <MemoryRouter>
          <StaggeredMenu items={LANDING_MENU} />
        </MemoryRouter>
      </Providers>,
    );
    const phase = () => container.querySelector('.mk-menu')?.getAttribute('data-phase');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(phase()).toBe('opening');
    act(() => vi.advanceTimersByTime(2_000));
    expect(phase()).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(phase()).toBe('closing');
    act(() => vi.advanceTimersByTime(319));
    expect(phase()).toBe('closing');
    act(() => vi.advanceTimersByTime(1));
    expect(phase()).toBe('closed');
  });
});
