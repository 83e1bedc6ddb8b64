// The only script a server-rendered published page loads: the gallery's lightbox, the brief
// form, and the view count. Plain DOM code over the server's markup: no React, no editor.
import './public.css';
// The parts every template shares; a template's own stylesheet is linked by the page itself.
import '../templates/shared/lightbox.css';
import '../templates/shared/case-study.css';
import '../templates/shared/case-study-page.css';
import '../templates/shared/devices.css';
import '../templates/shared/brief.css';
import '../templates/shared/print.css';
import { briefFirstProblems } from '../model/enquiry-fields';
import { fetchStartStamp, sendBrief } from '../templates/shared/brief-send';

type Shot = { src: string; alt: string; caption: string };

function openLightbox(shots: Shot[], start: number, opener: HTMLElement) {
  let index = start;
  const overlay = document.createElement('div');
  overlay.className = 'lightbox';
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-label', 'Image viewer');
  const figure = document.createElement('figure');
  figure.className = 'lightbox-figure';
  const image = document.createElement('img');
  image.className = 'lightbox-image';
  const caption = document.createElement('figcaption');
  caption.className = 'lightbox-caption';
  const text = document.createElement('span');
  const count = document.createElement('span');
  count.className = 'lightbox-count';
  caption.append(text, count);
  figure.append(image, caption);
  const button = (label: string, className: string, symbol: string, action: () => void) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.className = className;
    element.setAttribute('aria-label', label);
    element.textContent = symbol;
    element.addEventListener('click', action);
    return element;
  };
  const show = (next: number) => {
    index = (next + shots.length) % shots.length;
    const shot = shots[index]!;
    image.src = shot.src;
    image.alt = shot.alt;
    text.textContent = shot.caption;
    count.textContent = `${index + 1} / ${shots.length}`;
  };
  const close = () => {
    overlay.remove();
    document.removeEventListener('keydown', onKey);
    document.body.style.overflow = '';
    opener.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else return;
    event.preventDefault();
  };
  const closeButton = button('Close image viewer', 'lightbox-close', '×', close);
  overlay.append(figure);
  if (shots.length > 1) {
    overlay.append(
      button('Previous image', 'lightbox-nav lightbox-prev', '←', () => show(index - 1)),
      button('Next image', 'lightbox-nav lightbox-next', '→', () => show(index + 1)),
    );
  }
  overlay.append(closeButton);
  overlay.addEventListener('mousedown', (event) => event.target === overlay && close());
  document.addEventListener('keydown', onKey);
  document.body.style.overflow = 'hidden';
  show(start);
  document.body.append(overlay);
  closeButton.focus();
}

function wireLightboxes() {
  const groups = new Map<string, HTMLElement[]>();
  for (const opener of document.querySelectorAll<HTMLElement>('[data-lightbox]')) {
    const group = opener.dataset.lightbox ?? '';
    groups.set(group, [...(groups.get(group) ?? []), opener]);
  }
  const shotOf = (opener: HTMLElement): Shot => {
    const image = opener.querySelector('img');
    return {
      src: image?.currentSrc || image?.src || '',
      alt: image?.alt ?? '',
      caption: opener.dataset.caption ?? '',
    };
  };
  for (const openers of groups.values()) {
    for (const opener of openers)
      opener.addEventListener('click', () => {
        // Pictures hidden on this device (`data-hide-on`) have no boxes: the viewer skips them.
        const shown = openers.filter((other) => other.getClientRects().length > 0);
        openLightbox(shown.map(shotOf), shown.indexOf(opener), opener);
        report('lightbox');
      });
  }
}

/** Marks each field with its problem (and clears the old ones), plus one line about the whole form. */
function showProblems(
  form: HTMLFormElement,
  problems: Partial<Record<string, string>>,
  summary = '',
) {
  const prefix = form.dataset.brief ?? '';
  for (const note of form.querySelectorAll<HTMLElement>('[data-error-for], .brief-problem'))
    note.remove();
  for (const input of form.querySelectorAll<HTMLElement>('[aria-invalid]')) {
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
  }
  for (const [name, message] of Object.entries(problems)) {
    if (!message) continue;
    const input = form.elements.namedItem(name) as HTMLElement | null;
    if (!input) continue;
    const note = document.createElement('p');
    note.dataset.errorFor = name;
    note.id = `${input.id}-error`;
    note.className = `${prefix}-field-error`;
    note.textContent = message;
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', note.id);
    input.after(note);
  }
  if (summary) {
    const line = document.createElement('p');
    line.className = `${prefix}-field-error brief-problem`;
    line.setAttribute('role', 'alert');
    line.textContent = summary;
    form.querySelector(`.${prefix}-brief-footer`)?.before(line);
  }
}

/**
 * The brief form sends to the page's enquiry endpoint and shows the template's thank-you; the fill
 * time counts from the visitor's first step into the form (a signed stamp from the server, good for
 * one brief). Without a server to reach (a network error), the form posts itself.
 */
function wireBriefForms() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-brief]')) {
    const action = form.getAttribute('action');
    if (!action) continue;
    const startedField = form.querySelector<HTMLInputElement>('input[data-brief-started]');
    let started: Promise<void> | undefined;
    const start = () =>
      (started ??= fetchStartStamp(action).then((stamp) => {
        if (stamp && startedField) startedField.value = stamp;
        // None came (offline, too many): the next step into the form asks again.
        else started = undefined;
      }));
    form.addEventListener('focusin', () => void start());
    // A static copy carries no stamp: it asks the live site for one as soon as it opens.
    if (startedField && !startedField.value) void start();
    let sending = false;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (sending) return;
      const data = new FormData(form);
      const value = (name: string) => String(data.get(name) ?? '').trim();
      const problems = briefFirstProblems(value);
      showProblems(form, problems);
      if (Object.keys(problems).length > 0) return;
      const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
      const label = button?.textContent ?? '';
      sending = true;
      form.setAttribute('aria-busy', 'true');
      if (button) {
        button.disabled = true;
        button.textContent = 'Sending…';
      }
      void start()
        .then(() =>
          sendBrief(
            action,
            Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)])),
          ),
        )
        .then((outcome) => {
          sending = false;
          form.removeAttribute('aria-busy');
          if (button) {
            button.disabled = false;
            button.textContent = label;
          }
          if (!outcome.ok && outcome.unreachable) return form.submit();
          // A stamp takes one brief: after a send, or one refused as used, the next asks for another.
          if (outcome.ok || outcome.code === 'EXPIRED') started = undefined;
          if (!outcome.ok) return showProblems(form, outcome.fieldErrors, outcome.message);
          form.reset();
          const thanks = form.parentElement?.querySelector<HTMLElement>('.brief-thanks');
          if (!thanks) return;
          thanks.classList.add('is-shown');
          thanks.focus();
        });
    });
    // "Write another" brings the form back (without script the link's #address does it).
    const thanks = form.parentElement?.querySelector<HTMLElement>('.brief-thanks');
    thanks?.querySelector('a')?.addEventListener('click', (event) => {
      event.preventDefault();
      thanks.classList.remove('is-shown');
      if (location.hash === `#${thanks.id}`)
        history.replaceState(null, '', location.pathname + location.search);
      form.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus();
    });
  }
}

/**
 * Where this page reports to: /portfolio/{slug}[/{case study}]/views, under the page's own path so a
 * private page's access cookie goes along. None on a copy without a slug (the static-site export).
 */
function beaconUrl() {
  const { portfolioSlug, caseStudy } = document.documentElement.dataset;
  if (!portfolioSlug) return undefined;
  const page = [portfolioSlug, ...(caseStudy ? [caseStudy] : [])].map(encodeURIComponent);
  return `/portfolio/${page.join('/')}/views`;
}

/**
 * Views are counted by the page, not by the server's HTML, so a cached page still counts and the page
 * request costs nothing more. It sends no cookie of its own and nothing stored about the visitor: the
 * page, the referring site's host, and the session's token (so an owner's own visits don't count).
 */
function report(event: 'view' | 'lightbox') {
  const url = beaconUrl();
  if (!url) return;
  const token = localStorage.getItem('token');
  let referrer: string | undefined;
  try {
    referrer = document.referrer ? new URL(document.referrer).host || undefined : undefined;
  } catch {
    referrer = undefined;
  }
  void fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(event === 'view' ? { event, referrer } : { event }),
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * The owner's edit links, sent hidden to everyone (one cacheable page): shown once the API says the
 * stored session owns the portfolio. Visitors without a session ask nothing.
 */
function showOwnerLinks() {
  const token = localStorage.getItem('token');
  if (!token) return;
  const links = document.querySelectorAll<HTMLAnchorElement>('a[data-owner-of][hidden]');
  const ids = new Set([...links].map((link) => link.dataset.ownerOf ?? ''));
  for (const id of ids) {
    if (!id) continue;
    void fetch(`/api/portfolios/${encodeURIComponent(id)}/owner`, {
      headers: { Authorization: `Bearer ${token}` },
    })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body: { data?: { isOwner?: boolean } } | undefined) => {
        if (!body?.data?.isOwner) return;
        for (const link of links) if (link.dataset.ownerOf === id) link.hidden = false;
      })
      .catch(() => undefined);
  }
}

wireLightboxes();
wireBriefForms();
// Counted once the page has loaded: the count never competes with the first screen's requests.
if (document.readyState === 'complete') report('view');
else addEventListener('load', () => report('view'), { once: true });
showOwnerLinks();
