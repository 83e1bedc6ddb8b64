import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRIEF_HIDDEN, ENQUIRY_MESSAGES } from '../../model/enquiry';
import { enquiries } from '../../server/db/schema';
import { BRIEF_STAMP_MAX_AGE_MS, briefStamp } from '../../server/enquiries/stamp';
import {
  ENQUIRIES_PER_ADDRESS,
  ENQUIRIES_PER_SENDER_TO_PORTFOLIO,
  ENQUIRY_MAILS_PER_PORTFOLIO,
  STARTS_PER_ADDRESS,
} from '../../server/enquiries/routes';
import { listTemplates } from '../../templates';
import { buildApp } from '../../server/app';
import {
  buildTestApp,
  createPostgresDatabase,
  describeEachDatabase,
  inMemoryPglite,
  postgresUnavailable,
  recordingMailer,
  signUp,
  testConfig,
} from './helpers';

type Account = Awaited<ReturnType<typeof signUp>>;

const visitor = {
  name: 'Noor Haddad',
  email: 'noor@example.org',
  company: 'Haddad & Daughters',
  project: 'Brand identity',
  budget: '10k-25k',
  message: 'We are opening a bakery in spring and need a name, a mark and packaging.',
};

/** A published portfolio of the first registered template, at a fresh address. */
async function published(app: FastifyInstance, owner: Account, title = 'Ada Okoro — Studio') {
  const template = listTemplates()[0]!;
  const created = await app.inject({
    method: 'POST',
    url: '/api/portfolios',
    headers: owner.auth,
    payload: { title, templateId: template.id, content: template.defaultContent },
  });
  expect(created.statusCode).toBe(201);
  const { id } = created.json().data.portfolio;
  const slug = `ada-${id.slice(0, 8)}`;
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/portfolios/${id}`,
    headers: owner.auth,
    payload: { version: 1, slug },
  });
  expect(saved.statusCode).toBe(200);
  const publish = await app.inject({
    method: 'POST',
    url: `/api/portfolios/${id}/publish`,
    headers: owner.auth,
    payload: { version: saved.json().data.portfolio.version, slug },
  });
  expect(publish.statusCode).toBe(200);
  return {
    id,
    slug,
    page: `/portfolio/${slug}`,
    action: `/api/portfolios/public/${slug}/enquiries`,
  };
}

/** A stamp for the portfolio's form signed `ms` ago: a visitor who took that long over the form. */
const startedAgo = (app: FastifyInstance, portfolio: { id: string }, ms = 5000) =>
  briefStamp(app.config.jwtSecret, portfolio.id, Date.now() - ms);

let addresses = 0;
let networks = 0;
/** Each test sends from its own address, so one test's briefs never use up another's limit. */
const newAddress = () => `10.0.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

function sendJson(
  app: FastifyInstance,
  action: string,
  fields: Record<string, string>,
  options: { address?: string; cookie?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: action,
    remoteAddress: options.address ?? newAddress(),
    headers: { accept: 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: fields,
  });
}

function sendForm(
  app: FastifyInstance,
  action: string,
  fields: Record<string, string>,
  address = newAddress(),
) {
  return app.inject({
    method: 'POST',
    url: action,
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The value of a hidden field in a page's HTML. */
function hiddenValue(html: string, name: string) {
  const found = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  return found?.[1]?.replaceAll('&#46;', '.');
}

const storedFor = (app: FastifyInstance, portfolioId: string) =>
  app.db.select().from(enquiries).where(eq(enquiries.portfolioId, portfolioId));

describeEachDatabase('enquiries from a published page', (database) => {
  let app: FastifyInstance;
  let owner: Account;
  let stranger: Account;
  const mailer = recordingMailer();
  beforeAll(async () => {
    app = await buildTestApp(database, {}, { mailer });
    owner = await signUp(app, 'Ada Okoro');
    stranger = await signUp(app, 'Someone Else');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('stores a brief sent as JSON and answers {success, data, message}', async () => {
    const portfolio = await published(app, owner);
    const answer = await sendJson(app, portfolio.action, {
      ...visitor,
      [BRIEF_HIDDEN.started]: startedAgo(app, portfolio),
      [BRIEF_HIDDEN.page]: portfolio.page,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      data: { sent: true },
      message: ENQUIRY_MESSAGES.sent,
    });
    const [row] = await storedFor(app, portfolio.id);
    expect(row).toMatchObject({ ...visitor, page: portfolio.page, status: 'unread', readAt: null });
    // The designer's analytics count it among today's enquiries.
    const report = await app.inject({
      url: `/api/portfolios/${portfolio.id}/analytics?days=30`,
      headers: owner.auth,
    });
    expect(report.json().data.analytics.totals.enquiries).toBe(1);
    // No address of the visitor is kept.
    expect(Object.keys(row!).sort()).toEqual(
      [
        'id',
        'portfolioId',
        'name',
        'email',
        'company',
        'project',
        'budget',
        'message',
        'page',
        'status',
        'createdAt',
        'readAt',
      ].sort(),
    );
  });

  it('stores a brief posted without script and sends the visitor to the page’s thank-you', async () => {
    const portfolio = await published(app, owner);
    const page = await app.inject({ method: 'GET', url: portfolio.page });
    // The form on the page posts here, with what it needs besides the brief.
    expect(page.body).toContain(`action="${portfolio.action}"`);
    expect(page.body).toContain(`name="${BRIEF_HIDDEN.honeypot}"`);
    const thanks = hiddenValue(page.body, BRIEF_HIDDEN.thanks)!;
    expect(page.body).toContain(`id="${thanks}"`);
    expect(hiddenValue(page.body, BRIEF_HIDDEN.started)).toMatch(/^\d{13}\./);

    const answer = await sendForm(app, portfolio.action, {
      ...visitor,
      [BRIEF_HIDDEN.honeypot]: '',
      [BRIEF_HIDDEN.started]: startedAgo(app, portfolio),
      [BRIEF_HIDDEN.page]: portfolio.page,
      [BRIEF_HIDDEN.thanks]: thanks,
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${portfolio.page}#${thanks}`);
    expect(await storedFor(app, portfolio.id)).toHaveLength(1);

    // Without a thank-you to name, a plain thank-you page.
    const plain = await sendForm(app, portfolio.action, {
      ...visitor,
      [BRIEF_HIDDEN.started]: startedAgo(app, portfolio),
    });
    expect(plain.statusCode).toBe(303);
    const landing = await app.inject({ method: 'GET', url: String(plain.headers.location) });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('Thank you, your brief is on its way.');
    expect(landing.body).toContain(`href="${portfolio.page}"`);
  });

  it('refuses a brief with problems, saying what to fix, and keeps what was typed without script', async () => {
    const portfolio = await published(app, owner);
    const fields = {
      ...visitor,
      name: '  ',
      email: 'noor-at-example',
      budget: 'a million',
      message: 'x'.repeat(5001),
      [BRIEF_HIDDEN.started]: startedAgo(app, portfolio),
    };
    const json = await sendJson(app, portfolio.action, fields);
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({
      success: false,
      code: 'INVALID',
      errors: expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'email', message: 'Invalid email address' },
        { path: 'budget', message: 'Choose a budget from the list' },
        { path: 'message', message: 'Message must be at most 5000 characters' },
      ]),
    });

    const form = await sendForm(app, portfolio.action, { ...fields, message: 'Hello & <b>hi</b>' });
    expect(form.statusCode).toBe(400);
    expect(form.headers['content-type']).toMatch(/^text\/html/);
    expect(form.body).toContain('Please check your brief');
    expect(form.body).toContain('Name is required');
    expect(form.body).toContain('Invalid email address');
    expect(form.body).toContain('value="noor-at-example"');
    expect(form.body).toContain('Hello &#38; &#60;b&#62;hi&#60;/b&#62;</textarea>');
    expect(form.body).toContain(`value="${visitor.company.replace('&', '&#38;')}"`);
    expect(await storedFor(app, portfolio.id)).toHaveLength(0);
  });

  it('thanks a bot that filled the honeypot, and keeps nothing', async () => {
    const portfolio = await published(app, owner);
    const bot = {
      ...visitor,
      [BRIEF_HIDDEN.honeypot]: 'https://spam.example',
      [BRIEF_HIDDEN.started]: startedAgo(app, portfolio),
    };
    const json = await sendJson(app, portfolio.action, bot);
    expect(json.statusCode).toBe(200);
    expect(json.json().success).toBe(true);
    const form = await sendForm(app, portfolio.action, {
      ...bot,
      [BRIEF_HIDDEN.thanks]: 'brief-sent',
    });
    expect(form.statusCode).toBe(303);
    expect(await storedFor(app, portfolio.id)).toHaveLength(0);
  });

  it('refuses a brief sent under 2 s after the page was made, or with no real start time', async () => {
    const portfolio = await published(app, owner);
    // The page was first made just now (its start time), and the script asks for one as the visitor starts.
    const page = await app.inject({ method: 'GET', url: portfolio.page });
    const fresh = await app.inject({ method: 'GET', url: `${portfolio.action}/start` });
    expect(fresh.headers['cache-control']).toBe('no-store');
    for (const started of [
      hiddenValue(page.body, BRIEF_HIDDEN.started)!,
      fresh.json().data.started,
    ]) {
      expect(started).toMatch(/^\d{13}\./);
      const fast = await sendJson(app, portfolio.action, {
        ...visitor,
        [BRIEF_HIDDEN.started]: started,
      });
      expect(fast.statusCode).toBe(400);
      expect(fast.json()).toMatchObject({ code: 'TOO_FAST', message: ENQUIRY_MESSAGES.tooFast });
    }
    const forged = startedAgo(app, portfolio).replace(
      /\.(.)/,
      (_m, c: string) => `.${c === 'A' ? 'B' : 'A'}`,
    );
    // A genuine start time from long ago: one scraped once does not serve a bot for ever.
    const stale = briefStamp(
      app.config.jwtSecret,
      portfolio.id,
      Date.now() - BRIEF_STAMP_MAX_AGE_MS - 1000,
    );
    for (const started of ['', '1700000000000.abc', forged, stale]) {
      const refused = await sendJson(app, portfolio.action, {
        ...visitor,
        [BRIEF_HIDDEN.started]: started,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('EXPIRED');
    }
    // Without script, the brief comes back with a fresh start: sent again later, it goes through.
    const form = await sendForm(app, portfolio.action, {
      ...visitor,
      [BRIEF_HIDDEN.started]: briefStamp(app.config.jwtSecret, portfolio.id),
    });
    expect(form.statusCode).toBe(400);
    expect(form.body).toContain(ENQUIRY_MESSAGES.tooFast);
    expect(form.body).toContain(`${visitor.message}</textarea>`);
    expect(hiddenValue(form.body, BRIEF_HIDDEN.started)).toMatch(/^\d{13}\./);
    expect(await storedFor(app, portfolio.id)).toHaveLength(0);
  });

  it(`gives one address ${STARTS_PER_ADDRESS} fresh start times in 15 minutes, and no more`, async () => {
    const portfolio = await published(app, owner);
    const address = newAddress();
    const start = () =>
      app.inject({ method: 'GET', url: `${portfolio.action}/start`, remoteAddress: address });
    for (let asked = 0; asked < STARTS_PER_ADDRESS; asked++)
      expect((await start()).statusCode).toBe(200);
    const refused = await start();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ENQUIRY_MESSAGES.tooManyFromYou);
    // Another visitor is not held up by it.
    const other = await app.inject({ method: 'GET', url: `${portfolio.action}/start` });
    expect(other.statusCode).toBe(200);
  });

  it(`takes ${ENQUIRIES_PER_ADDRESS} briefs from one address in 15 minutes and refuses the next`, async () => {
    const address = newAddress();
    // One address sends each portfolio a few: its whole budget takes several portfolios.
    for (let n = 0; n < ENQUIRIES_PER_ADDRESS / ENQUIRIES_PER_SENDER_TO_PORTFOLIO; n++) {
      const portfolio = await published(app, owner, `Studio ${n}`);
      for (let sent = 0; sent < ENQUIRIES_PER_SENDER_TO_PORTFOLIO; sent++) {
        const answer = await sendJson(
          app,
          portfolio.action,
          {
            ...visitor,
            name: `Visitor ${sent}`,
            [BRIEF_HIDDEN.started]: startedAgo(app, portfolio),
          },
          { address },
        );
        expect(answer.statusCode).toBe(200);
      }
    }
    const portfolio = await published(app, owner);
    const refused = await sendJson(
      app,
      portfolio.action,
      { ...visitor, name: 'One too many', [BRIEF_HIDDEN.started]: startedAgo(app, portfolio) },
      { address },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ENQUIRY_MESSAGES.tooManyFromYou);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    const form = await sendForm(
      app,
      portfolio.action,
      { ...visitor, [BRIEF_HIDDEN.started]: startedAgo(app, portfolio) },
      address,
    );
    expect(form.statusCode).toBe(429);
    expect(form.body).toContain(ENQUIRY_MESSAGES.tooManyFromYou);
    expect(await storedFor(app, portfolio.id)).toHaveLength(0);
    // Another visitor is not held up by this one.
    const other = await sendJson(app, portfolio.action, {
      ...visitor,
      [BRIEF_HIDDEN.started]: startedAgo(app, portfolio),
    });
    expect(other.statusCode).toBe(200);
  });

  it('slows a flood from a few addresses without closing the form to anyone else', async () => {
    const portfolio = await published(app, owner);
    // The probe of issue 34: three addresses, each sending all it may.
    for (const address of [newAddress(), newAddress(), newAddress()]) {
      const answers = [];
      for (let sent = 0; sent < ENQUIRIES_PER_ADDRESS; sent++)
        answers.push(
          await sendJson(
            app,
            portfolio.action,
            { ...visitor, [BRIEF_HIDDEN.started]: startedAgo(app, portfolio) },
            { address },
          ),
        );
      const taken = answers.filter((answer) => answer.statusCode === 200);
      expect(taken).toHaveLength(ENQUIRIES_PER_SENDER_TO_PORTFOLIO);
      const slowed = answers.slice(ENQUIRIES_PER_SENDER_TO_PORTFOLIO);
      for (const answer of slowed) {
        expect(answer.statusCode).toBe(429);
        expect(answer.json().message).toBe(ENQUIRY_MESSAGES.tooManyFromYou);
        // Told to come back within the hour.
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(3000);
      }
    }
    // A real visitor from another address gets through.
    const real = await sendJson(app, portfolio.action, {
      ...visitor,
      name: 'A real visitor',
      [BRIEF_HIDDEN.started]: startedAgo(app, portfolio),
    });
    expect(real.statusCode).toBe(200);
    const stored = await storedFor(app, portfolio.id);
    expect(stored).toHaveLength(3 * ENQUIRIES_PER_SENDER_TO_PORTFOLIO + 1);
    expect(stored.map((row) => row.name)).toContain('A real visitor');
  });

  it('counts an IPv6 /64 as one sender, however many of its addresses it uses', async () => {
    const portfolio = await published(app, owner);
    const network = `2001:db8:${++networks}:1`;
    for (let n = 1; n <= ENQUIRIES_PER_SENDER_TO_PORTFOLIO; n++) {
      const answer = await sendJson(
        app,
        portfolio.action,
        { ...visitor, [BRIEF_HIDDEN.started]: startedAgo(app, portfolio) },
        { address: `${network}::${n}` },
      );
      expect(answer.statusCode).toBe(200);
    }
    const rotated = await sendJson(
      app,
      portfolio.action,
      { ...visitor, [BRIEF_HIDDEN.started]: startedAgo(app, portfolio) },
      { address: `${network}:ffff:ffff:ffff:ffff` },
    );
    expect(rotated.statusCode).toBe(429);
    const neighbour = await sendJson(
      app,
      portfolio.action,
      { ...visitor, [BRIEF_HIDDEN.started]: startedAgo(app, portfolio) },
      { address: `2001:db8:${++networks}:1::1` },
    );
    expect(neighbour.statusCode).toBe(200);
  });

  it('takes one brief per stamp, and only on the form it was made for', async () => {
    const portfolio = await published(app, owner, 'Stamp Studio');
    const other = await published(app, owner, 'Other Studio');
    const mailedFrom = (title: string) =>
      mailer.enquiries.filter((mail) => mail.subject.endsWith(`— ${title}`)).length;
    const stamp = startedAgo(app, portfolio);
    const first = await sendJson(app, portfolio.action, {
      ...visitor,
      [BRIEF_HIDDEN.started]: stamp,
    });
    expect(first.statusCode).toBe(200);
    // The same stamp again, from another address, as JSON or a plain form: refused.
    const again = await sendJson(app, portfolio.action, {
      ...visitor,
      [BRIEF_HIDDEN.started]: stamp,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'EXPIRED', message: ENQUIRY_MESSAGES.expired });
    const form = await sendForm(app, portfolio.action, {
      ...visitor,
      [BRIEF_HIDDEN.started]: stamp,
    });
    expect(form.statusCode).toBe(400);
    expect(form.body).toContain(ENQUIRY_MESSAGES.expired);
    // It comes back with a stamp of its own, not the used one.
    expect(hiddenValue(form.body, BRIEF_HIDDEN.started)).not.toBe(stamp);
    // Sent several times at once, a stamp is still taken once.
    const racing = startedAgo(app, portfolio);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        sendJson(app, portfolio.action, { ...visitor, [BRIEF_HIDDEN.started]: racing }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    // A stamp made for one portfolio's form is refused on another's.
    const elsewhere = await sendJson(app, other.action, {
      ...visitor,
      [BRIEF_HIDDEN.started]: startedAgo(app, portfolio),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe('EXPIRED');
    expect(await storedFor(app, portfolio.id)).toHaveLength(2);
    expect(await storedFor(app, other.id)).toHaveLength(0);
    await expect.poll(() => mailedFrom('Stamp Studio')).toBe(2);
    expect(mailedFrom('Other Studio')).toBe(0);
  });

  it('refuses a body over the size cap without storing it', async () => {
    const portfolio = await published(app, owner);
    const huge = {
      ...visitor,
      message: 'x'.repeat(70 * 1024),
      [BRIEF_HIDDEN.started]: startedAgo(app, portfolio),
    };
    expect((await sendJson(app, portfolio.action, huge)).statusCode).toBe(413);
    expect((await sendForm(app, portfolio.action, huge)).statusCode).toBe(413);
    expect(await storedFor(app, portfolio.id)).toHaveLength(0);
  });

  it('takes no brief for an unknown or unpublished page', async () => {
    const portfolio = await published(app, owner);
    const unknown = await sendJson(app, '/api/portfolios/public/nobody-here/enquiries', {
      ...visitor,
      [BRIEF_HIDDEN.started]: startedAgo(app, portfolio),
    });
    expect(unknown.statusCode).toBe(404);
    const unpublish = await app.inject({
      method: 'POST',
      url: `/api/portfolios/${portfolio.id}/unpublish`,
      headers: owner.auth,
      payload: {},
    });
    expect(unpublish.statusCode).toBe(200);
    const gone = await sendForm(app, portfolio.action, {
      ...visitor,
      [BRIEF_HIDDEN.started]: startedAgo(app, portfolio),
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('your brief was not sent');
    expect(await storedFor(app, portfolio.id)).toHaveLength(0);
  });

  it('takes briefs on a private page only from those its page lets in', async () => {
    const portfolio = await published(app, owner);
    const visibility = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${portfolio.id}/sharing/visibility`,
      headers: owner.auth,
      payload: { visibility: 'private' },
    });
    expect(visibility.statusCode).toBe(200);
    const brief = { ...visitor, [BRIEF_HIDDEN.started]: startedAgo(app, portfolio) };
    const refused = await sendJson(app, portfolio.action, brief);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ success: false, message: ENQUIRY_MESSAGES.notFound });
    expect((await sendForm(app, portfolio.action, brief)).statusCode).toBe(404);
    expect(await storedFor(app, portfolio.id)).toHaveLength(0);

    const created = await app.inject({
      method: 'POST',
      url: `/api/portfolios/${portfolio.id}/sharing/links`,
      headers: owner.auth,
      payload: { label: 'Recruiter' },
    });
    const secret = String(created.json().data.url).split('/s/')[1]!;
    const opened = await app.inject({ method: 'GET', url: `/s/${secret}` });
    const lines = [opened.headers['set-cookie'] ?? []].flat();
    // The grant is sent to the page and to its enquiry endpoint, nowhere else.
    expect(lines.map((line) => /Path=([^;]+)/.exec(line)?.[1])).toEqual([
      '/portfolio/',
      '/api/portfolios/public/',
    ]);
    const cookie = lines[1]!.split(';')[0]!;
    const allowed = await sendJson(app, portfolio.action, brief, { cookie });
    expect(allowed.statusCode).toBe(200);
    expect(await storedFor(app, portfolio.id)).toHaveLength(1);
  });

  describe('the Inbox', () => {
    let portfolio: Awaited<ReturnType<typeof published>>;
    const send = async (fields: Partial<typeof visitor>) =>
      expect(
        (
          await sendJson(app, portfolio.action, {
            ...visitor,
            ...fields,
            [BRIEF_HIDDEN.started]: startedAgo(app, portfolio),
          })
        ).statusCode,
      ).toBe(200);
    const list = (account: Account, query = '') =>
      app.inject({ method: 'GET', url: `/api/enquiries${query}`, headers: account.auth });

    beforeAll(async () => {
      portfolio = await published(app, owner, 'Inbox portfolio');
      await send({ name: 'First Sender', message: 'A logo for a cargo bike shop.' });
      await send({ name: 'Second Sender', company: 'Ferro Bikes', message: 'Wayfinding.' });
      await send({ name: '=HYPERLINK("http://x")', message: 'Quote "this", please,\nthanks' });
    });

    it('lists the owner’s enquiries newest first, with counts; nobody else sees them', async () => {
      const answer = await list(owner, '?status=all&pageSize=100');
      expect(answer.statusCode).toBe(200);
      const { enquiries: rows, counts, total } = answer.json().data;
      const mine = rows.filter((row: { portfolioId: string }) => row.portfolioId === portfolio.id);
      expect(mine.map((row: { name: string }) => row.name)).toEqual([
        '=HYPERLINK("http://x")',
        'Second Sender',
        'First Sender',
      ]);
      expect(mine[0]).toMatchObject({ portfolioTitle: 'Inbox portfolio', status: 'unread' });
      expect(counts.all).toBe(total);
      expect(counts.unread).toBeGreaterThanOrEqual(3);
      const theirs = await list(stranger);
      expect(theirs.json().data).toMatchObject({ enquiries: [], total: 0, counts: { all: 0 } });
      expect((await app.inject({ method: 'GET', url: '/api/enquiries' })).statusCode).toBe(401);
      expect((await list(owner, '?status=spam')).statusCode).toBe(400);
    });

    it('searches names, emails, companies and messages', async () => {
      const found = await list(owner, `?q=${encodeURIComponent('ferro')}`);
      expect(found.json().data.enquiries.map((row: { name: string }) => row.name)).toEqual([
        'Second Sender',
      ]);
      const words = await list(owner, `?q=${encodeURIComponent('cargo logo')}`);
      expect(words.json().data.total).toBe(1);
      // LIKE's own characters match only themselves.
      expect((await list(owner, '?q=%25')).json().data.total).toBe(0);
    });

    it('marks read and unread, archives, and deletes, for the owner only', async () => {
      const rows = (await list(owner, `?q=${encodeURIComponent('First Sender')}`)).json().data
        .enquiries;
      const { id } = rows[0];
      const setStatus = (account: Account, status: string) =>
        app.inject({
          method: 'PUT',
          url: `/api/enquiries/${id}/status`,
          headers: account.auth,
          payload: { status },
        });
      expect((await setStatus(stranger, 'read')).statusCode).toBe(404);
      const read = await setStatus(owner, 'read');
      expect(read.statusCode).toBe(200);
      expect(read.json().data.enquiry).toMatchObject({
        status: 'read',
        readAt: expect.any(String),
      });
      expect(
        (await list(owner, '?status=read')).json().data.enquiries.map((r: { id: string }) => r.id),
      ).toContain(id);
      const archived = await setStatus(owner, 'archived');
      expect(archived.json().data.enquiry).toMatchObject({
        status: 'archived',
        readAt: read.json().data.enquiry.readAt,
      });
      const unread = await setStatus(owner, 'unread');
      expect(unread.json().data.enquiry).toMatchObject({ status: 'unread', readAt: null });
      expect((await setStatus(owner, 'spam')).statusCode).toBe(400);

      const remove = (account: Account, target = id) =>
        app.inject({ method: 'DELETE', url: `/api/enquiries/${target}`, headers: account.auth });
      expect((await remove(stranger)).statusCode).toBe(404);
      expect((await remove(owner, 'not-an-id')).statusCode).toBe(404);
      const deleted = await remove(owner);
      expect(deleted.json()).toMatchObject({ success: true, message: ENQUIRY_MESSAGES.deleted });
      expect((await remove(owner)).statusCode).toBe(404);
      expect(await app.db.select().from(enquiries).where(eq(enquiries.id, id))).toHaveLength(0);
    });

    it('exports CSV with quoting and no formulas, for the owner only', async () => {
      const csv = await app.inject({
        method: 'GET',
        url: `/api/enquiries.csv?q=${encodeURIComponent('HYPERLINK')}`,
        headers: owner.auth,
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(
        /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const [header, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(header).toBe(
        'Received,Status,Portfolio,Name,Email,Company,Project type,Budget,Message,Page',
      );
      expect(row).toContain(`,"'=HYPERLINK(""http://x"")",`);
      expect(csv.body).toContain('"Quote ""this"", please,\nthanks"');
      const theirs = await app.inject({
        method: 'GET',
        url: '/api/enquiries.csv',
        headers: stranger.auth,
      });
      expect(
        theirs.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n'),
      ).toHaveLength(1);
      expect((await app.inject({ method: 'GET', url: '/api/enquiries.csv' })).statusCode).toBe(401);
    });

    it('goes with its portfolio when the portfolio is deleted', async () => {
      const doomed = await published(app, owner, 'Doomed');
      const answer = await sendJson(app, doomed.action, {
        ...visitor,
        [BRIEF_HIDDEN.started]: startedAgo(app, doomed),
      });
      expect(answer.statusCode).toBe(200);
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/portfolios/${doomed.id}`,
        headers: owner.auth,
      });
      expect(removed.statusCode).toBe(200);
      expect(await storedFor(app, doomed.id)).toHaveLength(0);
    });
  });
});

/** A mail body as written (quoted-printable undone: soft line breaks, =XX bytes, UTF-8). */
const quotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A free port on this machine, for the SMTP server. */
async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('enquiry mail through a real SMTP server', () => {
  let smtp: SMTPServer;
  let app: FastifyInstance;
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  let arrived: () => void = () => undefined;

  beforeAll(async () => {
    const port = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          arrived();
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    app = await buildTestApp(inMemoryPglite, { smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails the designer with reply-to set to the visitor', async () => {
    const owner = await signUp(app, 'Ada Okoro');
    const portfolio = await published(app, owner, 'Ada Okoro — Studio');
    const mailed = new Promise<void>((resolve) => (arrived = resolve));
    const answer = await sendJson(app, portfolio.action, {
      ...visitor,
      [BRIEF_HIDDEN.started]: startedAgo(app, portfolio),
    });
    expect(answer.statusCode).toBe(200);
    await mailed;
    const [mail] = received;
    expect(mail!.to).toEqual([owner.email]);
    expect(mail!.raw).toMatch(/^Reply-To: Noor Haddad <noor@example\.org>$/m);
    expect(mail!.raw).toMatch(/^To: [^\r\n]*$/m);
    const subject = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(mail!.raw)![1]!;
    const decoded = subject
      .replace(/\r\n[ \t]/g, '')
      .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_m, text: string) =>
        Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            ),
          'latin1',
        ).toString('utf8'),
      )
      .replace(/\?=\s*=\?UTF-8\?Q\?/gi, '');
    expect(decoded.replace(/\s+/g, ' ')).toContain(
      'New enquiry from Noor Haddad — Ada Okoro — Studio',
    );
    const body = quotedPrintable(mail!.raw.split('\r\n\r\n').slice(1).join('\r\n\r\n'));
    for (const text of [
      'Noor Haddad',
      'noor@example.org',
      'Brand identity',
      '10k-25k',
      'packaging',
    ])
      expect(body).toContain(text);
    expect(body).toContain('/dashboard?section=inbox');
    // Stored as well: the mail is a copy.
    expect(await storedFor(app, portfolio.id)).toHaveLength(1);
  });

  it('keeps the enquiry when the mail cannot be sent', async () => {
    const logLines: string[] = [];
    const broken = await buildTestApp(
      inMemoryPglite,
      { smtpUrl: `smtp://127.0.0.1:${await freePort()}`, logLevel: 'error' },
      { logStream: { write: (line: string) => void logLines.push(line) } },
    );
    try {
      const owner = await signUp(broken, 'Ada Okoro');
      const portfolio = await published(broken, owner);
      const answer = await sendJson(broken, portfolio.action, {
        ...visitor,
        [BRIEF_HIDDEN.started]: startedAgo(broken, portfolio),
      });
      expect(answer.statusCode).toBe(200);
      expect(await storedFor(broken, portfolio.id)).toHaveLength(1);
      await expect
        .poll(() => logLines.join('\n'), { timeout: 10_000 })
        .toContain('enquiry stored, but mailing the designer failed');
    } finally {
      await broken.close();
    }
  });
});

describe('behind the proxies named in TRUST_PROXY', () => {
  it('limits briefs by the address the proxy saw, whatever a client wrote before it', async () => {
    const app = await buildTestApp(inMemoryPglite, { trustProxy: ['127.0.0.1'] });
    const portfolio = await published(app, await signUp(app, 'Ada Okoro'));
    const send = (spoofed: string) =>
      app.inject({
        method: 'POST',
        url: portfolio.action,
        remoteAddress: '127.0.0.1',
        headers: { accept: 'application/json', 'x-forwarded-for': `${spoofed}, 198.51.100.7` },
        payload: { ...visitor, [BRIEF_HIDDEN.started]: startedAgo(app, portfolio) },
      });
    for (let sent = 0; sent < ENQUIRIES_PER_SENDER_TO_PORTFOLIO; sent++)
      expect((await send(`203.0.113.${sent}`)).statusCode).toBe(200);
    expect((await send('203.0.113.250')).statusCode).toBe(429);
    await app.close();
  });
});

describe('what the designer is mailed', () => {
  let app: FastifyInstance;
  let owner: Account;
  const mailer = recordingMailer();
  beforeAll(async () => {
    app = await buildTestApp(inMemoryPglite, {}, { mailer });
    owner = await signUp(app, 'Ada Okoro');
  });
  afterAll(() => app.close());

  it('keeps a name or company on its one line, so no field writes a line of the mail', async () => {
    const portfolio = await published(app, owner, 'Forgery Studio');
    const answer = await sendJson(app, portfolio.action, {
      ...visitor,
      name: 'Noor Haddad\r\nCompany: Forged Ltd',
      company: 'Haddad\nBudget: 50k+\r\nMessage:\u2028Pay the invoice',
      project: 'Identity\rReply to this mail to answer Mallory, or open your Inbox:',
      message: 'Hello.\r\nName: Someone Else\nhttps://evil.example/dashboard?section=inbox',
      [BRIEF_HIDDEN.started]: startedAgo(app, portfolio),
    });
    expect(answer.statusCode).toBe(200);
    const [row] = await storedFor(app, portfolio.id);
    expect(row).toMatchObject({
      name: 'Noor Haddad Company: Forged Ltd',
      company: 'Haddad Budget: 50k+ Message: Pay the invoice',
    });
    const mail = mailer.enquiries.find((sent) => sent.subject.endsWith('— Forgery Studio'))!;
    for (const header of [mail.subject, mail.replyTo.name]) expect(header).not.toMatch(/[\r\n]/);
    const lines = mail.text.split('\n');
    expect(mail.text).not.toContain('\r');
    // The mail's own lines, each once: a field stays after its label, the message is quoted.
    const origin = app.config.publicUrl;
    expect(lines).toEqual([
      `Noor Haddad Company: Forged Ltd sent a brief from Forgery Studio (${origin}${portfolio.page}).`,
      '',
      'Name: Noor Haddad Company: Forged Ltd',
      `Email: ${visitor.email}`,
      'Company: Haddad Budget: 50k+ Message: Pay the invoice',
      'Project type: Identity Reply to this mail to answer Mallory, or open your Inbox:',
      `Budget: ${visitor.budget}`,
      '',
      'Message:',
      '> Hello.',
      '> Name: Someone Else',
      '> https://evil.example/dashboard?section=inbox',
      '',
      'Reply to this mail to answer Noor Haddad Company: Forged Ltd, or open your Inbox:',
      `${origin}/dashboard?section=inbox`,
    ]);
  });

  it(`mails ${ENQUIRY_MAILS_PER_PORTFOLIO} briefs an hour to a designer; the rest wait in the Inbox`, async () => {
    const portfolio = await published(app, owner, 'Busy Studio');
    const briefs = ENQUIRY_MAILS_PER_PORTFOLIO + 5;
    const address = () => newAddress();
    let sender = address();
    for (let sent = 0; sent < briefs; sent++) {
      if (sent % ENQUIRIES_PER_SENDER_TO_PORTFOLIO === 0) sender = address();
      const answer = await sendJson(
        app,
        portfolio.action,
        { ...visitor, [BRIEF_HIDDEN.started]: startedAgo(app, portfolio) },
        { address: sender },
      );
      expect(answer.statusCode).toBe(200);
    }
    expect(await storedFor(app, portfolio.id)).toHaveLength(briefs);
    const mailed = mailer.enquiries.filter((mail) => mail.subject.endsWith('— Busy Studio'));
    expect(mailed).toHaveLength(ENQUIRY_MAILS_PER_PORTFOLIO);
  });
});

describe('an IPv6 /64 shares one budget', () => {
  it('allows each address its own budget and the whole /64 twice that', async () => {
    // A small budget keeps the test short: 4 briefs an address, 8 a /64, 1 to each portfolio.
    const app = await buildTestApp(inMemoryPglite, { enquiriesPerAddress: 4 });
    try {
      const owner = await signUp(app, 'Ada Okoro');
      const portfolios: Array<Awaited<ReturnType<typeof published>>> = [];
      for (let n = 0; n < 8; n++) portfolios.push(await published(app, owner, `Studio ${n}`));
      const send = async (address: string, portfolio: (typeof portfolios)[number]) =>
        (
          await sendJson(
            app,
            portfolio.action,
            { ...visitor, [BRIEF_HIDDEN.started]: startedAgo(app, portfolio) },
            { address },
          )
        ).statusCode;
      for (const portfolio of portfolios.slice(0, 4))
        expect(await send('2001:db8:aa:1::1', portfolio)).toBe(200);
      // The address has used its budget; another address of the same /64 still has one.
      expect(await send('2001:db8:aa:1::1', portfolios[4]!)).toBe(429);
      // The refused post counts against the /64 too: 5 of its 8 are gone.
      for (const portfolio of portfolios.slice(4, 7))
        expect(await send('2001:db8:aa:1::2', portfolio)).toBe(200);
      // The /64 has used its budget: a third address of it is refused, another /64 is not.
      expect(await send('2001:db8:aa:1::3', portfolios[7]!)).toBe(429);
      expect(await send('2001:db8:aa:2::1', portfolios[7]!)).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(postgresUnavailable)('two processes on one PostgreSQL', () => {
  it('take a stamp once between them', async () => {
    const database = await createPostgresDatabase();
    const jwtSecret = randomBytes(32).toString('hex');
    const config = { kind: 'postgres' as const, url: database.url };
    const first = await buildApp(testConfig(config, { jwtSecret }));
    const second = await buildApp(testConfig(config, { jwtSecret }));
    try {
      const portfolio = await published(first, await signUp(first, 'Ada Okoro'));
      const brief = { ...visitor, [BRIEF_HIDDEN.started]: startedAgo(first, portfolio) };
      const answers = await Promise.all(
        [first, second].map((app) => sendJson(app, portfolio.action, brief)),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      expect(await storedFor(first, portfolio.id)).toHaveLength(1);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});
