import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newCaseStudy } from '../../model/case-study';
import { chromiumPath } from '../../server/chromium';
import { portfolios } from '../../server/db/schema';
import { PdfPrinter } from '../../server/pdf/printer';
import { getTemplate } from '../../templates';
import { projectsOf } from '../../templates/projects';
import { setAt, templateFields } from '../support/schema-fields';
import { buildTestApp, inMemoryPglite, signUp } from './helpers';
import { tinyBuild } from './tiny-build';

// What the printer needs of a build: the published page's stylesheet, listed in the manifest.

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString() === '%PDF-';

describe.skipIf(!existsSync(chromiumPath))('the PDF printer and the server’s own network', () => {
  // A machine inside our network: any connection to it, of any protocol, is counted.
  let inside: Server;
  let port = 0;
  let connections = 0;
  beforeAll(async () => {
    inside = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((listening) => inside.listen(0, '127.0.0.1', listening));
    port = (inside.address() as { port: number }).port;
  });
  afterAll(() => new Promise((closed) => inside.close(closed)));

  let app: FastifyInstance | undefined;
  let printer: PdfPrinter | undefined;
  afterEach(async () => {
    await app?.close();
    await printer?.close();
    app = printer = undefined;
    connections = 0;
  });

  it('prints a document whose pictures point at a local address without that address hearing anything', async () => {
    app = await buildTestApp(
      inMemoryPglite,
      { staticDir: tinyBuild() },
      { pdfPrinter: new PdfPrinter() },
    );
    const owner = await signUp(app, 'Printer Owner');
    const created = await app.inject({
      method: 'POST',
      url: '/api/portfolios',
      headers: owner.auth,
      payload: { title: 'Ada Okoro — Work' },
    });
    const portfolio = created.json().data.portfolio;
    const inside127 = `https://127.0.0.1:${port}/x.png`;
    // Every picture of the document, and its first project's case study, at the local machine:
    // written to the database as a document saved before saves refused them would hold it.
    const template = getTemplate(portfolio.templateId);
    const { document: content, slots } = templateFields(template);
    for (const slot of slots.filter((found) => found.kind === 'image'))
      setAt(content, slot.path, inside127);
    const projectId = projectsOf(template, content)[0]!.id;
    const study = { ...newCaseStudy({}), heroImage: inside127 };
    await app.db
      .update(portfolios)
      .set({ content, caseStudies: { [projectId]: study } })
      .where(eq(portfolios.id, portfolio.id));

    for (const url of [
      `/api/portfolios/${portfolio.id}/pdf`,
      `/api/portfolios/${portfolio.id}/case-studies/${projectId}/pdf`,
    ]) {
      const answer = await app.inject({ method: 'GET', url, headers: owner.auth });
      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
      expect(isPdf(answer.rawPayload)).toBe(true);
    }
    expect(connections, 'requests the local machine received').toBe(0);
  });

  it('lets no request of the page leave: local addresses, names resolving to them, any protocol', async () => {
    const resolved: string[] = [];
    const asked: string[] = [];
    printer = new PdfPrinter({
      // The server's DNS answers a public-looking name with a loopback address.
      resolve: async (hostname) => {
        resolved.push(hostname);
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    const at = (scheme: string, host = '127.0.0.1') => `${scheme}://${host}:${port}`;
    const html = `<!doctype html><html><head>
      <link rel="preconnect" href="${at('https')}">
      <link rel="stylesheet" href="${at('https')}/style.css">
      <link rel="preload" as="image" href="${at('https')}/preload.png">
      <style>
        @font-face { font-family: Far; src: url(${at('https')}/font.woff2); }
        body { font-family: Far; background: url(${at('https', 'localhost')}/back.png); }
      </style></head><body>
      <h1>Pictures from inside</h1>
      <img src="${at('https')}/literal.png">
      <img src="${at('http')}/plain.png">
      <img src="${at('https', 'pictures.example.com')}/named.png">
      <img src="${at('https', '[::ffff:127.0.0.1]')}/mapped.png">
      <img src="/own/redirect.png">
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <iframe src="${at('https')}/frame.html"></iframe>
      <video poster="${at('https')}/poster.png"></video>
    </body></html>`;
    const pdf = await printer.print({
      url: 'http://localhost:3000/portfolio/ada',
      html,
      footerName: 'Ada Okoro',
      owner: 'ada',
      // The server's own answer sends the picture elsewhere: the printer follows no redirect.
      fetch: async (path) => {
        asked.push(path);
        return { status: 302, body: Buffer.from(`${at('https')}/moved.png`) };
      },
    });
    expect(isPdf(pdf)).toBe(true);
    expect(asked, 'the page’s own files are still answered in-process').toContain(
      '/own/redirect.png',
    );
    expect(resolved, 'the name was looked up by the server, and refused').toContain(
      'pictures.example.com',
    );
    expect(connections, 'requests the local machine received').toBe(0);
  });
});
