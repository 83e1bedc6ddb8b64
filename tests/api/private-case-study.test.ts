import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import yauzl from 'yauzl';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newCaseStudy } from '../../model/case-study';
import type { PdfPrinter } from '../../server/pdf/printer';
import { listTemplates } from '../../templates';
import { caseStudyAddresses, caseStudyPath } from '../../templates/case-study-addresses';
import { projectsOf } from '../../templates/projects';
import { validatorErrors } from '../support/vnu';
import { buildTestApp, describeEachDatabase, signUp } from './helpers';
import { tinyBuild } from './tiny-build';

// Issue 34, finding 1: a case study marked private reaches no visitor by any route, while every
// link a visitor is shown still opens. Its owner, and a holder of its link, still read it.
const SECRET_TITLE = 'Zephyr merger confidential';
const SECRET_TEXT = 'Revenue fell 41 percent before the Zephyr deal';

async function unzippedText(bytes: Buffer): Promise<string> {
  const zip = await yauzl.fromBufferPromise(bytes);
  let text = '';
  for await (const entry of zip.eachEntry()) {
    text += entry.fileName + '\n';
    if (!/\.(html|css|js|json|txt|xml)$/.test(entry.fileName)) continue;
    for await (const chunk of await zip.openReadStreamPromise(entry)) text += String(chunk);
  }
  return text;
}

const anchorsOf = (html: string) =>
  [...html.matchAll(/<a\s[^>]*href="([^"]+)"/g)].map((match) =>
    match[1]!.replace(/&amp;/g, '&').replace(/&#(\d+);/g, (_, code) => String.fromCharCode(code)),
  );

function expectNoSecret(response: LightMyRequestResponse | string, where: string) {
  const body = typeof response === 'string' ? response : response.body;
  expect(body, where).not.toContain(SECRET_TITLE);
  expect(body, where).not.toContain(SECRET_TEXT);
}

describeEachDatabase('a private case study', (database) => {
  let app: FastifyInstance;
  const printed: string[] = [];
  // Every page a visitor or a link holder was shown, by address, for the validator.
  const shown = new Map<string, string>();
  // Records what would be printed: which pages a PDF links to is decided before Chromium sees it.
  const recordingPrinter = {
    print: async (options: { html: string }) => {
      printed.push(options.html);
      return Buffer.from('%PDF-1.7 recorded');
    },
    close: async () => {},
  } as unknown as PdfPrinter;

  beforeAll(async () => {
    app = await buildTestApp(
      database,
      { staticDir: tinyBuild() },
      { pdfPrinter: recordingPrinter },
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  for (const template of listTemplates()) {
    it(`${template.id}: reaches no visitor by any route, and every link shown still opens`, async () => {
      const owner = await signUp(app, 'Rae Lind');
      const projects = projectsOf(template, template.defaultContent);
      expect(projects.length, 'a template shows at least two projects').toBeGreaterThanOrEqual(2);
      // The private study sits between public ones, so both neighbours would link to it.
      const secret = projects[Math.min(1, projects.length - 1)]!;
      const caseStudies = Object.fromEntries(
        projects.map((project, index) => [
          project.id,
          project === secret
            ? { ...newCaseStudy({ title: SECRET_TITLE }), intro: SECRET_TEXT }
            : { ...newCaseStudy({ title: `Open study ${index}` }), intro: 'Shared freely' },
        ]),
      );
      const created = await app.inject({
        method: 'POST',
        url: '/api/portfolios',
        headers: owner.auth,
        payload: { title: 'Rae Lind', templateId: template.id, content: template.defaultContent },
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json().data.portfolio;
      const slug = `rae-${template.id}-${id.slice(0, 6)}`;
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/portfolios/${id}`,
        headers: owner.auth,
        payload: { version: 1, slug, caseStudies },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const published = await app.inject({
        method: 'POST',
        url: `/api/portfolios/${id}/publish`,
        headers: owner.auth,
        payload: { version: saved.json().data.portfolio.version, slug },
      });
      expect(published.statusCode, published.body).toBe(200);

      const secretSlug = caseStudyAddresses(template, template.defaultContent, caseStudies).find(
        (address) => address.projectId === secret.id,
      )!.slug;
      const secretLink = `href="${caseStudyPath(slug, secretSlug)}"`;
      // Read once before it is closed: a cached page must not outlive the change.
      expect((await app.inject({ url: `/portfolio/${slug}` })).body).toContain(secretLink);
      const closed = await app.inject({
        method: 'PUT',
        url: `/api/portfolios/${id}/sharing/visibility`,
        headers: owner.auth,
        payload: { visibility: 'private', projectId: secret.id },
      });
      expect(closed.statusCode).toBe(200);

      // Walk every page a visitor can reach from the portfolio's page, and every link on them.
      const visited = new Map<string, LightMyRequestResponse>();
      const elsewhere = new Set<string>();
      const queue = [`/portfolio/${slug}`];
      while (queue.length > 0) {
        const url = queue.shift()!;
        if (visited.has(url)) continue;
        const response = await app.inject({ url });
        visited.set(url, response);
        expect(response.statusCode, `${url} opens`).toBe(200);
        expectNoSecret(response, url);
        shown.set(url, response.body);
        for (const href of anchorsOf(response.body).map((anchor) => anchor.split('#')[0]!))
          if (href.startsWith(`/portfolio/${slug}`) && !visited.has(href)) queue.push(href);
          else if (href.startsWith('/') && !href.startsWith('//')) elsewhere.add(href);
      }
      // Links out of the portfolio (the app's home, the builder for its owner) open too.
      for (const href of elsewhere) {
        const response = await app.inject({ url: href });
        expect(response.statusCode, `${href} opens`).toBeLessThan(400);
      }
      // The page and every public study: the private one is no page of the walk.
      expect(visited.size).toBe(projects.length);
      expect([...visited.keys()]).not.toContain(caseStudyPath(slug, secretSlug));

      const answers: [string, LightMyRequestResponse][] = [
        ['the JSON copy', await app.inject({ url: `/api/portfolios/public/${slug}` })],
        ['the sitemap', await app.inject({ url: '/sitemap.xml' })],
        [
          'a public study as JSON',
          await app.inject({ url: `/api/portfolios/${id}/case-studies/${projects[0]!.id}` }),
        ],
        [
          'the private study as JSON',
          await app.inject({ url: `/api/portfolios/${id}/case-studies/${secret.id}` }),
        ],
        [
          "the private study's old address",
          await app.inject({ url: `/portfolio/${id}/project/${secret.id}` }),
        ],
      ];
      for (const [what, response] of answers) expectNoSecret(response, what);
      expect(answers[0]![1].statusCode).toBe(200);
      expect(answers[3]![1].statusCode).toBe(404);
      expect(answers[4]![1].statusCode).toBe(404);
      expect(answers[4]![1].headers['cache-control']).toBe('private, no-store');

      // What the designer hands out: the static site and the PDFs (the whole page, a public study).
      const site = await app.inject({
        url: `/api/portfolios/${id}/static-site`,
        headers: owner.auth,
      });
      expect(site.statusCode).toBe(200);
      expectNoSecret(await unzippedText(site.rawPayload), 'the static site');
      printed.length = 0;
      for (const url of [
        `/api/portfolios/${id}/pdf`,
        `/api/portfolios/${id}/case-studies/${projects[0]!.id}/pdf`,
      ]) {
        const pdf = await app.inject({ url, headers: owner.auth });
        expect(pdf.statusCode, url).toBe(200);
      }
      expect(printed).toHaveLength(2);
      for (const html of printed) expectNoSecret(html, 'a PDF');

      // Its owner still prints it, and still reads it in full.
      const own = await app.inject({
        url: `/api/portfolios/${id}/case-studies/${secret.id}`,
        headers: owner.auth,
      });
      expect(own.statusCode).toBe(200);
      expect(own.body).toContain(SECRET_TEXT);

      // A holder of its share link reads it, and the study's own page links on to the others.
      const link = await app.inject({
        method: 'POST',
        url: `/api/portfolios/${id}/sharing/links`,
        headers: owner.auth,
        payload: { label: 'Client', projectId: secret.id },
      });
      expect(link.statusCode, link.body).toBe(201);
      const opened = await app.inject({
        url: new URL(link.json().data.url as string).pathname,
      });
      expect(opened.statusCode).toBe(303);
      const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
      const granted = await app.inject({
        url: String(opened.headers.location),
        headers: { cookie },
      });
      expect(granted.statusCode).toBe(200);
      expect(granted.body).toContain(SECRET_TEXT);
      expect(granted.headers['cache-control']).toBe('private, no-store');
      shown.set(String(opened.headers.location), granted.body);
      const movedForHolder = await app.inject({
        url: `/portfolio/${id}/project/${secret.id}`,
        headers: { cookie },
      });
      expect(movedForHolder.statusCode).toBe(301);
      expect(movedForHolder.headers['cache-control']).toBe('private, no-store');

      // Opened again, it is back on the public page.
      await app.inject({
        method: 'PUT',
        url: `/api/portfolios/${id}/sharing/visibility`,
        headers: owner.auth,
        payload: { visibility: 'public', projectId: secret.id },
      });
      expect((await app.inject({ url: `/portfolio/${slug}` })).body).toContain(secretLink);
    });
  }

  it('shows only valid HTML (W3C validator, vnu)', { timeout: 120_000 }, async () => {
    expect(shown.size).toBeGreaterThan(listTemplates().length);
    expect(await validatorErrors(shown)).toEqual([]);
  });
});
