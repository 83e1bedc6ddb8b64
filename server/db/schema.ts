import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  phone: text('phone'),
  location: text('location'),
  bio: text('bio'),
  profilePicture: text('profile_picture'),
  accountType: text('account_type').notNull().default('Free'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// A row per signed-in browser: a token is valid only while its session row is neither revoked nor expired.
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '7 days'`),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

// Single-use password reset links: only a hash of the token is stored.
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

export const portfolios = pgTable(
  'portfolios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // Unique among all portfolios, published or not, so an unpublished page keeps its address.
    slug: text('slug').unique(),
    templateId: text('template_id').notNull(),
    content: jsonb('content').notNull(),
    styling: jsonb('styling').notNull().default({}),
    caseStudies: jsonb('case_studies').notNull().default({}),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    // Raised by every update: a write names the version it saw, and a stale one is refused.
    version: integer('version').notNull().default(1),
    // The snapshot visitors read while published (portfolio_snapshots); kept when unpublished.
    liveSnapshotId: uuid('live_snapshot_id'),
    // The number the next snapshot of this portfolio takes: raised in the write that takes one.
    nextSnapshot: integer('next_snapshot').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('portfolios_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

// Which user uploaded which image: a file shared by two users counts against both quotas once.
export const uploads = pgTable(
  'uploads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.hash] })],
);

// Messages sent through the site's forms (the contact form): kept 90 days for the team to answer.
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: text('form_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('form_submissions_form_id_created_at_idx').on(table.formId, table.createdAt)],
);

/**
 * Immutable copies of a portfolio's documents: every publish, every restore and the working copy's
 * saves (checkpoints, thinned with age). Visitors read only the one the portfolio points at.
 */
export const portfolioSnapshots = pgTable(
  'portfolio_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    kind: text('kind', { enum: ['publish', 'checkpoint', 'restore'] }).notNull(),
    // Who made it: kept as a name too, so history still reads right after an account is renamed.
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default(''),
    summary: text('summary').notNull().default(''),
    templateId: text('template_id').notNull(),
    templateVersion: integer('template_version').notNull().default(1),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    content: jsonb('content').notNull(),
    styling: jsonb('styling').notNull().default({}),
    caseStudies: jsonb('case_studies').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('portfolio_snapshots_portfolio_number_idx').on(table.portfolioId, table.number),
  ],
);

/**
 * Who may open a page: the portfolio (project id '') or one of its case studies. A page without a
 * row is public. Applies at once, not at the next publish: it is about readers, not content.
 */
export const pageAccess = pgTable(
  'page_access',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull().default(''),
    visibility: text('visibility', { enum: ['public', 'unlisted', 'private'] })
      .notNull()
      .default('public'),
    // A password that opens the private page besides its links (argon2id, as account passwords).
    passwordHash: text('password_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.portfolioId, table.projectId] })],
);

// Links that open a private page: only a SHA-256 hash of the secret is kept, so the address is shown once.
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull().default(''),
    label: text('label').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    viewLimit: integer('view_limit'),
    views: integer('views').notNull().default(0),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('share_links_portfolio_id_idx').on(table.portfolioId, table.createdAt)],
);

/**
 * A portfolio's own domain (one per portfolio). Claims wait for proof (a TXT record holding the
 * token); several portfolios may claim one hostname, and the first to prove it holds it: a claim
 * nobody can prove never blocks the real owner.
 */
export const customDomains = pgTable(
  'custom_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Lower-case, IDNA (punycode) form, no trailing dot.
    hostname: text('hostname').notNull(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .unique()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    verificationToken: text('verification_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  },
  (table) => [
    index('custom_domains_hostname_idx').on(table.hostname),
    uniqueIndex('custom_domains_verified_hostname_unique')
      .on(table.hostname)
      .where(sql`verified_at is not null`),
  ],
);

// Analytics (issue 21): daily aggregates per portfolio and page, never a visitor's address. Days are UTC.

/** A portfolio's views and unique visitors on one day, over all its pages. */
export const analyticsDays = pgTable(
  'analytics_days',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.portfolioId, table.day] })],
);

/** One page's views and unique visitors on one day: the portfolio's page (page '') or a case study (its project id). */
export const analyticsPageDays = pgTable(
  'analytics_page_days',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    page: text('page').notNull(),
    views: integer('views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.portfolioId, table.day, table.page] })],
);

/** Counts by one dimension on one day: referrer domains, devices, projects opened, lightbox opens, enquiries. */
export const analyticsCounts = pgTable(
  'analytics_counts',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    dimension: text('dimension', {
      enum: ['referrer', 'device', 'project', 'lightbox', 'enquiry'],
    }).notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.portfolioId, table.day, table.dimension, table.key] })],
);

/**
 * Today's visitors, only as salted hashes (the salt changes daily and is never stored), to count
 * each once per day; rows of past days are deleted. Page '*' is the portfolio as a whole.
 */
export const analyticsVisitors = pgTable(
  'analytics_visitors',
  {
    day: date('day').notNull(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    page: text('page').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.portfolioId, table.page, table.hash] }),
    index('analytics_visitors_portfolio_id_idx').on(table.portfolioId),
  ],
);

// Briefs visitors sent from a published page (issue 21): the designer's inbox. No address is kept.
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull().default(''),
    project: text('project').notNull().default(''),
    budget: text('budget').notNull().default(''),
    message: text('message').notNull(),
    // Where it was sent from: the portfolio's page or one of its case studies.
    page: text('page').notNull(),
    status: text('status', { enum: ['unread', 'read', 'archived'] })
      .notNull()
      .default('unread'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('enquiries_portfolio_id_created_at_idx').on(table.portfolioId, table.createdAt),
  ],
);

// Brief stamps already sent once (server/enquiries/stamp.ts): a stamp is good for one brief, in
// every process. Kept until the stamp would have expired anyway.
export const usedBriefStamps = pgTable(
  'used_brief_stamps',
  {
    stamp: text('stamp').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_brief_stamps_expires_at_idx').on(table.expiresAt)],
);
