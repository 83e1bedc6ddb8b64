// The only script a server-rendered published page loads: the gallery's lightbox, the brief
// form, and the view count. Plain DOM code over the server's markup: no React, no editor.
import './public.css';
// The parts every template shares; a template's own stylesheet is linked by the page itself.
import '../templates/shared/lightbox.css';
import '../templates/shared/case-study.css';
import '../templates/shared/case-study-page.css';
import '../templates/shared/devices.css';
import '../templates/shared/print.css';

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function wireBriefForms() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-brief]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const data = new FormData(form);
      const value = (name: string) => String(data.get(name) ?? '').trim();
      const problems: Record<string, string> = {};
      if (!value('name')) problems.name = 'Name is required';
      if (!value('email')) problems.email = 'Email is required';
      else if (!EMAIL.test(value('email'))) problems.email = 'Invalid email address';
      if (!value('message')) problems.message = 'Message is required';
      for (const field of form.querySelectorAll<HTMLElement>('[data-error-for]')) field.remove();
      for (const input of form.querySelectorAll<HTMLElement>('[aria-invalid]'))
        input.removeAttribute('aria-invalid');
      for (const [name, message] of Object.entries(problems)) {
        const input = form.elements.namedItem(name) as HTMLElement | null;
        if (!input) continue;
        input.setAttribute('aria-invalid', 'true');
        const note = document.createElement('p');
        note.dataset.errorFor = name;
        note.className = `${form.dataset.brief}-field-error`;
        note.textContent = message;
        input.after(note);
      }
      if (Object.keys(problems).length > 0) return;
      const to = form.dataset.briefTo;
      const lines = [`Name: ${value('name')}`, `Email: ${value('email')}`];
      for (const [label, name] of [
        ['Company', 'company'],
        ['Project', 'project'],
        ['Budget', 'budget'],
      ]) {
        if (value(name!)) lines.push(`${label}: ${value(name!)}`);
      }
      lines.push('', value('message'));
      console.info('Project brief', Object.fromEntries(data));
      if (to) {
        const subject = encodeURIComponent(`Project brief from ${value('name')}`);
        window.location.href = `mailto:${encodeURIComponent(to)}?subject=${subject}&body=${encodeURIComponent(lines.join('\n'))}`;
      }
      const thanks = document.createElement('div');
      thanks.className = `${form.dataset.brief}-brief-sent`;
      thanks.setAttribute('role', 'status');
      thanks.textContent =
        'Thank you, your brief is ready. Your mail app opened with it addressed to me. Expect a reply within 24H.';
      form.replaceWith(thanks);
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
report('view');
showOwnerLinks();
