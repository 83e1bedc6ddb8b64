// Issue 34, finding 12: the static-site download names its own site's address, sends its brief to
// the app, and its "Made with" badge, like the live page's at a custom domain, links to the product.
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { newCaseStudy } from '../../model/case-study';
import { BRIEF_HIDDEN } from '../../model/enquiry-fields';
import type { DomainLookup } from '../../server/domains/lookup';
import { briefStamp } from '../../server/enquiries/stamp';
import { getTemplate } from '../../templates';
import { caseStudyAddresses } from '../../templates/case-study-addresses';
import { buildTestApp, inMemoryPglite, signUp } from './helpers';

const PRODUCT = 'https://folio.example';
const DOMAIN = 'www.ada-okoro.example';
const echelon = getTemplate('echelon');

/** DNS answering only the TXT records the test sets. */
class TestDns implements DomainLookup {
  txtRecords = new Map<string, string[][]>();
  txt = async (name: string) => this.txtRecords.get(name) ?? [];
  cname = async () => [];
  a = async () => [];
}

/** index.html of a zip. */
async function indexOf(zip: Buffer) {
  const files = await yauzl.fromBufferPromise(zip);
  for await (const entry of files.eachEntry()) {
    if (entry.fileName !== 'index.html') continue;
    const chunks: Buffer[] = [];
    for await (const chunk of await files.openReadStreamPromise(entry))
      chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
  throw new Error('no index.html in the zip');
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const ogUrl = (html: string) => attribute(html, /<meta property="og:url" content="([^"]*)">/);
const canonical = (html: string) => attribute(html, /<link rel="canonical" href="([^"]*)">/);
const badge = (html: string) => attribute(html, /<a href="([^"]*)" class="made-with"/);
const formAction = (html: string) => attribute(html, /<form[^>]* action="([^"]*)"/);
const hidden = (html: string, name: string) =>
  attribute(html, new RegExp(`name="${name}" value="([^"]*)"`))?.replaceAll('&#46;', '.');

describe('the static site and the badge name the right addresses', () => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof signUp>>;
  const dns = new TestDns();
  beforeAll(async () => {
    app = await buildTestApp(inMemoryPglite, { publicUrl: PRODUCT }, { domainLookup: dns });
    owner = await signUp(app, 'Ada Okoro');
  });
  afterAll(() => app.close());

  /** A published echelon portfolio with one case study. */
  async function published() {
    const content = structuredClone(echelon.defaultContent);
    const caseStudies = { 'project-1': newCaseStudy({ title: 'Nord study' }) };
    const created = await app.inject({
      method: 'POST',
      url: '/api/portfolios',
      headers: owner.auth,
      payload: { title: 'Ada Okoro — Work', templateId: 'echelon', content },
    });
    const portfolio = created.json().data.portfolio;
    const slug = `ada-${randomUUID().slice(0, 8)}`;
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${portfolio.id}`,
      headers: owner.auth,
      payload: { version: portfolio.version, slug, caseStudies, published: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [study] = caseStudyAddresses(echelon, content, caseStudies);
    return { id: portfolio.id as string, slug, study: study!.slug };
  }

  async function verify(id: string) {
    const added = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${id}/domain`,
      headers: owner.auth,
      payload: { hostname: DOMAIN },
    });
    expect(added.statusCode, added.body).toBe(200);
    const { verification } = added.json().data.domain;
    dns.txtRecords.set(verification.name, [[verification.value]]);
    const checked = await app.inject({
      method: 'POST',
      url: `/api/portfolios/${id}/domain/verify`,
      headers: owner.auth,
    });
    expect(checked.json().data.check.verified).toBe(true);
  }

  const download = async (id: string) => {
    const answer = await app.inject({
      url: `/api/portfolios/${id}/static-site`,
      headers: owner.auth,
    });
    expect(answer.statusCode).toBe(200);
    return indexOf(answer.rawPayload);
  };

  it('names the app’s address of the page, posts its brief there, and links the badge to the product', async () => {
    const { id, slug, study } = await published();
    const html = await download(id);
    expect(ogUrl(html)).toBe(`${PRODUCT}/portfolio/${slug}`);
    expect(canonical(html)).toBe(`${PRODUCT}/portfolio/${slug}`);
    expect(html).toContain(`href="${PRODUCT}/portfolio/${slug}/${study}"`);
    expect(badge(html)).toBe(`${PRODUCT}/`);
    expect(formAction(html)).toBe(`${PRODUCT}/api/portfolios/public/${slug}/enquiries`);
    // No stamp is baked in: the page fetches one from the app as it opens.
    expect(hidden(html, BRIEF_HIDDEN.started)).toBe('');
    expect(hidden(html, BRIEF_HIDDEN.page)).toBe(`/portfolio/${slug}`);
  });

  it('names the verified domain as the site’s address; the form and the badge stay with the app', async () => {
    const { id, slug, study } = await published();
    await verify(id);
    const html = await download(id);
    expect(ogUrl(html)).toBe(`https://${DOMAIN}/`);
    expect(canonical(html)).toBe(`https://${DOMAIN}/`);
    expect(html).toContain(`href="https://${DOMAIN}/${study}"`);
    // No link or preview address is left at the app's /portfolio/{slug}.
    expect(html).not.toMatch(new RegExp(`(?:href|content)="[^"]*/portfolio/${slug}`));
    expect(badge(html)).toBe(`${PRODUCT}/`);
    expect(formAction(html)).toBe(`${PRODUCT}/api/portfolios/public/${slug}/enquiries`);
    expect(hidden(html, BRIEF_HIDDEN.page)).toBe(`/portfolio/${slug}`);

    // The live page at the domain links its badge to the product, not to the designer's own /.
    for (const url of ['/', `/${study}`]) {
      const page = await app.inject({ url, headers: { host: DOMAIN } });
      expect(page.statusCode, url).toBe(200);
      expect(badge(page.body), url).toBe(`${PRODUCT}/`);
    }
  });

  it('takes the brief of a copy served from anywhere: its endpoints allow any origin', async () => {
    const { id, slug } = await published();
    const action = `/api/portfolios/public/${slug}/enquiries`;
    const origin = { origin: 'https://ada-okoro.github.io' };
    const start = await app.inject({
      url: `${action}/start`,
      headers: { ...origin, accept: 'application/json' },
    });
    expect(start.statusCode).toBe(200);
    expect(start.headers['access-control-allow-origin']).toBe('*');
    // Form-encoded with a JSON answer, as the page's script sends it: no preflight needed.
    const sent = await app.inject({
      method: 'POST',
      url: action,
      headers: {
        ...origin,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      },
      payload: new URLSearchParams({
        name: 'Noor Haddad',
        email: 'noor@example.org',
        message: 'A new identity for our bakery, please.',
        [BRIEF_HIDDEN.started]: briefStamp(app.config.jwtSecret, id, Date.now() - 5_000),
        [BRIEF_HIDDEN.page]: `/portfolio/${slug}`,
      }).toString(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().success).toBe(true);
    expect(sent.headers['access-control-allow-origin']).toBe('*');
    expect(sent.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
