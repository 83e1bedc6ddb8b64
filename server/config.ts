import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DOCUMENT_QUOTA_MB } from '../model/storage';
import type { S3Settings } from './uploads/storage';

export type DatabaseConfig =
  { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string };

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  redisUrl?: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Folder of the built browser app; absent when the server runs API-only (tests, `npm run dev`). */
  staticDir?: string;
  /** Which proxies' X-Forwarded-For to believe: all (true), none, or these addresses/ranges. */
  trustProxy: boolean | string[];
  /**
   * Failed logins, signups and reset requests allowed per IP in each window; failed logins for one
   * email beyond it slow that email's logins down (never lock it).
   */
  authRateLimit: { max: number; windowMs: number };
  /** Briefs one address may send to published pages in 15 minutes (20 unless configured). */
  enquiriesPerAddress?: number;
  /** A client has this long to send its headers, and its whole request (body included). */
  timeouts: { headersMs: number; requestMs: number };
  /** smtp(s):// URL for password-reset mail; without it the link is written to the log. */
  smtpUrl?: string;
  mailFrom: string;
  /** The address users reach the app at, for links in mail. */
  publicUrl: string;
  /** A third-party form-collection endpoint the contact form posts to instead of this server. */
  formEndpoint?: string;
  /** Bytes of stored images each user may have. */
  uploadQuotaBytes: number;
  /** Bytes of portfolio documents and their history each user may have (DOCUMENT_QUOTA_MB). */
  documentQuotaBytes?: number;
  /** Uploaded images go to this S3-compatible bucket; without it, to DATA_DIR/uploads. */
  s3?: S3Settings;
  /**
   * The host name designers point their domain's CNAME at. When set, a request for any other host
   * that is not a verified custom domain gets a plain 404 (localhost and PUBLIC_URL's host excepted).
   */
  appHost?: string;
  /** The server's fixed public IPv4 address, offered as an A record for apex domains. */
  appIpv4?: string;
};

const env = z.object({
  PORT: z.coerce
    .number({ message: 'must be a whole number between 1 and 65535' })
    .int('must be a whole number between 1 and 65535')
    .min(1, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  STATIC_DIR: z.string().min(1, 'must not be empty').default('./dist'),
  AUTH_RATE_LIMIT_MAX: z.coerce
    .number({ message: 'must be a whole number of at least 1' })
    .int('must be a whole number of at least 1')
    .min(1, 'must be a whole number of at least 1')
    .default(10),
  ENQUIRY_RATE_LIMIT_MAX: z.coerce
    .number({ message: 'must be a whole number of at least 1' })
    .int('must be a whole number of at least 1')
    .min(1, 'must be a whole number of at least 1')
    .default(20),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3, 'must be an email address').default('Folio <no-reply@localhost>'),
  PUBLIC_URL: z
    .string()
    .regex(
      /^https?:\/\/[^\s/]+(:\d+)?\/?$/,
      'must be an http(s):// origin such as https://folio.example',
    )
    .optional(),
  FORM_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be an http(s):// URL' }).optional(),
  UPLOAD_QUOTA_MB: z.coerce
    .number({ message: 'must be a whole number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(1, 'must be a whole number of megabytes')
    .default(1024),
  DOCUMENT_QUOTA_MB: z.coerce
    .number({ message: 'must be a whole number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(1, 'must be a whole number of megabytes')
    .default(DEFAULT_DOCUMENT_QUOTA_MB),
  S3_BUCKET: z.string().min(3, 'must be a bucket name').optional(),
  S3_REGION: z.string().min(1, 'must not be empty').default('us-east-1'),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an http(s):// URL')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1, 'must not be empty').optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1, 'must not be empty').optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
  REQUEST_TIMEOUT_SECONDS: z.coerce
    .number({ message: 'must be a whole number of seconds between 15 and 3600' })
    .int('must be a whole number of seconds between 15 and 3600')
    .min(15, 'must be a whole number of seconds between 15 and 3600')
    .max(3600, 'must be a whole number of seconds between 15 and 3600')
    .default(60),
  APP_HOST: z
    .string()
    .regex(
      /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/i,
      'must be a host name such as sites.folio.example (no scheme, no port)',
    )
    .transform((value) => value.toLowerCase())
    .optional(),
  APP_IPV4: z.ipv4({ message: 'must be an IPv4 address such as 203.0.113.10' }).optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const setting = trustedProxies(value);
      if (setting === undefined)
        context.addIssue({
          code: 'custom',
          message:
            'must be true, false or a comma-separated list of proxy addresses (CIDR allowed)',
        });
      return setting ?? false;
    }),
});

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: true trusts every hop (a client's own X-Forwarded-For entries included); a list of the
 * proxies' addresses trusts only those, so the address a client wrote before reaching them is ignored.
 */
function trustedProxies(value: string): boolean | string[] | undefined {
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (PROXY_RANGE_NAMES.has(entry)) return true;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    if (!family || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  });
  return valid && entries.length > 0 ? entries : undefined;
}

export class ConfigError extends Error {}

/** Reads the environment; a bad value throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable counts as unset, as it does in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = env.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message} (got "${source[name]}")`,
    );
  }
  const vars = parsed.data;
  if (vars.S3_BUCKET && (!vars.S3_ACCESS_KEY_ID || !vars.S3_SECRET_ACCESS_KEY)) {
    const missing = vars.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new ConfigError(`Invalid configuration: ${missing} is required when S3_BUCKET is set`);
  }
  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    jwtSecret: vars.JWT_SECRET ?? persistentSecret(dataDir),
    redisUrl: vars.REDIS_URL,
    logLevel: vars.LOG_LEVEL,
    staticDir: path.resolve(vars.STATIC_DIR),
    trustProxy: vars.TRUST_PROXY,
    authRateLimit: { max: vars.AUTH_RATE_LIMIT_MAX, windowMs: 15 * 60 * 1000 },
    enquiriesPerAddress: vars.ENQUIRY_RATE_LIMIT_MAX,
    timeouts: { headersMs: 10_000, requestMs: vars.REQUEST_TIMEOUT_SECONDS * 1000 },
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    formEndpoint: vars.FORM_ENDPOINT,
    uploadQuotaBytes: vars.UPLOAD_QUOTA_MB * 1024 * 1024,
    documentQuotaBytes: vars.DOCUMENT_QUOTA_MB * 1024 * 1024,
    s3: vars.S3_BUCKET
      ? {
          bucket: vars.S3_BUCKET,
          region: vars.S3_REGION,
          endpoint: vars.S3_ENDPOINT,
          accessKeyId: vars.S3_ACCESS_KEY_ID!,
          secretAccessKey: vars.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? Boolean(vars.S3_ENDPOINT),
        }
      : undefined,
    appHost: vars.APP_HOST,
    appIpv4: vars.APP_IPV4,
  };
}

/** A secret made once and kept in the data directory, so sessions survive a restart. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
