import fastifyCompress from '@fastify/compress';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import helmet from 'helmet';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { SERVER_ERROR_MESSAGE } from '../model/api';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { createMailer, type Mailer } from './auth/mailer';
import { createCounterStore, type CounterStore } from './auth/rate-limit';
import { authRoutes } from './routes/auth';
import { formRoutes } from './routes/forms';
import { enquiryRoutes } from './enquiries/routes';
import { inboxRoutes } from './enquiries/inbox';
import { healthRoutes } from './routes/health';
import { portfolioCommandRoutes } from './routes/portfolio-commands';
import { portfolioRoutes } from './routes/portfolios';
import { pdfRoutes } from './routes/pdf';
import { PdfPrinter } from './pdf/printer';
import { portfolioPages } from './pages/portfolio';
import { publicPageRoutes } from './routes/publicPages';
import { caseStudyPageRoutes } from './routes/case-study-pages';
import { caseStudyPages } from './pages/case-studies';
import { CustomDomains } from './domains/store';
import { registerHostRouting } from './domains/host-routing';
import { systemDomainLookup, type DomainLookup } from './domains/lookup';
import { domainRoutes } from './domains/routes';
import { transferRoutes } from './routes/transfer';
import { servedUploads, uploadLibraryRoutes, uploadRoutes } from './routes/uploads';
import { ImageWorkers } from './uploads/image-workers';
import { DiskStorage, S3Storage, type Storage } from './uploads/storage';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { registerStaticApp } from './static';
import { HttpError } from './errors';
import { PageVersions } from './page-versions';
import { PageRules } from './sharing/access';
import { sharingRoutes, shareLinkRoutes } from './sharing/routes';
import { registerJsonParser } from './json-body';
import { refuseUnstorableText } from './text-guard';
import { VIDEO_FRAME_ORIGINS } from '../model/video';
import { Analytics } from './analytics/record';
import { analyticsRoutes } from './analytics/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    databaseKind: AppConfig['database']['kind'];
    pingDatabase: () => Promise<void>;
    pageVersions: PageVersions;
    pageRules: PageRules;
    customDomains: CustomDomains;
    analytics: Analytics;
  }
}

// The one policy for every page we serve: no inline script, no plugins, no foreign base URL.
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  // React writes style attributes (template colours), and prerendered pages carry their CSS in
  // <style> (scripts/prerender.ts): CSP counts both as inline style.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  // Case-study videos, only after a visitor presses play (templates/shared/VideoEmbed.tsx).
  frameSrc: ["'self'", ...VIDEO_FRAME_ORIGINS],
  baseUri: ["'none'"],
  // Brief forms post to our own enquiry endpoint, with or without script.
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

/** Collaborators outside the process; tests may hand in their own. */
export type AppDependencies = {
  mailer?: Mailer;
  counters?: CounterStore;
  storage?: Storage;
  /** Where log lines go instead of standard output, so tests can read what would be logged. */
  logStream?: { write(line: string): void };
  /** Told of every route as it is added, so tests can check each one's access rules. */
  onRoute?: (route: RouteOptions) => void;
  /** Prints PDFs; tests hand in one with another Chromium (or none). */
  pdfPrinter?: PdfPrinter;
  /** Answers the DNS questions of custom-domain verification; tests hand in their own records. */
  domainLookup?: DomainLookup;
};

/**
 * A URL as it may be logged: a reset page's query string is a credential, and so is any `token`
 * parameter elsewhere, a share link's secret (/s/{secret}), and a form's password or email sent as a
 * query by a browser; all are replaced, the rest of the address is kept for debugging.
 */
export function loggedUrl(url: string) {
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    // A malformed escape: the router refuses it, the raw form is checked below.
  }
  if (/^\/+s\/(?!unlock\/?(?:[?#]|$))/i.test(decoded)) return '/s/[redacted]';
  const [pathname = '', query] = url.split(/\?(.*)/s, 2);
  if (query === undefined) return url;
  if (/^\/reset-password\/?$/i.test(pathname)) return `${pathname}?[redacted]`;
  return `${pathname}?${query.replace(/(^|&)(token|secret|password|confirmPassword|email)=[^&]*/gi, '$1$2=[redacted]')}`;
}

/** Fields that hold a credential, wherever a log line carries them (the multipart parser logs headers). */
const SECRET_LOG_FIELDS = [
  'authorization',
  'cookie',
  '["set-cookie"]',
  'token',
  'secret',
  'password',
];

/** Pino redacts by path, a `*` standing for one level: each field at the top and three levels down. */
const REDACTED_LOG_PATHS = SECRET_LOG_FIELDS.flatMap((field) =>
  ['', '*', '*.*', '*.*.*'].map((parents) =>
    !parents ? field : field.startsWith('[') ? parents + field : `${parents}.${field}`,
  ),
);

/** What a body over a route's limit is told: the limit in MB, or in KB under one MB. */
export const tooLargeMessage = (limit: number) =>
  `This request is too large: at most ${
    limit >= 1024 * 1024
      ? `${Math.round(limit / 1024 / 1024)} MB`
      : `${Math.round(limit / 1024)} KB`
  }.`;

/** The router refuses a malformed or over-long URL before any route runs: in the API's shape too. */
function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  reply.code(status).send({
    success: false,
    message: status >= 500 ? SERVER_ERROR_MESSAGE : 'This address is not valid.',
  });
}

/**
 * At info, one compact line per answered request ("GET /portfolio/ada 200 0.8ms"): a page hit
 * costs one short write. At debug, the request as it came in and the answer with its details.
 */
function logRequests(app: FastifyInstance) {
  const detailed = app.log.level === 'debug' || app.log.level === 'trace';
  app.addHook('onRequest', (request, _reply, done) => {
    if (detailed) request.log.debug({ req: request }, 'incoming request');
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime.toFixed(1);
    if (detailed) request.log.debug({ res: reply, responseTime: Number(ms) }, 'request completed');
    else
      request.log.info(`${request.method} ${loggedUrl(request.url)} ${reply.statusCode} ${ms}ms`);
    done();
  });
}

/** Builds the whole server without listening: `server/index.ts` listens, tests use `inject`. */
export async function buildApp(
  config: AppConfig,
  dependencies: AppDependencies = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(dependencies.logStream ? { stream: dependencies.logStream } : {}),
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: loggedUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    // One line per request, written below; Fastify's own two lines per request only at debug.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    // A client trickling its headers or body holds a connection for at most these times.
    requestTimeout: config.timeouts.requestMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      // Node looks for overdue requests this often (30 s by default, longer than the limits).
      connectionsCheckingInterval: Math.min(1000, config.timeouts.headersMs / 2),
    },
    frameworkErrors: answerRouterError,
  }).withTypeProvider<ZodTypeProvider>();
  if (dependencies.onRoute) app.addHook('onRoute', dependencies.onRoute);
  logRequests(app);
  registerJsonParser(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('preValidation', refuseUnstorableText);

  const database = await openDatabase(config.database);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('pingDatabase', database.ping);
  app.decorate('pageVersions', new PageVersions(database.db, database.kind === 'pglite'));
  app.decorate('pageRules', new PageRules(database.db, database.kind === 'pglite'));
  app.decorate('customDomains', new CustomDomains(database.db));
  app.addHook('onClose', async () => {
    await database.close();
  });

  // While closing, answers in flight end their keep-alive connection, so close() need not wait for it.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: [error.validationContext, issue.instancePath.replaceAll('/', '.').slice(1)]
          .filter(Boolean)
          .join('.'),
        message: issue.message,
      }));
      return reply
        .code(400)
        .send({ success: false, message: errors[0]?.message ?? 'Invalid request', errors });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit ?? 1024 * 1024;
      return reply.code(413).send({
        success: false,
        message: tooLargeMessage(limit),
      });
    }
    if (status >= 400 && status < 500) {
      if (!(error instanceof HttpError))
        return reply.code(status).send({ success: false, message: error.message });
      reply.headers(error.headers);
      const { message, errors } = error;
      return reply.code(status).send({ success: false, message, ...(errors ? { errors } : {}) });
    }
    // 5xx: the details go to the log, never to the client.
    request.log.error({ err: error }, 'request failed');
    return reply.code(status >= 500 ? status : 500).send({
      success: false,
      message: SERVER_ERROR_MESSAGE,
    });
  });

  // A third-party form service, when configured, is the one other origin pages may send to.
  const formOrigin = config.formEndpoint ? new URL(config.formEndpoint).origin : undefined;
  // Helmet's security headers on every answer, its middleware made once (the Fastify plugin made it
  // anew, parsing the policy, on each request: a tenth of a cached page's work).
  const secure = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...contentSecurityPolicy,
        connectSrc: formOrigin ? ["'self'", formOrigin] : contentSecurityPolicy.connectSrc,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    secure(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  // API answers are compressed per request: brotli's default quality (11) costs more than it saves.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const counters = dependencies.counters ?? createCounterStore(config.redisUrl);
  app.addHook('onClose', () => counters.close());
  const analytics = new Analytics(database.db, counters, config.jwtSecret);
  app.decorate('analytics', analytics);
  app.addHook('onClose', async () => analytics.close());

  // Published pages, at the app's addresses and at their portfolios' own domains (by Host, before
  // any route: after helmet and compression, so those answers get their headers and encodings too).
  const pages = portfolioPages(app);
  const studies = caseStudyPages(app);
  registerHostRouting(app, pages, studies);

  await app.register(healthRoutes, { prefix: '/api' });
  const mailer = dependencies.mailer ?? createMailer(config, app.log);
  const storage =
    dependencies.storage ??
    (config.s3 ? new S3Storage(config.s3) : new DiskStorage(path.join(config.dataDir, 'uploads')));
  await app.register(authRoutes, { prefix: '/api/auth', counters, mailer, storage });
  await app.register(portfolioRoutes, { prefix: '/api/portfolios' });
  await app.register(portfolioCommandRoutes, { prefix: '/api/portfolios' });
  // Upload work (hashing, sharp) in worker threads, started on the first upload.
  const images = new ImageWorkers();
  app.addHook('onClose', () => images.close());
  await app.register(transferRoutes, { prefix: '/api/portfolios', storage, counters, images });
  await app.register(pdfRoutes, {
    prefix: '/api/portfolios',
    printer: dependencies.pdfPrinter ?? new PdfPrinter(),
  });
  await app.register(uploadRoutes, { prefix: '/api/upload', storage, counters, images });
  await app.register(uploadLibraryRoutes, { prefix: '/api', storage });
  await app.register(servedUploads, { prefix: '/uploads', storage });
  await app.register(sharingRoutes);
  await app.register(shareLinkRoutes, { counters });
  await app.register(formRoutes, { counters });
  await app.register(domainRoutes, {
    counters,
    lookup: dependencies.domainLookup ?? systemDomainLookup(),
  });
  await app.register(enquiryRoutes, { prefix: '/api/portfolios/public', counters, mailer });
  await app.register(inboxRoutes);
  await app.register(analyticsRoutes);
  await app.register(publicPageRoutes, { pages });
  await app.register(caseStudyPageRoutes, { studies });
  await registerStaticApp(app, config.staticDir, config.publicUrl);

  return app;
}
