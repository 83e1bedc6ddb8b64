import { and, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { SHARING_MESSAGES, stricterVisibility, type Visibility } from '../../model/sharing';
import type { Database } from '../db/client';
import { pageAccess, shareLinks } from '../db/schema';
import { plainPage } from '../pages/plain';
import { escapeHtml } from '../../model/html';

// Every published page asks here who may read it (issue 20): the portfolio at /portfolio/{slug} and
// each case study. One function, so the rules cannot differ between the two.

/** A page of a portfolio: the portfolio itself (no project id) or one of its case studies. */
export type PageTarget = { portfolioId: string; projectId?: string };
type Rule = { visibility: Visibility; passwordHash: string | null };
const PUBLIC_RULE: Rule = { visibility: 'public', passwordHash: null };

/** The stored key of a target: the portfolio's own rules and links have project id ''. */
export const projectKey = (projectId: string | undefined) => projectId ?? '';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A link's secret as it appears in /s/{secret}: 32 random bytes, base64url. */
export const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Each portfolio's rules, by project key. On PGlite this process is the database's only writer, so
 * it remembers them and the sharing routes tell it of each change: readers of public pages don't
 * wait on the database. On PostgreSQL other processes write too, so it asks every time.
 */
export class PageRules {
  private known = new Map<string, Map<string, Rule>>();

  constructor(
    private db: Database,
    private soleWriter: boolean,
  ) {}

  async of(portfolioId: string): Promise<Map<string, Rule>> {
    const remembered = this.known.get(portfolioId);
    if (remembered) return remembered;
    const rows = await this.db
      .select({
        projectId: pageAccess.projectId,
        visibility: pageAccess.visibility,
        passwordHash: pageAccess.passwordHash,
      })
      .from(pageAccess)
      .where(eq(pageAccess.portfolioId, portfolioId));
    const rules = new Map(rows.map((row) => [row.projectId, row]));
    if (this.soleWriter) {
      if (this.known.size >= 10_000) this.known.clear();
      this.known.set(portfolioId, rules);
    }
    return rules;
  }

  /** After a write of this portfolio's rules. */
  changed(portfolioId: string) {
    this.known.delete(portfolioId);
  }
}

/** The visibility visitors get: a case study is as closed as the stricter of it and its portfolio. */
export function effectiveVisibility(rules: Map<string, Rule>, projectId?: string): Visibility {
  const portfolio = (rules.get('') ?? PUBLIC_RULE).visibility;
  if (projectId === undefined) return portfolio;
  return stricterVisibility(portfolio, (rules.get(projectId) ?? PUBLIC_RULE).visibility);
}

// One cookie per page, named after it, so a newer link or password for that page replaces the older.
// Scoped to /portfolio/: the portfolio's page and its case studies' pages (either URL form) only; and
// the same grant under the pages' enquiry endpoints, which let in who the page lets in.
export const ACCESS_COOKIE_PATH = '/portfolio/';
export const ENQUIRY_COOKIE_PATH = '/api/portfolios/public/';
export const accessCookieName = (target: PageTarget) =>
  `folio_access_${sha256(`${target.portfolioId}\n${projectKey(target.projectId)}`).slice(0, 20)}`;

/** The cookies of a request, by name (the first of a repeated name wins, as browsers send the most specific first). */
export function cookiesOf(request: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

/** A password grant lasts a working day; a link's lasts as long as the link (or the browser session). */
export const PASSWORD_GRANT_MS = 12 * 60 * 60 * 1000;

/** A password grant names its page, its expiry and the password it was given for: a new password ends it. */
export function passwordGrant(secret: string, target: PageTarget, hash: string, until: number) {
  const mac = createHmac('sha256', secret)
    .update(
      ['page-password', target.portfolioId, projectKey(target.projectId), hash, until].join('\n'),
    )
    .digest('base64url');
  return `p.${until}.${mac}`;
}

/** An access cookie's Set-Cookie lines (pages, enquiries); without `expires` it lasts the browser session. */
export function accessCookie(
  request: FastifyRequest,
  target: PageTarget,
  value: string,
  expires?: Date | null,
) {
  const secure = request.protocol === 'https' || /^https:/i.test(request.server.config.publicUrl);
  return [ACCESS_COOKIE_PATH, ENQUIRY_COOKIE_PATH].map((path) =>
    [
      `${accessCookieName(target)}=${value}`,
      `Path=${path}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(secure ? ['Secure'] : []),
      ...(expires ? [`Expires=${expires.toUTCString()}`] : []),
    ].join('; '),
  );
}

/** Whether the access cookie for `target` still opens it: a live link of that page, or its password. */
async function holdsGrant(
  app: FastifyInstance,
  cookie: string | undefined,
  target: PageTarget,
  rule: Rule | undefined,
): Promise<boolean> {
  if (!cookie) return false;
  if (cookie.startsWith('l.')) {
    const secret = cookie.slice(2);
    if (!SECRET_PATTERN.test(secret)) return false;
    const now = new Date();
    const [link] = await app.db
      .select({ id: shareLinks.id })
      .from(shareLinks)
      .where(
        and(
          eq(shareLinks.secretHash, sha256(secret)),
          eq(shareLinks.portfolioId, target.portfolioId),
          eq(shareLinks.projectId, projectKey(target.projectId)),
          isNull(shareLinks.revokedAt),
          or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now)),
        ),
      );
    return Boolean(link);
  }
  const [kind, until, mac] = cookie.split('.');
  if (kind !== 'p' || !until || !mac || !rule?.passwordHash) return false;
  if (!(Number(until) > Date.now())) return false;
  const expected = Buffer.from(
    passwordGrant(app.config.jwtSecret, target, rule.passwordHash, Number(until)),
  );
  const given = Buffer.from(cookie);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** What visitors get of a page before any link or password: public, unlisted or private. */
export async function visibilityFor(app: FastifyInstance, target: PageTarget) {
  return effectiveVisibility(await app.pageRules.of(target.portfolioId), target.projectId);
}

export type PageAccess =
  { refused: false; visibility: Visibility } | { refused: true; page: string };

/**
 * Who may read this page. Public and unlisted pages open to anyone; a private one to a visitor
 * holding a live link or the password of it, or of its portfolio (a portfolio's link opens its case
 * studies too). Sets the answer's headers: non-public pages are marked noindex, private ones never
 * stored by a shared cache. A refusal comes with its page and 404, naming nothing of the page.
 */
export async function checkPageAccess(
  request: FastifyRequest,
  reply: FastifyReply,
  target: PageTarget,
): Promise<PageAccess> {
  const app = request.server;
  const rules = await app.pageRules.of(target.portfolioId);
  const visibility = effectiveVisibility(rules, target.projectId);
  if (visibility === 'public') return { refused: false, visibility };
  reply.header('X-Robots-Tag', 'noindex');
  if (visibility === 'unlisted') return { refused: false, visibility };

  // Anything private varies by cookie: no shared cache may keep it, the refusal included.
  reply.header('Cache-Control', 'private, no-store');
  const pages = pagesOpening(target);
  if (await holdsAnyGrant(request, pages, rules)) return { refused: false, visibility };
  const locked = pages.some((page) => rules.get(projectKey(page.projectId))?.passwordHash);
  reply.code(404).type('text/html; charset=utf-8');
  return {
    refused: true,
    page: privatePage(target, locked ? {} : undefined),
  };
}

/** The pages whose grant opens `target`: itself, and for a case study its portfolio too. */
const pagesOpening = (target: PageTarget): PageTarget[] =>
  target.projectId === undefined ? [target] : [target, { portfolioId: target.portfolioId }];

async function holdsAnyGrant(
  request: FastifyRequest,
  pages: PageTarget[],
  rules: Map<string, Rule>,
) {
  const cookies = cookiesOf(request);
  for (const page of pages) {
    const cookie = cookies.get(accessCookieName(page));
    if (await holdsGrant(request.server, cookie, page, rules.get(projectKey(page.projectId))))
      return true;
  }
  return false;
}

/** Whether this request may read the page, by the same rules as `checkPageAccess`, answering nothing. */
export async function mayRead(request: FastifyRequest, target: PageTarget) {
  const rules = await request.server.pageRules.of(target.portfolioId);
  return (
    effectiveVisibility(rules, target.projectId) !== 'private' ||
    holdsAnyGrant(request, pagesOpening(target), rules)
  );
}

/** Marks a page for search engines to leave out (unlisted and private pages). */
export function withNoindex(html: string) {
  return html.replace('<head>', '<head><meta name="robots" content="noindex">');
}

/** Where a page of a portfolio is read: for a case study, the address its public route answers. */
export function pagePath(slug: string, target: PageTarget) {
  return target.projectId === undefined
    ? `/portfolio/${encodeURIComponent(slug)}`
    : `/portfolio/${target.portfolioId}/project/${encodeURIComponent(target.projectId)}`;
}

/**
 * "This portfolio is private": no title, description or share tags of the page. With a password
 * set, a form for it (posted to the server, rate-limited like login).
 */
export function privatePage(
  target: PageTarget,
  passwordForm?: { error?: string },
  status?: string,
) {
  const heading =
    target.projectId === undefined
      ? SHARING_MESSAGES.privatePortfolio
      : SHARING_MESSAGES.privateCaseStudy;
  const form = passwordForm
    ? `<form method="post" action="/s/unlock">
<input type="hidden" name="portfolio" value="${escapeHtml(target.portfolioId)}">
<input type="hidden" name="project" value="${escapeHtml(target.projectId ?? '')}">
${passwordForm.error ? `<div class="form-error" role="alert" id="password-error">${escapeHtml(passwordForm.error)}</div>` : ''}
<div class="field${passwordForm.error ? ' invalid' : ''}"><label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${passwordForm.error ? ' aria-invalid="true" aria-describedby="password-error"' : ''}></div>
<div class="actions"><button class="button" type="submit">View</button></div>
</form>`
    : '';
  return plainPage(
    'Private',
    `<section class="card" aria-labelledby="title">
<h1 id="title">${escapeHtml(heading)}</h1>
<p class="lead">${escapeHtml(status ?? (passwordForm ? 'Enter the password the designer gave you.' : SHARING_MESSAGES.privateText))}</p>
${form}
</section>`,
  );
}

/** A share link that is unknown, revoked, expired or used up: nothing about what it was for. */
export function goneLinkPage() {
  return plainPage(
    SHARING_MESSAGES.linkGone,
    `<section class="card" aria-labelledby="title">
<h1 id="title">${escapeHtml(SHARING_MESSAGES.linkGone)}</h1>
<p class="lead">${escapeHtml(SHARING_MESSAGES.linkGoneText)}</p>
<div class="actions"><a class="button button-ghost" href="/">Go to Homepage</a></div>
</section>`,
  );
}

/** What a chat app's link preview (Slack, iMessage, WhatsApp…) reads at a share link: no page, no view. */
export function linkPreviewPage() {
  return plainPage(
    SHARING_MESSAGES.linkPreview,
    `<section class="card" aria-labelledby="title">
<h1 id="title">${escapeHtml(SHARING_MESSAGES.linkPreview)}</h1>
<p class="lead">${escapeHtml(SHARING_MESSAGES.linkPreviewText)}</p>
</section>`,
  );
}

/** Pages the sitemap leaves out: every portfolio and case study not public. */
export async function unlistedPages(db: Database) {
  const rows = await db
    .select({ portfolioId: pageAccess.portfolioId, projectId: pageAccess.projectId })
    .from(pageAccess)
    .where(ne(pageAccess.visibility, 'public'));
  const keys = new Set(rows.map((row) => `${row.portfolioId}\n${row.projectId}`));
  return {
    /** A portfolio's page, or with a project id its case study (a hidden portfolio hides them all). */
    listed: (portfolioId: string, projectId?: string) =>
      !keys.has(`${portfolioId}\n`) &&
      (projectId === undefined || !keys.has(`${portfolioId}\n${projectId}`)),
  };
}

/** The links of some portfolios' pages, newest first. */
export function linksOf(db: Database, portfolioIds: string[]) {
  return db
    .select()
    .from(shareLinks)
    .where(inArray(shareLinks.portfolioId, portfolioIds))
    .orderBy(shareLinks.createdAt);
}
