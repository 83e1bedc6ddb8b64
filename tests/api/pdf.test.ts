import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { chromiumPath } from '../../server/chromium';
import { PDF_MESSAGES, PdfPrinter, type PrinterOptions } from '../../server/pdf/printer';
import { PDF_NO_BUILD_MESSAGE } from '../../server/routes/pdf';
import { buildTestApp, inMemoryPglite, signUp } from './helpers';
import { tinyBuild } from './tiny-build';

// What the printer needs of a build: the published page's stylesheet, listed in the manifest.
// The designed PDF of every template, with the real build, is tests/e2e/pdf.spec.ts.

/** Chromium processes this test process started (the printer's browser is its child). */
const chromiumChildren = () =>
  execFileSync('ps', ['-o', 'comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((name) => /chrom/i.test(name));

const hasChromium = existsSync(chromiumPath);

describe('GET /api/portfolios/:id/pdf', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function ownPortfolio(options: PrinterOptions, staticDir: string | undefined) {
    app = await buildTestApp(
      inMemoryPglite,
      { staticDir },
      { pdfPrinter: new PdfPrinter(options) },
    );
    const owner = await signUp(app, 'Printer Owner');
    const created = await app.inject({
      method: 'POST',
      url: '/api/portfolios',
      headers: owner.auth,
      payload: { title: 'Ada Okoro — Work' },
    });
    return { id: created.json().data.portfolio.id as string, auth: owner.auth };
  }
  const pdfOf = (id: string, auth: Record<string, string>) =>
    app!.inject({ method: 'GET', url: `/api/portfolios/${id}/pdf`, headers: auth });

  it('says the server cannot print without a build, rather than send bare text', async () => {
    const { id, auth } = await ownPortfolio({}, undefined);
    const answer = await pdfOf(id, auth);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ success: false, message: PDF_NO_BUILD_MESSAGE });
  });

  it('says PDF export is unavailable when the server has no Chromium', async () => {
    const { id, auth } = await ownPortfolio(
      { executablePath: path.join(tmpdir(), 'no-such-chromium') },
      tinyBuild(),
    );
    const answer = await pdfOf(id, auth);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ success: false, message: PDF_MESSAGES.noChromium });
  });

  it('refuses a PDF rather than queue it behind too many others', async () => {
    // A full line is refused before Chromium is looked for: any existing program stands in for it.
    const { id, auth } = await ownPortfolio(
      { maxWaiting: 0, executablePath: process.execPath },
      tinyBuild(),
    );
    const answer = await pdfOf(id, auth);
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('60');
    expect(answer.json()).toEqual({ success: false, message: PDF_MESSAGES.busy });
  });

  describe.skipIf(!hasChromium)(`with Chromium (${chromiumPath})`, () => {
    it('gives up on a PDF that takes longer than its time limit, with a message', async () => {
      const { id, auth } = await ownPortfolio({ timeoutMs: 1 }, tinyBuild());
      const answer = await pdfOf(id, auth);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ success: false, message: PDF_MESSAGES.timedOut });
    });

    it('prints a PDF named after the portfolio, with one browser that closes with the server', async () => {
      const before = chromiumChildren().length;
      const { id, auth } = await ownPortfolio({}, tinyBuild());
      expect(chromiumChildren().length, 'launched only when a PDF is asked for').toBe(before);
      const answer = await pdfOf(id, auth);
      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe(
        'attachment; filename="ada-okoro-work.pdf"',
      );
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await pdfOf(id, auth)).statusCode).toBe(200);
      const running = chromiumChildren().length;
      expect(running, 'one browser for both').toBe(before + 1);
      await app!.close();
      app = undefined;
      expect(chromiumChildren().length).toBe(before);
    });
  });
});
