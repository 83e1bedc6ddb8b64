// What a custom theme costs a visitor: for every registered template, its page with its own look
// and with the designer's (the last palette and pairing it offers, every slider at its far end),
// the bytes of CSS and fonts it downloads, and Lighthouse mobile on the themed page.
import type { Browser } from 'playwright-core';
import type { Styling } from '../../model/content';
import { listTemplates } from '../../templates';
import { declarationOf } from '../../templates/theme';
import type { TemplateDefinition } from '../../templates/types';
import { lighthouseMedian } from './lighthouse';
import { kb, type BenchServer, type RecordFigure } from './shared';

type Sizes = { stylesheet: number; font: number; document: number; script: number };

/** The look furthest from the template's own that it offers. */
function customTheme(template: TemplateDefinition): Styling {
  const theme = declarationOf(template);
  const palette = theme.palettes.at(-1);
  return {
    colors: { ...palette?.colors },
    fonts: {},
    ...(palette ? { palette: palette.id } : {}),
    ...(theme.pairings.length ? { pairing: theme.pairings.at(-1)!.id } : {}),
    scale: theme.scale.max,
    spacing: theme.spacing.max,
    radius: theme.radius.max,
    images: theme.images.at(-1),
  };
}

async function publish(
  server: BenchServer,
  token: string,
  template: TemplateDefinition,
  styling?: Styling,
) {
  const slug = `theme-${template.id}-${styling ? 'custom' : 'own'}`;
  const created = await server.call(
    'POST',
    '/api/portfolios',
    { title: `${template.name} bench`, templateId: template.id, ...(styling ? { styling } : {}) },
    token,
  );
  if (created.status !== 201 && created.status !== 200)
    throw new Error(`${template.id}: ${JSON.stringify(created.body)}`);
  const id = created.body.data.portfolio.id;
  await server.call('PUT', `/api/portfolios/${id}`, { version: 1, slug, published: true }, token);
  return `${server.origin}/portfolio/${slug}`;
}

/** What a first visit downloads, by kind, as the browser got it (brotli). */
async function downloads(browser: Browser, url: string): Promise<Sizes> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const sizes: Sizes = { stylesheet: 0, font: 0, document: 0, script: 0 };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const kind = request.resourceType() as keyof Sizes;
    if (kind in sizes)
      pending.push(
        request.sizes().then(({ responseBodySize }) => void (sizes[kind] += responseBodySize)),
      );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await page.close();
  return sizes;
}

export async function benchThemes(
  server: BenchServer,
  record: RecordFigure,
  chromium: { launch: (options: object) => Promise<Browser> },
  chrome: { path: string; args: string[] },
) {
  const { token } = await server.signUp('Theme Bench');
  const browser = await chromium.launch({ executablePath: chrome.path, args: chrome.args });
  try {
    for (const template of listTemplates()) {
      const own = await downloads(browser, await publish(server, token, template));
      if (!template.theme) {
        record(`themeCss_${template.id}`, own.stylesheet, {
          figure: `${template.name}: CSS / fonts downloaded, brotli (declares no theme)`,
          value: `${kb(own.stylesheet, 1)} / ${kb(own.font, 1)}`,
          compared: 'its own look only',
        });
        continue;
      }
      const themedUrl = await publish(server, token, template, customTheme(template));
      const themed = await downloads(browser, themedUrl);
      record(`themeCss_${template.id}`, themed.stylesheet, {
        figure: `${template.name}: CSS / fonts downloaded, brotli, own look → custom theme`,
        value: `${kb(own.stylesheet, 1)} / ${kb(own.font, 1)} → ${kb(themed.stylesheet, 1)} / ${kb(themed.font, 1)}`,
        compared: `JS ${kb(own.script, 1)} → ${kb(themed.script, 1)}; HTML ${kb(own.document, 1)} → ${kb(themed.document, 1)}`,
      });
      const lighthouse = await lighthouseMedian(themedUrl, chrome);
      record(`themeLighthouse_${template.id}`, lighthouse.score, {
        figure: `${template.name}, custom theme: Lighthouse mobile performance (median of 3)`,
        value: String(lighthouse.score),
        compared: `target 98; CLS ${lighthouse.cls.toFixed(3)} (target ≤ 0.01); LCP ${(lighthouse.lcp / 1000).toFixed(2)} s`,
      });
    }
  } finally {
    await browser.close();
  }
}
