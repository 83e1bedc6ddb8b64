import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCaseStudy, type CaseStudy } from '../../model/case-study';
import { DOMAIN_MESSAGES } from '../../model/custom-domain';
import { BRIEF_HIDDEN } from '../../model/enquiry-fields';
import { briefStamp } from '../../server/enquiries/stamp';
import { systemDomainLookup, type DomainLookup } from '../../server/domains/lookup';
import { getTemplate } from '../../templates';
import { caseStudyAddresses } from '../../templates/case-study-addresses';
import { buildTestApp, describeEachDatabase, inMemoryPglite, signUp } from './helpers';

type Account = Awaited<ReturnType<typeof signUp>>;

/** DNS as the test sets it up: records by name; `down` makes every question fail as a timeout would. */
class TestDns implements DomainLookup {
  txtRecords = new Map<string, string[][]>();
  cnames = new Map<string, string[]>();
  addresses = new Map<string, string[]>();
  down = false;
  private answer<T>(records: Map<string, T[]>, name: string): Promise<T[]> {
    if (this.down)
      return Promise.reject(Object.assign(new Error('queryTxt ETIMEOUT'), { code: 'ETIMEOUT' }));
    return Promise.resolve(records.get(name) ?? []);
  }
  txt = (name: string) => this.answer(this.txtRecords, name);
  cname = (name: string) => this.answer(this.cnames, name);
  a = (name: string) => this.answer(this.addresses, name);
}

const APP_HOST = 'sites.folio.example';
const DOMAIN = 'www.example-designer.com';
// A reader's browser: robots are not counted.
const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const echelon = getTemplate('echelon');
const study = (title: string): CaseStudy => ({
  ...newCaseStudy({ title }),
  intro: `How ${title} went, from the first call to launch.`,
});

/** A plain 404 naming nothing: no portfolio, no designer, no product, no page markup. */
function expectNeutral404(response: LightMyRequestResponse, ...hints: string[]) {
  expect(response.statusCode).toBe(404);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  expect(response.body).toBe('Not Found');
  for (const hint of hints) expect(response.body).not.toContain(hint);
}

describeEachDatabase('custom domains', (database) => {
  let app: FastifyInstance;
  let owner: Account;
  let stranger: Account;
  const dns = new TestDns();
  beforeAll(async () => {
    app = await buildTestApp(
      database,
      // Behind a proxy, as in production: X-Forwarded-* headers are read.
      {
        appHost: APP_HOST,
        appIpv4: '203.0.113.10',
        publicUrl: 'https://folio.example',
        trustProxy: true,
      },
      { domainLookup: dns },
    );
    [owner, stranger] = await Promise.all([signUp(app, 'Rin Sato'), signUp(app, 'Someone Else')]);
    dns.addresses.set(APP_HOST, ['203.0.113.10']);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A published echelon portfolio with two case studies, its hero named Rin Sato. */
  async function published(account = owner, title = 'Rin Sato — Portfolio') {
    const content = structuredClone(echelon.defaultContent);
    content.sections[0]!.content.name = 'Rin Sato';
    const created = await app.inject({
      method: 'POST',
      url: '/api/portfolios',
      headers: account.auth,
      payload: { title, templateId: 'echelon', content },
    });
    const portfolio = created.json().data.portfolio;
    const slug = `rin-${randomUUID().slice(0, 8)}`;
    const caseStudies = { 'project-1': study('Nord study'), 'project-3': study('Halo study') };
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${portfolio.id}`,
      headers: account.auth,
      payload: { version: portfolio.version, slug, caseStudies, published: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [first, second] = caseStudyAddresses(echelon, content, caseStudies);
    return { id: portfolio.id as string, slug, studies: [first!.slug, second!.slug] };
  }

  const domainCall = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    id: string,
    account: Account | null = owner,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `/api/portfolios/${id}/domain${method === 'POST' ? '/verify' : ''}`,
      headers: account?.auth ?? {},
      ...(payload ? { payload } : {}),
    });
  const atHost = (host: string, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host, ...headers } });
  const allowed = (domain: string) =>
    app.inject({ method: 'GET', url: `/api/domains/allowed?domain=${encodeURIComponent(domain)}` });

  /** Adds the domain and proves it through the test DNS: the TXT record the answer asked for. */
  async function verified(id: string, hostname: string) {
    const added = await domainCall('PUT', id, owner, { hostname });
    expect(added.statusCode, added.body).toBe(200);
    const { verification } = added.json().data.domain;
    dns.txtRecords.set(verification.name, [[verification.value]]);
    const checked = await domainCall('POST', id);
    expect(checked.json().data.check.verified).toBe(true);
    return checked.json().data.domain;
  }

  it('serves a portfolio verified through DNS at its domain, and moves its old address there', async () => {
    const { id, slug, studies } = await published();
    const added = await domainCall('PUT', id, owner, { hostname: 'WWW.Example-Designer.com.' });
    expect(added.statusCode, added.body).toBe(200);
    const domain = added.json().data.domain;
    expect(domain).toMatchObject({
      hostname: DOMAIN,
      status: 'pending',
      verifiedAt: null,
      url: `https://${DOMAIN}/`,
      routing: [
        { type: 'CNAME', name: DOMAIN, value: APP_HOST },
        { type: 'A', name: DOMAIN, value: '203.0.113.10' },
      ],
      verification: { type: 'TXT', name: `_folio-verify.${DOMAIN}` },
    });
    expect(domain.verification.value).toMatch(/^folio-verify=[\w-]{20,}$/);

    // Before the proof: the domain shows nothing, and the app's address stays where it is.
    expectNeutral404(await atHost(DOMAIN, '/'), 'Rin Sato');
    expect((await app.inject({ url: `/portfolio/${slug}` })).statusCode).toBe(200);

    // DNS has another TXT record there, and the domain already points at us: not verified yet.
    dns.txtRecords.set(domain.verification.name, [['folio-verify=someone-elses-token']]);
    dns.cnames.set(DOMAIN, [APP_HOST]);
    const early = await domainCall('POST', id);
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json().message).toMatch(/TXT record was not found/);
    expect(early.json().data.check).toMatchObject({
      verified: false,
      txtFound: ['folio-verify=someone-elses-token'],
      pointsAt: [APP_HOST],
      pointsToUs: true,
    });
    expect(early.json().data.domain.status).toBe('pending');
    expectNeutral404(await atHost(DOMAIN, '/'));

    // The record arrives (a long value comes split in strings): verified.
    const [head, tail] = [
      domain.verification.value.slice(0, 10),
      domain.verification.value.slice(10),
    ];
    dns.txtRecords.set(domain.verification.name, [['v=spf1 -all'], [head, tail]]);
    const checked = await domainCall('POST', id);
    expect(checked.json().data.check.verified).toBe(true);
    expect(checked.json().data.domain).toMatchObject({ status: 'verified' });
    expect(checked.json().data.domain.verifiedAt).toEqual(expect.any(String));

    // The portfolio at /, its links and canonical address on the domain.
    const home = await atHost(DOMAIN, '/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Rin Sato');
    expect(home.body).toContain(`<link rel="canonical" href="https://${DOMAIN}/">`);
    expect(home.body).toContain(`<meta property="og:url" content="https://${DOMAIN}/">`);
    expect(home.body).toContain(`href="/${studies[0]}"`);
    // No link or tag names the app's address (the brief form's hidden page field only identifies it).
    const appLink = new RegExp(`(?:href|content|action)="[^"]*/portfolio/${slug}`);
    expect(home.body).not.toMatch(appLink);
    // Which site answers is the Host's to say, never X-Forwarded-Host's (a client can send one).
    expect((await atHost(APP_HOST, '/', { 'x-forwarded-host': DOMAIN })).body).not.toContain(
      'Rin Sato',
    );
    expect((await atHost(DOMAIN, '/', { 'x-forwarded-host': APP_HOST })).statusCode).toBe(200);
    // Any port and letter case in the Host header name the same domain.
    expect((await atHost('www.EXAMPLE-designer.com:443', '/')).statusCode).toBe(200);

    // A case study at /{project-slug}, its neighbours and its portfolio on the domain too.
    const first = await atHost(DOMAIN, `/${studies[0]}`);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Nord study');
    expect(first.body).toContain(`<link rel="canonical" href="https://${DOMAIN}/${studies[0]}">`);
    expect(first.body).toContain(`href="/${studies[1]}"`);
    expect(first.body).toMatch(/class="cs-pager-all" href="\/#/);
    expect(first.body).not.toMatch(appLink);
    expect((await atHost(DOMAIN, `/${studies[0]}/`)).headers.location).toBe(`/${studies[0]}`);

    // The domain's own sitemap and robots.txt; the app's sitemap leaves the portfolio to them.
    const sitemap = await atHost(DOMAIN, '/sitemap.xml');
    expect(sitemap.body).toContain(`<loc>https://${DOMAIN}/</loc>`);
    expect(sitemap.body).toContain(`<loc>https://${DOMAIN}/${studies[1]}</loc>`);
    expect(sitemap.body).not.toContain('/portfolio/');
    expect(sitemap.body).not.toContain('template-preview');
    expect((await atHost(DOMAIN, '/robots.txt')).body).toContain(
      `Sitemap: https://${DOMAIN}/sitemap.xml`,
    );
    expect((await app.inject({ url: '/sitemap.xml' })).body).not.toContain(slug);

    // The old addresses answer 301 to the domain's.
    const moved = await app.inject({ url: `/portfolio/${slug}` });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`https://${DOMAIN}/`);
    const movedStudy = await app.inject({ url: `/portfolio/${slug}/${studies[1]}` });
    expect(movedStudy.statusCode).toBe(301);
    expect(movedStudy.headers.location).toBe(`https://${DOMAIN}/${studies[1]}`);
    expect((await atHost(APP_HOST, `/portfolio/${slug}`)).headers.location).toBe(
      `https://${DOMAIN}/`,
    );

    // The page's scripts reach the API on the domain; the app's other addresses are not there.
    expect((await atHost(DOMAIN, '/api/health')).statusCode).toBe(200);
    // Its view beacon too (it posts under the portfolio's app path), for this portfolio only.
    const beacon = (url: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { host: DOMAIN, 'user-agent': VISITOR_AGENT },
        payload: { event: 'view' },
      });
    expect((await beacon(`/portfolio/${slug}/views`)).statusCode).toBe(204);
    expect((await beacon(`/portfolio/${slug}/${studies[0]}/views`)).statusCode).toBe(204);
    expectNeutral404(await beacon('/portfolio/someone-else/views'));
    const report = await app.inject({
      url: `/api/portfolios/${id}/analytics?days=30`,
      headers: owner.auth,
    });
    expect(report.json().data.analytics.totals.views).toBe(2);
    for (const path of [`/portfolio/${slug}`, '/dashboard', '/login', '/nope/deeper', '/x.php'])
      expectNeutral404(await atHost(DOMAIN, path), 'Rin Sato');
    expectNeutral404(await atHost(DOMAIN, '/no-such-project'), 'Rin Sato');

    // A host that is neither ours nor a verified domain: the neutral 404.
    expectNeutral404(await atHost('unknown.example.org', '/'));
    expectNeutral404(await atHost('unknown.example.org', `/portfolio/${slug}`), 'Rin Sato');
    expectNeutral404(await atHost('203.0.113.99', '/login'));
    // A load balancer's health check may name the machine by its address.
    expect((await atHost('203.0.113.99:3000', '/api/health')).statusCode).toBe(200);

    // The TLS proxy may get a certificate for this name only while the portfolio is published.
    expect((await allowed(DOMAIN)).statusCode).toBe(200);
    expect((await allowed('WWW.example-designer.com')).statusCode).toBe(200);
    expect((await allowed('unknown.example.org')).statusCode).toBe(404);
    expect((await allowed('')).statusCode).toBe(404);
    const unpublished = await app.inject({
      method: 'POST',
      url: `/api/portfolios/${id}/unpublish`,
      headers: owner.auth,
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect((await allowed(DOMAIN)).statusCode).toBe(404);
    expectNeutral404(await atHost(DOMAIN, '/'), 'Rin Sato');
  });

  it('takes a brief at the domain and, without script, brings the visitor back to its page there', async () => {
    const { id, slug } = await published();
    await verified(id, 'brief.example-designer.com');
    const page = await atHost('brief.example-designer.com', '/');
    const hidden = (name: string) =>
      new RegExp(`name="${name}" value="([^"]*)"`).exec(page.body)?.[1]?.replaceAll('&#46;', '.');
    const action = `/api/portfolios/public/${slug}/enquiries`;
    expect(page.body).toContain(`action="${action}"`);
    const sent = await app.inject({
      method: 'POST',
      url: action,
      headers: {
        host: 'brief.example-designer.com',
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
      },
      payload: new URLSearchParams({
        name: 'Noor Haddad',
        email: 'noor@example.org',
        message: 'A new identity for our bakery, please.',
        [BRIEF_HIDDEN.started]: briefStamp(app.config.jwtSecret, id, Date.now() - 5_000),
        [BRIEF_HIDDEN.page]: hidden(BRIEF_HIDDEN.page) ?? '',
        [BRIEF_HIDDEN.thanks]: hidden(BRIEF_HIDDEN.thanks) ?? '',
      }).toString(),
    });
    expect(sent.statusCode, sent.body).toBe(303);
    expect(sent.headers.location).toBe(`/#${hidden(BRIEF_HIDDEN.thanks)}`);

    // A brief with something to fix comes back with a way back to the page at the domain.
    const unfinished = await app.inject({
      method: 'POST',
      url: action,
      headers: {
        host: 'brief.example-designer.com',
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
      },
      payload: new URLSearchParams({
        name: '',
        email: 'noor@example.org',
        message: 'Hi',
      }).toString(),
    });
    expect(unfinished.statusCode).toBe(400);
    expect(unfinished.body).toContain('<a href="/">Back to the portfolio</a>');
    const thanks = await atHost('brief.example-designer.com', `${action}/thanks`);
    expect(thanks.body).toContain('href="/"');
    expect(thanks.body).not.toContain(`/portfolio/${slug}`);
  });

  it('stops serving a removed domain at once, and the old address is the page again', async () => {
    const { id, slug } = await published();
    const hostname = 'removed.example-designer.com';
    await verified(id, hostname);
    expect((await atHost(hostname, '/')).statusCode).toBe(200);
    expect((await app.inject({ url: `/portfolio/${slug}` })).statusCode).toBe(301);

    const removed = await domainCall('DELETE', id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ success: true, data: { domain: null } });
    expectNeutral404(await atHost(hostname, '/'), 'Rin Sato');
    expect((await allowed(hostname)).statusCode).toBe(404);
    expect((await app.inject({ url: `/portfolio/${slug}` })).statusCode).toBe(200);
    expect((await domainCall('GET', id)).json().data.domain).toBeNull();
  });

  it('lets only the owner see, add, verify or remove a portfolio’s domain', async () => {
    const { id } = await published();
    await verified(id, 'owned.example-designer.com');
    for (const method of ['GET', 'PUT', 'DELETE', 'POST'] as const) {
      const payload = method === 'PUT' ? { hostname: 'stolen.example.net' } : undefined;
      const asStranger = await domainCall(method, id, stranger, payload);
      expect(asStranger.statusCode, `${method} as a stranger`).toBe(404);
      expect(asStranger.body).not.toContain('owned.example-designer.com');
      const anonymous = await domainCall(method, id, null, payload);
      expect(anonymous.statusCode, `${method} signed out`).toBe(401);
    }
    const mine = await domainCall('GET', id);
    expect(mine.json().data.domain).toMatchObject({
      hostname: 'owned.example-designer.com',
      status: 'verified',
    });
    // The dashboard's list: each account sees its own portfolios' domains only.
    const listOf = async (account: Account) =>
      (await app.inject({ url: '/api/domains/mine', headers: account.auth })).json().data
        .portfolios;
    expect((await listOf(owner))[id]).toEqual({
      hostname: 'owned.example-designer.com',
      status: 'verified',
    });
    expect(JSON.stringify(await listOf(stranger))).not.toContain('owned.example-designer.com');
  });

  it('accepts domain names only: no IPs, local names or our own host', async () => {
    const { id } = await published();
    const refusals: Array<[string, string]> = [
      ['', DOMAIN_MESSAGES.invalid],
      ['not a domain', DOMAIN_MESSAGES.invalid],
      ['example', DOMAIN_MESSAGES.invalid],
      ['-bad-.example.com', DOMAIN_MESSAGES.invalid],
      ['under_score.example.com', DOMAIN_MESSAGES.invalid],
      ['www.example.com/path', DOMAIN_MESSAGES.invalid],
      ['www.example.com:8080', DOMAIN_MESSAGES.invalid],
      ['user@www.example.com', DOMAIN_MESSAGES.invalid],
      [`${'a'.repeat(64)}.example.com`, DOMAIN_MESSAGES.invalid],
      ['203.0.113.7', DOMAIN_MESSAGES.noIp],
      ['[::1]', DOMAIN_MESSAGES.invalid],
      ['localhost', DOMAIN_MESSAGES.invalid],
      ['app.localhost', DOMAIN_MESSAGES.privateName],
      ['printer.local', DOMAIN_MESSAGES.privateName],
      [APP_HOST, DOMAIN_MESSAGES.appHost],
      [`evil.${APP_HOST}`, DOMAIN_MESSAGES.appHost],
      ['folio.example', DOMAIN_MESSAGES.appHost],
    ];
    for (const [hostname, message] of refusals) {
      const response = await domainCall('PUT', id, owner, { hostname });
      expect(response.statusCode, hostname).toBe(400);
      expect(response.json(), hostname).toMatchObject({ success: false, message });
    }
    expect((await domainCall('GET', id)).json().data.domain).toBeNull();

    // An address as copied from a browser, an international name: kept as DNS knows it.
    const international = await domainCall('PUT', id, owner, {
      hostname: 'https://Bücher.Example/',
    });
    expect(international.statusCode, international.body).toBe(200);
    expect(international.json().data.domain.hostname).toBe('xn--bcher-kva.example');
  });

  it('lets the one who proves a domain have it: a claim without proof blocks nobody', async () => {
    const hostname = 'contested.example-designer.com';
    const squatter = await published(stranger, 'Squatter');
    const squat = await domainCall('PUT', squatter.id, stranger, { hostname });
    expect(squat.statusCode).toBe(200);

    // The real owner claims the same name and proves it.
    const real = await published();
    const domain = await verified(real.id, hostname);
    expect(domain.status).toBe('verified');
    expect((await atHost(hostname, '/')).body).toContain('Rin Sato');

    // Another portfolio may still claim it, but gets nothing while the holder's proof is there.
    const late = await published(stranger, 'Late');
    const lateClaim = await domainCall('PUT', late.id, stranger, { hostname });
    expect(lateClaim.statusCode).toBe(200);
    expect(lateClaim.json().data.domain.status).toBe('pending');
    expect((await atHost(hostname, '/')).body).toContain('Rin Sato');
    const squatCheck = await domainCall('POST', squatter.id, stranger);
    expect(squatCheck.json().data.check.verified).toBe(false);

    // A new holder of the name proves it with their own token once the old proof is gone.
    const { verification } = squat.json().data.domain;
    dns.txtRecords.set(verification.name, [[verification.value]]);
    const takeover = await domainCall('POST', squatter.id, stranger);
    expect(takeover.json().data.domain.status).toBe('verified');
    expect((await atHost(hostname, '/')).body).toContain('Squatter');
    expect((await domainCall('GET', real.id)).json().data.domain.status).toBe('pending');
  });

  it('keeps a private portfolio’s rules: its domain sends readers to the app address, which keeps it closed', async () => {
    const { id, slug } = await published();
    const hostname = 'private.example-designer.com';
    await verified(id, hostname);
    const closed = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${id}/sharing/visibility`,
      headers: owner.auth,
      payload: { visibility: 'private' },
    });
    expect(closed.statusCode).toBe(200);

    const atDomain = await atHost(hostname, '/');
    expect(atDomain.statusCode).toBe(302);
    expect(atDomain.headers.location).toBe(`https://folio.example/portfolio/${slug}`);
    expect(atDomain.body).not.toContain('Rin Sato');
    // At the app: the private notice, not a redirect that would name the domain.
    const atApp = await app.inject({ url: `/portfolio/${slug}` });
    expect(atApp.statusCode).toBe(404);
    expect(atApp.headers.location).toBeUndefined();
    expect(atApp.body).not.toContain(hostname);
    expect(atApp.body).not.toContain('Rin Sato');
  });

  it('shows where a domain points without naming addresses inside our network', async () => {
    const { id } = await published();
    const hostname = 'inside.example-designer.com';
    await domainCall('PUT', id, owner, { hostname });
    // A CNAME to a name our resolver maps to private addresses (say, from its hosts file).
    dns.cnames.set(hostname, ['db.corp.example']);
    dns.addresses.set(hostname, ['10.1.2.3', '192.168.0.7', '198.51.100.20']);
    const answer = await domainCall('POST', id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.check.pointsAt).toEqual([
      'db.corp.example',
      DOMAIN_MESSAGES.privateAddress,
      '198.51.100.20',
    ]);
    expect(answer.body).not.toMatch(/10\.1\.2\.3|192\.168\.0\.7/);
  });

  it('says so when DNS cannot be reached, and checks gently', async () => {
    const { id } = await published();
    await domainCall('PUT', id, owner, { hostname: 'offline.example-designer.com' });
    dns.down = true;
    try {
      const answer = await domainCall('POST', id);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().message).toBe(DOMAIN_MESSAGES.dnsUnavailable);
      expect(answer.json().data.check).toMatchObject({ verified: false, txtFound: [] });
      expect(answer.json().data.domain.status).toBe('pending');
    } finally {
      dns.down = false;
    }
    let last: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 10; attempt++) last = await domainCall('POST', id);
    expect(last!.statusCode).toBe(429);
    expect(last!.json().message).toBe(DOMAIN_MESSAGES.tooManyChecks);
    expect(last!.headers['retry-after']).toEqual(expect.any(String));
  });
});

describe('custom domains without APP_HOST', () => {
  let app: FastifyInstance;
  const dns = new TestDns();
  beforeAll(async () => {
    app = await buildTestApp(inMemoryPglite, {}, { domainLookup: dns });
  });
  afterAll(() => app.close());

  it('serves the app at any host, except a domain still waiting for its proof', async () => {
    const owner = await signUp(app);
    const me = await app.inject({
      url: '/api/auth/me',
      headers: { host: 'anything.example', ...owner.auth },
    });
    expect(me.statusCode).toBe(200);
    const created = await app.inject({
      method: 'POST',
      url: '/api/portfolios',
      headers: owner.auth,
      payload: { templateId: 'echelon' },
    });
    const id = created.json().data.portfolio.id;
    const added = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${id}/domain`,
      headers: owner.auth,
      payload: { hostname: 'pending.example-designer.com' },
    });
    expect(added.json().data.domain.routing).toEqual([
      { type: 'CNAME', name: 'pending.example-designer.com', value: 'localhost' },
    ]);
    const pending = await app.inject({
      url: '/api/auth/me',
      headers: { host: 'pending.example-designer.com' },
    });
    expectNeutral404(pending);
  });
});

describe('the real DNS lookup', () => {
  it('answers "no record" for a name without one, and finds localhost', async () => {
    const lookup = systemDomainLookup();
    // Offline or online, localhost has no TXT record: that is an empty answer, not a failure.
    await expect(lookup.txt('_folio-verify.localhost')).resolves.toEqual([]);
    await expect(lookup.a('localhost')).resolves.toContain('127.0.0.1');
  });
});
