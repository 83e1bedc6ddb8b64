import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTACT_REPLY_PROMISE } from '../../model/constants';
import { CONTACT_FIELDS, CONTACT_LABELS, type ContactFieldName } from '../../model/contact-form';
import { escapeHtml } from '../../model/html';

// The pages a form post without JavaScript lands on: the thank-you page, and the form again with
// what was typed and what to fix. Plain HTML in the site's colours, no script.

const STYLE = `
:root{--accent:#fb8500;--accent-strong:#b45309;--ink:#14110f;--ink-soft:#57534e;--line:#e7e5e4;--paper:#fffdfa}
*{box-sizing:border-box}
body{margin:0;font-family:'Inter Variable',ui-sans-serif,system-ui,-apple-system,'Segoe UI',sans-serif;line-height:1.6;color:var(--ink);background:var(--paper)}
a{color:inherit}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
header,footer{display:flex;justify-content:space-between;align-items:center;gap:1rem;max-width:44rem;margin:0 auto;padding:1.25rem 1.5rem}
.brand{font-weight:800;letter-spacing:-.03em;font-size:1.2rem;text-decoration:none}
.brand span{color:var(--accent)}
main{max-width:44rem;margin:0 auto;padding:1.5rem}
.card{background:#fff;border:1px solid var(--line);border-radius:10px;padding:clamp(1.25rem,4vw,2.5rem);box-shadow:0 1px 2px rgb(20 17 15/6%),0 8px 24px rgb(20 17 15/6%)}
.eyebrow{margin:0 0 .75rem;font-size:.8rem;font-weight:650;letter-spacing:.14em;text-transform:uppercase;color:var(--accent-strong)}
h1{line-height:1.1;letter-spacing:-.02em;margin:0 0 .5em;font-size:clamp(1.8rem,5vw,2.6rem)}
p{margin:0 0 1rem}
.lead{color:var(--ink-soft)}
form{display:grid;gap:1.1rem}
.row{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,14rem),1fr));gap:1.1rem}
.field{display:grid;gap:.4rem;align-content:start}
label{font-weight:600;font-size:.9rem}
input,textarea,select{font:inherit;padding:.7rem .85rem;border:1px solid #d6d3d1;border-radius:8px;background:#fff;color:var(--ink)}
textarea{resize:vertical;min-height:9rem}
input:focus,textarea:focus,select:focus{outline:none;border-color:var(--accent);box-shadow:0 0 0 3px rgb(251 133 0/20%)}
.invalid input,.invalid textarea,.invalid select{border-color:#dc2626}
.field-error{margin:0;color:#b91c1c;font-size:.85rem}
.form-error{margin-bottom:1.25rem;padding:.75rem .9rem;border-radius:8px;background:#fef2f2;border:1px solid #fecaca;color:#991b1b;font-size:.9rem}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.5rem;padding:.6rem 1.4rem;border-radius:999px;border:1px solid transparent;font:inherit;font-weight:600;text-decoration:none;cursor:pointer;background:var(--ink);color:#fff}
.button-ghost{background:#fff;color:var(--ink);border-color:var(--line)}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin-top:1.5rem}
.honeypot{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
footer{color:var(--ink-soft);font-size:.9rem}
footer nav{display:flex;gap:1rem}
`;

/** A plain page of the site (no script): form answers, private-page notices. */
export function plainPage(title: string, body: string) {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} · Folio</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<header><a class="brand" href="/" aria-label="Folio home">Folio<span>.</span></a>',
    '<a href="/contact">Contact</a></header>',
    `<main>${body}</main>`,
    '<footer><span>© Folio</span><nav aria-label="Footer">',
    '<a href="/about">About</a><a href="/contact">Contact</a><a href="/terms">Terms</a>',
    '</nav></footer>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** Where a form post without JavaScript lands when its message was kept. */
export function thanksPage() {
  return plainPage(
    'Message Sent Successfully!',
    `<section class="card" aria-labelledby="title">
<p class="eyebrow">Contact</p>
<h1 id="title">Message Sent Successfully!</h1>
<p>Thank you for reaching out to us.</p>
<p class="lead">We&#39;ll get back to you ${escapeHtml(CONTACT_REPLY_PROMISE)}.</p>
<div class="actions"><a class="button" href="/contact">Back to the contact page</a>
<a class="button button-ghost" href="/">Go to the homepage</a></div>
</section>`,
  );
}

/** A form that does not exist here: nothing to go back to but the site. */
export function missingFormPage() {
  return plainPage(
    'Form not found',
    `<section class="card" aria-labelledby="title">
<h1 id="title">Form not found</h1>
<p class="lead">This form does not exist, so your message was not sent.</p>
<div class="actions"><a class="button" href="/contact">Go to the contact page</a></div>
</section>`,
  );
}

export type ContactPageState = {
  action: string;
  values: Partial<Record<ContactFieldName, string>>;
  /** Under each field, with its label in front ("Email should be an email"). */
  fieldErrors: Partial<Record<ContactFieldName, string>>;
  /** About the whole form (too many messages, the form is full). */
  formError?: string;
};

/**
 * The contact form again, as it was sent, with what to fix under each field: nothing typed is lost,
 * and it posts again without JavaScript.
 */
export function contactFormPage({ action, values, fieldErrors, formError }: ContactPageState) {
  const problems = CONTACT_FIELDS.flatMap((name) => fieldErrors[name] ?? []);
  const control = (name: ContactFieldName) => {
    const error = fieldErrors[name];
    const value = escapeHtml(values[name] ?? '');
    const attributes = [
      `id="${name}"`,
      `name="${name}"`,
      'required',
      error ? `aria-invalid="true" aria-describedby="${name}-error"` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const input =
      name === 'message'
        ? `<textarea ${attributes} rows="6">${value}</textarea>`
        : `<input ${attributes}${
            name === 'email' ? ' type="email" autocomplete="email"' : ''
          }${name === 'name' ? ' autocomplete="name"' : ''} value="${value}">`;
    return `<div class="field${error ? ' invalid' : ''}">
<label for="${name}">${CONTACT_LABELS[name]}</label>
${input}
${error ? `<p class="field-error" id="${name}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
  };
  const summary = [formError, problems.length > 0 ? 'Please check the fields below.' : '']
    .filter(Boolean)
    .join(' ');
  return plainPage(
    'Please check your message',
    `<section class="card" aria-labelledby="title">
<p class="eyebrow">Contact</p>
<h1 id="title">Please check your message</h1>
<p class="lead">Your message has not been sent yet. Everything you typed is still here.</p>
${
  summary
    ? `<div class="form-error" role="alert"><strong>${escapeHtml(summary)}</strong>${
        problems.length > 0
          ? `<ul>${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')}</ul>`
          : ''
      }</div>`
    : ''
}
<form method="post" action="${escapeHtml(action)}">
<div class="row">${control('name')}${control('email')}</div>
${control('subject')}
${control('message')}
<div class="honeypot" aria-hidden="true"><label for="gotcha">Leave this field empty</label>
<input id="gotcha" name="_gotcha" tabindex="-1" autocomplete="off"></div>
<div class="actions"><button class="button" type="submit">Send Message</button>
<a href="/contact">Back to the contact page</a></div>
</form>
</section>`,
  );
}

/**
 * A browser's own form post (urlencoded or multipart, no script) is answered with pages; a program
 * that sent JSON, or asks for JSON, gets JSON.
 */
export function wantsPages(request: FastifyRequest) {
  const type = request.headers['content-type'] ?? '';
  const formEncoded =
    /^application\/x-www-form-urlencoded\b/i.test(type) || /^multipart\/form-data\b/i.test(type);
  const accept = request.headers.accept ?? '';
  const asksForJson = /application\/json/i.test(accept) && !/text\/html/i.test(accept);
  return formEncoded && !asksForJson;
}

export const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(html);
