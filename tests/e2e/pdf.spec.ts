import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import sharp from 'sharp';
import { newCaseStudy } from '../../model/case-study';
import { normalizeContent } from '../../model/normalize';
import type { Portfolio } from '../../model/portfolio';
import { listTemplates, type TemplateDefinition } from '../../templates';
import { identityOf } from '../../templates/identity';
import { projectsOf } from '../../templates/projects';
import { BRIEF_LABELS } from '../../templates/shared/BriefForm';
import { expect, openNewPortfolioByApi, portfolioByApi, signedUpByApi, test } from './fixtures';

type PdfPage = { text: string; imageWidths: number[]; numberFonts: string[] };

/** Each page's text (whitespace made single spaces) and the pixel widths of its pictures, read with pdf.js. */
async function readPdf(pdf: Buffer): Promise<PdfPage[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: true })
    .promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    const operators = await page.getOperatorList();
    // The fonts of the footer's "3 / 7", by their embedded names ("AAAAAA+Inter-Regular"). pdf.js
    // may give a line's words as items of their own: the number's are the line's last three.
    const lines = new Map<number, TextItem[]>();
    for (const item of content.items)
      if ('str' in item && item.str.trim()) {
        const y = Math.round(item.transform[5] as number);
        lines.set(y, [...(lines.get(y) ?? []), item]);
      }
    const numberFonts = [...lines.values()].flatMap((line) => {
      const number = [line.slice(-1), line.slice(-3)].find((words) =>
        /^\d+ \/ \d+$/.test(words.map((item) => item.str.trim()).join(' ')),
      );
      return number
        ? [(page.commonObjs.get(number[0]!.fontName) as { name?: string } | null)?.name ?? '']
        : [];
    });
    // Pictures are decoded apart from the text: each is asked for and waited on.
    const imageWidths = await Promise.all(
      operators.fnArray.flatMap((fn, index) => {
        if (fn !== pdfjs.OPS.paintImageXObject) return [];
        const name = operators.argsArray[index]![0] as string;
        const store = name.startsWith('g_') ? page.commonObjs : page.objs;
        return [
          new Promise<number>((resolve) =>
            store.get(name, (image: { width: number } | null) => resolve(image?.width ?? 0)),
          ),
        ];
      }),
    );
    pages.push({ text, imageWidths, numberFonts });
  }
  return pages;
}

/** Every caption the document holds (pictures' and gallery images' `caption` fields). */
function captionsIn(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return key === 'caption' && value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => captionsIn(item, key));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, inner]) => captionsIn(inner, name));
  return [];
}

/** Letter-spaced type comes out of a PDF with spaces between letters: compare without any. */
const squashed = (text: string) => text.replace(/\s+/g, '');

async function signUp(request: APIRequestContext) {
  const answer = await request.post('/api/auth/signup', {
    data: {
      name: 'Print Tester',
      email: `pdf-${randomUUID().slice(0, 8)}@example.com`,
      password: 'strong-pass-1',
    },
  });
  expect(answer.status()).toBe(201);
  return { Authorization: `Bearer ${(await answer.json()).data.token}` };
}

async function createPortfolio(
  request: APIRequestContext,
  auth: Record<string, string>,
  template: TemplateDefinition,
  title: string,
): Promise<Portfolio> {
  const created = await request.post('/api/portfolios', {
    headers: auth,
    data: { title, templateId: template.id },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).data.portfolio;
}

async function fetchPdf(request: APIRequestContext, auth: Record<string, string>, path: string) {
  const answer = await request.get(path, { headers: auth, timeout: 90_000 });
  expect(answer.status(), await answer.text().catch(() => '')).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  const body = await answer.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  return { body, disposition: answer.headers()['content-disposition'] ?? '' };
}

for (const template of listTemplates()) {
  test(`${template.name}: the PDF is the designed page, paged, with nothing to click`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const auth = await signUp(request);
    const title = `${template.name} Print ${randomUUID().slice(0, 4)}`;
    const portfolio = await createPortfolio(request, auth, template, title);
    const content = normalizeContent(portfolio.content);
    const name = identityOf(template, content).name as string;
    const projects = projectsOf(template, content).map((project) => project.title ?? '');
    expect(name, 'the template names its designer').toBeTruthy();
    expect(projects.length, 'the sample content shows projects').toBeGreaterThan(0);

    const { body, disposition } = await fetchPdf(
      request,
      auth,
      `/api/portfolios/${portfolio.id}/pdf`,
    );
    expect(disposition).toBe(
      `attachment; filename="${title.toLowerCase().replace(/\s+/g, '-')}.pdf"`,
    );
    // Kept beside the test's results, for a person to look at.
    await writeFile(test.info().outputPath(`${template.id}.pdf`), body);
    const pages = await readPdf(body);

    // Each section fits on a page of its own or shares one, and keeping a picture or a heading
    // whole moves at most a little onto a next page: at most one page per section and two more.
    // At least two: the sample's screen-high hero and its projects never share one page.
    const sections = content.sections.filter((section) => !section.hidden).length;
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.length).toBeLessThanOrEqual(sections + 2);

    // The footer of every page: the designer's name and "3 / 7", set in the page's own text face,
    // not the system's.
    const footerFonts = pages.flatMap((page) => page.numberFonts);
    expect(footerFonts).toHaveLength(pages.length);
    for (const font of footerFonts)
      expect(font, 'the footer face').not.toMatch(
        /DejaVu|Liberation|Noto|Cantarell|Arial|Helvetica/i,
      );
    pages.forEach((page, index) => {
      expect(page.text, `page ${index + 1}`).toContain(name);
      expect(page.text, `page ${index + 1}`).toContain(`${index + 1} / ${pages.length}`);
    });
    const all = pages.map((page) => page.text).join(' ');
    for (const project of projects) expect(squashed(all)).toContain(squashed(project));
    // Every caption, including the ones a wide screen shows only on hover.
    for (const caption of captionsIn(content))
      expect(squashed(all), `the caption "${caption}"`).toContain(squashed(caption));

    // Nothing to click: no "Back to top", no brief form.
    expect(squashed(all).toLowerCase()).not.toContain('backtotop');
    for (const label of Object.values(BRIEF_LABELS))
      expect(all, `the form's "${label}" label`).not.toMatch(new RegExp(`\\b${label}\\b`));

    // The last page carries the end of the page, not only a trailing line and the footer.
    const footer = `${name} ${pages.length} / ${pages.length}`;
    const lastWords = squashed(pages.at(-1)!.text.replace(footer, ''));
    expect(lastWords.length, `last page: ${pages.at(-1)!.text}`).toBeGreaterThan(80);
  });
}

test('a case study prints as its own PDF, and only for its owner', async ({ request }) => {
  test.setTimeout(120_000);
  const [template] = listTemplates();
  const auth = await signUp(request);
  const portfolio = await createPortfolio(request, auth, template!, 'Case Print');
  const [project] = projectsOf(template!, normalizeContent(portfolio.content));
  const studyTitle = `Wayfinding for a library ${randomUUID().slice(0, 4)}`;
  const saved = await request.put(`/api/portfolios/${portfolio.id}`, {
    headers: auth,
    data: {
      version: portfolio.version,
      caseStudies: { [project!.id]: newCaseStudy({ ...project, title: studyTitle }) },
    },
  });
  expect(saved.status()).toBe(200);
  const path = `/api/portfolios/${portfolio.id}/case-studies/${project!.id}/pdf`;

  const { body, disposition } = await fetchPdf(request, auth, path);
  expect(disposition).toMatch(
    /^attachment; filename="case-print-wayfinding-for-a-library-.*\.pdf"$/,
  );
  const pages = await readPdf(body);
  expect(squashed(pages[0]!.text)).toContain(squashed(studyTitle));
  const name = identityOf(template!, normalizeContent(portfolio.content)).name as string;
  expect(pages[0]!.text).toContain(`${name} 1 / ${pages.length}`);

  // Nobody else: no token is 401, another designer's is the 404 of a missing portfolio.
  expect((await request.get(path, { headers: {} })).status()).toBe(401);
  const stranger = await signUp(request);
  expect((await request.get(path, { headers: stranger })).status()).toBe(404);
  const missing = `/api/portfolios/${portfolio.id}/case-studies/no-such-project/pdf`;
  expect((await request.get(missing, { headers: auth })).status()).toBe(404);
});

test('pictures print at their full uploaded size, not the screen’s smaller copy', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const template = listTemplates().find(
    (candidate) => projectsOf(candidate, candidate.defaultContent).length > 0,
  )!;
  const auth = await signUp(request);
  // Noise, so the encoder keeps every pixel it is given.
  const width = 3000;
  const pixels = Buffer.alloc(width * 2000 * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7919) % 251;
  const upload = await request.post('/api/upload/single', {
    headers: auth,
    multipart: {
      image: {
        name: 'poster.png',
        mimeType: 'image/png',
        buffer: await sharp(pixels, { raw: { width, height: 2000, channels: 3 } })
          .png()
          .toBuffer(),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const uploaded = (await upload.json()).data as { url: string; width: number };

  const portfolio = await createPortfolio(request, auth, template, 'Sharp Print');
  const content = structuredClone(portfolio.content) as {
    sections: Array<{ type: string; content: Record<string, unknown> }>;
  };
  // Every project shows the upload (the projects' image field is `image` in every template).
  for (const section of content.sections)
    for (const list of Object.values(section.content))
      if (Array.isArray(list))
        for (const item of list)
          if (item && typeof item === 'object' && 'image' in item) item.image = uploaded.url;
  const saved = await request.put(`/api/portfolios/${portfolio.id}`, {
    headers: auth,
    data: { version: portfolio.version, content },
  });
  expect(saved.status()).toBe(200);

  const pages = await readPdf(
    (await fetchPdf(request, auth, `/api/portfolios/${portfolio.id}/pdf`)).body,
  );
  const widths = pages.flatMap((page) => page.imageWidths);
  // A project picture is about half the page wide: on screen it would load the 960 or 1600 copy.
  expect(Math.max(0, ...widths)).toBe(uploaded.width);
});

test('Export PDF in the builder saves first, shows its progress and downloads the PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [template] = listTemplates();
  const designer = await signedUpByApi(page, 'Pia Printer');
  await openNewPortfolioByApi(page, designer, template!.id);
  // An unsaved edit: the PDF must show it.
  const title = `Printed ${randomUUID().slice(0, 6)}`;
  await page.getByRole('button', { name: 'Portfolio Settings' }).click();
  await page.getByLabel('Portfolio Title').fill(title);
  await page.getByRole('button', { name: 'Done' }).click();

  const download = page.waitForEvent('download', { timeout: 90_000 });
  await page.getByRole('button', { name: 'Export PDF' }).click();
  await expect(page.getByRole('button', { name: 'Preparing PDF…' })).toBeDisabled();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${title.toLowerCase().replace(/\s+/g, '-')}.pdf`);
  const pdf = await readFile((await file.path())!);
  expect(pdf.toString('latin1')).toContain(`/Title (${title})`);
  const pages = await readPdf(pdf);
  expect(pages[0]!.text).not.toContain('Save Draft');
  await expect(page.getByText('PDF downloaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('PDF in the case-study editor saves the edit first and downloads the case study', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [template] = listTemplates();
  const designer = await signedUpByApi(page, 'Cas Printer');
  const { id: portfolioId } = await portfolioByApi(page, designer, template!.id);
  const project = projectsOf(template!, template!.defaultContent)[0]!;
  await page.goto(`/portfolio-builder/${portfolioId}/case-study/${project.id}`);
  // Typed, not saved: the PDF must have it.
  const title = `Signage, start to finish ${randomUUID().slice(0, 4)}`;
  const titleField = page
    .getByRole('region', { name: 'Case study' })
    .getByLabel('Case study title', { exact: true });
  await titleField.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(title);
  await page.keyboard.press('Enter');
  await expect(titleField).toHaveText(title);

  const download = page.waitForEvent('download', { timeout: 90_000 });
  await page
    .getByRole('navigation', { name: 'Case study actions' })
    .getByRole('button', { name: 'Export PDF' })
    .click();
  await expect(page.getByRole('button', { name: 'Preparing PDF…' })).toBeDisabled();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-signage-start-to-finish-.*\.pdf$/);
  const pages = await readPdf(await readFile((await file.path())!));
  expect(squashed(pages[0]!.text)).toContain(squashed(title));
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
});
