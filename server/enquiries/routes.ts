import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  BRIEF_FIELDS,
  BRIEF_HIDDEN,
  ENQUIRY_MESSAGES,
  MIN_FILL_MS,
  brief as briefSchema,
  enquiryPath,
  type BriefField,
} from '../../model/enquiry';
import { z } from 'zod';
import { apiSuccess } from '../../model/api';
import type { Mailer } from '../auth/mailer';
import { addressKey, type CounterStore } from '../auth/rate-limit';
import { countEnquirySent } from '../analytics/record';
import { enquiries, portfolios, users } from '../db/schema';
import { requestHost } from '../domains/store';
import { sendPage, wantsPages } from '../pages/plain';
import { checkPageAccess } from '../sharing/access';
import { unstorableTextPath } from '../text-guard';
import { enquiryMail } from './mail';
import { briefFormPage, briefMissingPage, briefThanksPage } from './pages';
import { briefStamp, pruneUsedStamps, stampTime, takeStamp } from './stamp';

/** Briefs one address may send in a window (the next is refused), unless configured otherwise. */
export const ENQUIRIES_PER_ADDRESS = 20;
export const ADDRESS_WINDOW_MS = 15 * 60 * 1000;
/** An IPv6 /64 (one subscriber's) shares twice an address's budget, however many addresses it uses. */
export const NETWORK_BUDGET_FACTOR = 2;
/** Fresh start times one address may ask for in that window (one per form a visitor starts). */
export const STARTS_PER_ADDRESS = 60;
/** Briefs one sender (address or /64) may send to one portfolio in an hour: a quarter of its budget. */
export const perSenderToPortfolio = (perAddress: number) => Math.max(1, Math.round(perAddress / 4));
export const ENQUIRIES_PER_SENDER_TO_PORTFOLIO = perSenderToPortfolio(ENQUIRIES_PER_ADDRESS);
export const PORTFOLIO_WINDOW_MS = 60 * 60 * 1000;
/** Mails a designer gets in an hour; later briefs wait in the Inbox, so a flood never fills a mailbox. */
export const ENQUIRY_MAILS_PER_PORTFOLIO = 60;
/** Every field at its longest, each character percent-encoded, fits; a document does not. */
export const ENQUIRY_BODY_LIMIT = 64 * 1024;

type Fields = Record<string, unknown>;
/** A counter's key, how many it allows, and its window in milliseconds. */
type Budget = [key: string, limit: number, windowMs: number];
type FieldErrors = Partial<Record<BriefField, string>>;

/** Fields by name, the first of each name kept: a plain HTML form's post. */
function fieldsOf(entries: Iterable<[string, string]>): Fields {
  const first = new Map<string, string>();
  for (const [name, value] of entries) if (!first.has(name)) first.set(name, value);
  return Object.fromEntries(first);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The page a brief says it came from: the portfolio's page or one of its case studies; anything
 * else is taken as the portfolio's page.
 */
function pageOf(slug: string, claimed: unknown) {
  const own = `/portfolio/${encodeURIComponent(slug)}`;
  const page = text(claimed);
  const caseStudy =
    page.length <= 300 &&
    page.startsWith(`${own}/`) &&
    /^[\w%.~-]+$/.test(page.slice(own.length + 1));
  return caseStudy ? page : own;
}

/** Who a budget counts: the address itself, and for IPv6 its /64 as well (an IPv4 is its own network). */
function senderOf(ip: string) {
  const network = addressKey(ip);
  return { address: network.endsWith('/64') ? ip.toLowerCase() : network, network };
}

/** The page's script may call from anywhere (a static copy of the page): no cookie rides along. */
const allowAnyOrigin = (reply: FastifyReply) => reply.header('Access-Control-Allow-Origin', '*');

/**
 * A visitor's brief from a published page (issue 21): JSON from the page's script, or the form
 * itself posted without script (answered with pages). Checked in this order: the page exists and
 * this visitor may read it, the sender's budgets, the brief, the honeypot, the fill time, the
 * sender's budget for this portfolio, the stamp's single use; then stored, and mailed to the
 * designer when SMTP is set and the designer's hourly mail budget allows.
 */
export const enquiryRoutes: FastifyPluginAsync<{ counters: CounterStore; mailer: Mailer }> = async (
  app,
  { counters, mailer },
) => {
  const secret = app.config.jwtSecret;
  const perAddress = app.config.enquiriesPerAddress ?? ENQUIRIES_PER_ADDRESS;
  const perPortfolio = perSenderToPortfolio(perAddress);
  // Used stamps go at start and every hour after.
  const prune = () =>
    pruneUsedStamps(app.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'could not prune used brief stamps'),
    );
  app.addHook('onReady', async () => void prune());
  const pruner = setInterval(prune, 60 * 60 * 1000).unref();
  app.addHook('onClose', async () => clearInterval(pruner));
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: ENQUIRY_BODY_LIMIT },
    (_request, body, done) => done(null, fieldsOf(new URLSearchParams(body as string))),
  );

  /** The published portfolio at this slug with its owner's address; undefined when there is none. */
  async function publishedAt(slug: string) {
    const version = await app.pageVersions.lookup(slug);
    if (!version?.published || !version.live) return undefined;
    const [row] = await app.db
      .select({ id: portfolios.id, title: portfolios.title, ownerEmail: users.email })
      .from(portfolios)
      .innerJoin(users, eq(users.id, portfolios.userId))
      .where(eq(portfolios.id, version.id));
    return row;
  }

  // A fresh stamp for this portfolio's form, asked for by the page's script as the visitor starts.
  app.get<{ Params: { slug: string } }>(
    '/:slug/enquiries/start',
    { schema: { response: { 200: apiSuccess(z.object({ started: z.string() })) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      allowAnyOrigin(reply);
      // One per page a visitor starts writing on; a bot collecting start times is turned away.
      if (
        await tooMany(reply, [
          [`enquiry-start:ip:${addressKey(request.ip)}`, STARTS_PER_ADDRESS, ADDRESS_WINDOW_MS],
        ])
      )
        return reply
          .code(429)
          .send({ success: false, message: ENQUIRY_MESSAGES.tooManyFromYou, code: 'TOO_MANY' });
      const portfolio = await publishedAt(request.params.slug);
      if (!portfolio)
        return reply.code(404).send({ success: false, message: ENQUIRY_MESSAGES.notFound });
      return { success: true, data: { started: briefStamp(secret, portfolio.id) } };
    },
  );

  /** A page's address as its reader reads it: at the portfolio's own domain, / and /{project-slug}. */
  async function addressAt(request: FastifyRequest, slug: string, page: string) {
    const claim = await app.customDomains.claimOf(requestHost(request));
    if (claim?.kind !== 'verified' || claim.slug !== slug) return page;
    return page.slice(`/portfolio/${encodeURIComponent(slug)}`.length) || '/';
  }

  app.get<{ Params: { slug: string } }>('/:slug/enquiries/thanks', async (request, reply) => {
    const { slug } = request.params;
    return sendPage(reply, 200, briefThanksPage(await addressAt(request, slug, pageOf(slug, ''))));
  });

  app.post<{ Params: { slug: string }; Body: unknown }>(
    '/:slug/enquiries',
    { bodyLimit: ENQUIRY_BODY_LIMIT },
    async (request, reply) => {
      const { slug } = request.params;
      allowAnyOrigin(reply);
      const pages = wantsPages(request);
      const action = enquiryPath(slug);
      const body: Fields =
        request.body && typeof request.body === 'object' && !Array.isArray(request.body)
          ? (request.body as Fields)
          : {};
      const page = pageOf(slug, body[BRIEF_HIDDEN.page]);
      const back = await addressAt(request, slug, page);
      const thanks = text(body[BRIEF_HIDDEN.thanks]);
      const typed = Object.fromEntries(
        BRIEF_FIELDS.map((field) => [field, text(body[field])]),
      ) as Record<BriefField, string>;

      const portfolio = await publishedAt(slug);
      if (!portfolio) {
        if (pages) return sendPage(reply, 404, briefMissingPage());
        return reply.code(404).send({ success: false, message: ENQUIRY_MESSAGES.notFound });
      }

      /** A refusal: JSON for the script, or the brief again with what to do for a page without one. */
      const refuse = (
        status: number,
        message: string,
        fieldErrors: FieldErrors = {},
        code?: string,
      ) => {
        if (pages)
          return sendPage(
            reply,
            status,
            briefFormPage({
              action,
              page,
              back,
              values: typed,
              fieldErrors,
              formError: Object.keys(fieldErrors).length > 0 ? undefined : message,
              started: briefStamp(secret, portfolio.id),
              thanks,
            }),
          );
        const errors = Object.entries(fieldErrors).map(([path, text]) => ({ path, message: text }));
        return reply.code(status).send({
          success: false,
          message,
          ...(code ? { code } : {}),
          ...(errors.length > 0 ? { errors } : {}),
        });
      };

      // A private page takes briefs only from those who may read it, as the page itself decides.
      const access = await checkPageAccess(request, reply, { portfolioId: portfolio.id });
      if (access.refused) {
        if (pages) return reply.send(access.page);
        return reply
          .type('application/json; charset=utf-8')
          .send({ success: false, message: ENQUIRY_MESSAGES.notFound });
      }
      reply.header('Cache-Control', 'no-store');

      // Every post takes its place in the windows first, so parallel ones cannot slip past.
      const sender = senderOf(request.ip);
      const budgets: Budget[] = [[`enquiry:ip:${sender.address}`, perAddress, ADDRESS_WINDOW_MS]];
      if (sender.network !== sender.address)
        budgets.push([
          `enquiry:net:${sender.network}`,
          perAddress * NETWORK_BUDGET_FACTOR,
          ADDRESS_WINDOW_MS,
        ]);
      if (await tooMany(reply, budgets))
        return refuse(429, ENQUIRY_MESSAGES.tooManyFromYou, {}, 'TOO_MANY');

      const parsed = briefSchema.safeParse(typed);
      const fieldErrors: FieldErrors = {};
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          fieldErrors[issue.path[0] as BriefField] ??= issue.message;
      // Text PostgreSQL cannot store (a NUL), in a form post the JSON guard never saw.
      for (const field of BRIEF_FIELDS)
        if (unstorableTextPath(typed[field]))
          fieldErrors[field] ??= 'Text cannot contain null characters or invalid Unicode';
      if (!parsed.success || Object.keys(fieldErrors).length > 0)
        return refuse(400, 'Please check the highlighted fields.', fieldErrors, 'INVALID');
      const values = parsed.data;

      const sent = () => {
        if (!pages)
          return reply.send({
            success: true,
            data: { sent: true },
            message: ENQUIRY_MESSAGES.sent,
          });
        // The page's own thank-you block (#…), shown without script by `:target`, where they read it.
        const location = /^[\w-]{1,80}$/.test(thanks) ? `${back}#${thanks}` : `${action}/thanks`;
        return reply.redirect(location, 303);
      };

      // A filled honeypot is a bot: thanked like anyone, and nothing is kept or mailed.
      if (text(body[BRIEF_HIDDEN.honeypot])) {
        request.log.info({ portfolioId: portfolio.id }, 'enquiry refused: honeypot filled');
        return sent();
      }
      const stamp = body[BRIEF_HIDDEN.started];
      const started = stampTime(secret, portfolio.id, stamp);
      if (started === undefined) return refuse(400, ENQUIRY_MESSAGES.expired, {}, 'EXPIRED');
      if (Date.now() - started < MIN_FILL_MS) {
        request.log.info({ portfolioId: portfolio.id }, 'enquiry refused: sent too quickly');
        return refuse(400, ENQUIRY_MESSAGES.tooFast, {}, 'TOO_FAST');
      }
      // A flood slows its own senders only: everyone else's briefs still reach this designer.
      const toPortfolio = `enquiry:portfolio:${portfolio.id}:${sender.network}`;
      if (await tooMany(reply, [[toPortfolio, perPortfolio, PORTFOLIO_WINDOW_MS]]))
        return refuse(429, ENQUIRY_MESSAGES.tooManyFromYou, {}, 'TOO_MANY');
      if (!(await takeStamp(app.db, stamp as string, started))) {
        request.log.info({ portfolioId: portfolio.id }, 'enquiry refused: stamp already used');
        return refuse(400, ENQUIRY_MESSAGES.expired, {}, 'EXPIRED');
      }

      // Stored first: a mail that fails loses nothing.
      const [stored] = await app.db
        .insert(enquiries)
        .values({ portfolioId: portfolio.id, ...values, page })
        .returning({ id: enquiries.id });
      // A figure the dashboard shows; missing it never costs the visitor their brief.
      await countEnquirySent(app.db, portfolio.id).catch((error: unknown) =>
        request.log.warn({ err: error }, 'enquiry not counted in analytics'),
      );
      request.log.info({ portfolioId: portfolio.id, enquiryId: stored?.id }, 'enquiry received');
      const mails = await counters.increment(
        `enquiry-mail:portfolio:${portfolio.id}`,
        PORTFOLIO_WINDOW_MS,
      );
      if (mails > ENQUIRY_MAILS_PER_PORTFOLIO) {
        request.log.warn(
          { portfolioId: portfolio.id, enquiryId: stored?.id },
          'enquiry stored, not mailed: the designer has had this hour’s mails',
        );
        return sent();
      }
      mailer
        .sendEnquiry(
          enquiryMail({
            to: portfolio.ownerEmail,
            portfolioTitle: portfolio.title,
            brief: values,
            page,
            origin: app.config.publicUrl,
          }),
        )
        .catch((error: unknown) =>
          request.log.error(
            { err: error, enquiryId: stored?.id },
            'enquiry stored, but mailing the designer failed',
          ),
        );
      return sent();
    },
  );

  /** Takes one from each budget's window; true (Retry-After set to the longest wait) when any is used up. */
  async function tooMany(reply: FastifyReply, budgets: Budget[]) {
    const counts = await Promise.all(
      budgets.map(([key, , windowMs]) => counters.increment(key, windowMs)),
    );
    const usedUp = budgets.filter(([, limit], index) => counts[index]! > limit);
    if (usedUp.length === 0) return false;
    const waits = await Promise.all(usedUp.map(([key]) => counters.resetIn(key)));
    reply.header('Retry-After', String(Math.max(1, Math.ceil(Math.max(...waits) / 1000))));
    return true;
  }
};
