import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSuccess } from '../../model/api';
import {
  ENQUIRY_MESSAGES,
  enquiryCounts,
  enquiryList,
  enquiryListQuery,
  enquiryStatusInput,
  enquiry as enquirySchema,
  type Enquiry,
  type EnquiryCounts,
  type EnquiryFilter,
} from '../../model/enquiry';
import { currentUser, requireUser } from '../auth/session';
import { isUuid } from '../db/ids';
import { enquiries, portfolios } from '../db/schema';
import { HttpError } from '../errors';
import { idParams } from '../portfolios/answers';
import { toCsv } from './csv';

const notFound = () => new HttpError(404, ENQUIRY_MESSAGES.enquiryNotFound);

/** LIKE's own characters matched as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The designer's Inbox (issue 21): the enquiries of their own portfolios only, newest first; filter
 * by status, search, mark read or unread, archive, delete, and export as CSV. Another account's
 * enquiry is a 404, as if it did not exist.
 */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const guarded = { preHandler: requireUser };

  const ownPortfolios = (userId: string) =>
    db.select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.userId, userId));

  /** The conditions of a listing: own portfolios, the status filter, and the search words. */
  function conditions(userId: string, status: EnquiryFilter, q: string) {
    const where: SQL[] = [inArray(enquiries.portfolioId, ownPortfolios(userId))];
    if (status !== 'all') where.push(eq(enquiries.status, status));
    for (const word of q.split(/\s+/).filter(Boolean).slice(0, 8)) {
      const pattern = `%${likeEscaped(word)}%`;
      where.push(
        or(
          ilike(enquiries.name, pattern),
          ilike(enquiries.email, pattern),
          ilike(enquiries.company, pattern),
          ilike(enquiries.message, pattern),
        )!,
      );
    }
    return and(...where)!;
  }

  async function countsOf(userId: string): Promise<EnquiryCounts> {
    const rows = await db
      .select({ status: enquiries.status, n: count() })
      .from(enquiries)
      .where(inArray(enquiries.portfolioId, ownPortfolios(userId)))
      .groupBy(enquiries.status);
    const counts = { unread: 0, read: 0, archived: 0, all: 0 };
    for (const row of rows) {
      counts[row.status] = Number(row.n);
      counts.all += Number(row.n);
    }
    return counts;
  }

  const listed = {
    id: enquiries.id,
    portfolioId: enquiries.portfolioId,
    portfolioTitle: portfolios.title,
    name: enquiries.name,
    email: enquiries.email,
    company: enquiries.company,
    project: enquiries.project,
    budget: enquiries.budget,
    message: enquiries.message,
    page: enquiries.page,
    status: enquiries.status,
    createdAt: enquiries.createdAt,
    readAt: enquiries.readAt,
  };
  type Row = { createdAt: Date; readAt: Date | null } & Omit<Enquiry, 'createdAt' | 'readAt'>;
  const toEnquiry = (row: Row): Enquiry => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  });

  const select = (where: SQL) =>
    db
      .select(listed)
      .from(enquiries)
      .innerJoin(portfolios, eq(portfolios.id, enquiries.portfolioId))
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id));

  app.get(
    '/api/enquiries',
    {
      ...guarded,
      schema: { querystring: enquiryListQuery, response: { 200: apiSuccess(enquiryList) } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { status, q, page, pageSize } = request.query;
      const [rows, [total], counts] = await Promise.all([
        select(conditions(userId, status, q))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ n: count() })
          .from(enquiries)
          .where(conditions(userId, status, q)),
        countsOf(userId),
      ]);
      return {
        success: true as const,
        data: {
          enquiries: rows.map(toEnquiry),
          total: Number(total?.n ?? 0),
          page,
          pageSize,
          counts,
        },
      };
    },
  );

  // The sidebar's badge asks only this.
  app.get(
    '/api/enquiries/counts',
    { ...guarded, schema: { response: { 200: apiSuccess(enquiryCounts) } } },
    async (request) => ({ success: true as const, data: await countsOf(currentUser(request).id) }),
  );

  app.put(
    '/api/enquiries/:id/status',
    {
      ...guarded,
      schema: {
        params: idParams,
        body: enquiryStatusInput,
        response: { 200: apiSuccess(z.object({ enquiry: enquirySchema })) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      const { status } = request.body;
      const userId = currentUser(request).id;
      const [updated] = await db
        .update(enquiries)
        .set({
          status,
          // Read once stays read (archived too) until marked unread again.
          readAt: status === 'unread' ? null : sql`coalesce(${enquiries.readAt}, now())`,
        })
        .where(and(eq(enquiries.id, id), inArray(enquiries.portfolioId, ownPortfolios(userId))))
        .returning({ id: enquiries.id });
      if (!updated) throw notFound();
      const [row] = await select(and(conditions(userId, 'all', ''), eq(enquiries.id, id))!);
      if (!row) throw notFound();
      return {
        success: true as const,
        data: { enquiry: toEnquiry(row) },
        message: ENQUIRY_MESSAGES.updated,
      };
    },
  );

  app.delete(
    '/api/enquiries/:id',
    {
      ...guarded,
      schema: { params: idParams, response: { 200: apiSuccess(z.object({ id: z.string() })) } },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      const [deleted] = await db
        .delete(enquiries)
        .where(
          and(
            eq(enquiries.id, id),
            inArray(enquiries.portfolioId, ownPortfolios(currentUser(request).id)),
          ),
        )
        .returning({ id: enquiries.id });
      if (!deleted) throw notFound();
      return { success: true as const, data: { id }, message: ENQUIRY_MESSAGES.deleted };
    },
  );

  app.get(
    '/api/enquiries.csv',
    { ...guarded, schema: { querystring: enquiryListQuery.pick({ status: true, q: true }) } },
    async (request, reply) => {
      const { status, q } = request.query;
      const rows = await select(conditions(currentUser(request).id, status, q));
      const header = [
        'Received',
        'Status',
        'Portfolio',
        'Name',
        'Email',
        'Company',
        'Project type',
        'Budget',
        'Message',
        'Page',
      ];
      const csv = toCsv([
        header,
        ...rows.map((row) => [
          row.createdAt.toISOString(),
          row.status,
          row.portfolioTitle,
          row.name,
          row.email,
          row.company,
          row.project,
          row.budget,
          row.message,
          row.page,
        ]),
      ]);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="enquiries-${day}.csv"`)
        .send(csv);
    },
  );
};
