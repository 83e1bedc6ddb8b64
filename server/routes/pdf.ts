import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/session';
import { HttpError } from '../errors';
import { idParams, notFound } from '../portfolios/answers';
import { ownPortfolio } from '../portfolios/store';
import { caseStudyDocument, portfolioDocument, type PrintDocument } from '../pdf/documents';
import { PdfError, type PdfPrinter } from '../pdf/printer';
import { buildAssets } from '../pages/document';
import { visitorView } from '../sharing/visitor-view';

export const PDF_NO_BUILD_MESSAGE =
  'PDF export is unavailable on this server: it has no built app to print with (npm run build).';

/**
 * A portfolio, or one of its case studies, as a designed PDF (issue 20): the owner's working copy,
 * what they see in the builder, printed by Chromium from the published page's own HTML and styles.
 * Owners only: anyone else's portfolio answers like a missing one.
 */
export const pdfRoutes: FastifyPluginAsyncZod<{ printer: PdfPrinter }> = async (
  app,
  { printer },
) => {
  const built = buildAssets(app.config.staticDir);
  app.addHook('onClose', () => printer.close());

  async function own(request: FastifyRequest, id: string) {
    const row = await ownPortfolio(app.db, id, currentUser(request).id);
    if (!row) throw notFound();
    return row;
  }

  async function sendPdf(request: FastifyRequest, reply: FastifyReply, document: PrintDocument) {
    // Without the build's stylesheets the PDF would be bare text: say so rather than send that.
    if (built.styles.length === 0)
      return reply.code(503).send({ success: false, message: PDF_NO_BUILD_MESSAGE });
    let pdf: Buffer;
    try {
      pdf = await printer.print({
        url: new URL(document.path, app.config.publicUrl).href,
        html: document.html,
        footerName: document.footerName,
        owner: currentUser(request).id,
        // The page's styles, fonts and pictures come from this server, in-process.
        fetch: async (path) => {
          const file = await app.inject({ method: 'GET', url: path });
          const type = file.headers['content-type'];
          return {
            status: file.statusCode,
            contentType: typeof type === 'string' ? type : undefined,
            body: file.rawPayload,
          };
        },
      });
    } catch (error) {
      if (!(error instanceof PdfError)) throw error;
      request.log.warn({ err: error.cause ?? error }, 'PDF export failed');
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(503).send({ success: false, message: error.message });
    }
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${document.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  }

  app.get(
    '/:id/pdf',
    // A HEAD would cost a whole print: only GET.
    { preHandler: requireUser, exposeHeadRoute: false, schema: { params: idParams } },
    async (request, reply) => {
      // A PDF is handed to others: it links to no case study closed to visitors.
      const row = await visitorView(app, await own(request, request.params.id));
      return sendPdf(request, reply, portfolioDocument(built, row));
    },
  );

  app.get(
    '/:id/case-studies/:projectId/pdf',
    {
      preHandler: requireUser,
      exposeHeadRoute: false,
      schema: { params: idParams.extend({ projectId: z.string().min(1).max(80) }) },
    },
    async (request, reply) => {
      const { projectId } = request.params;
      // The study printed is its owner's to give; its neighbours' links skip studies closed to visitors.
      const row = await visitorView(app, await own(request, request.params.id), {
        given: projectId,
      });
      const document = caseStudyDocument(built, row, projectId);
      if (!document) throw new HttpError(404, 'Case study not found');
      return sendPdf(request, reply, document);
    },
  );
};
