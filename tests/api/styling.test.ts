// A portfolio's look is stored only within what its template offers, and reaches the page as CSS
// variables once published.
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTemplates } from '../../templates';
import { FONTS, withFallback } from '../../templates/shared/fonts';
import { declarationOf } from '../../templates/theme';
import { buildTestApp, inMemoryPglite, signUp } from './helpers';

let app: FastifyInstance;
let auth: { authorization: string };

beforeAll(async () => {
  app = await buildTestApp(inMemoryPglite);
  ({ auth } = await signUp(app));
});
afterAll(async () => {
  await app.close();
});

async function created(templateId: string, styling?: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/portfolios',
    headers: auth,
    payload: { title: 'Styled', templateId, ...(styling ? { styling } : {}) },
  });
}

const declared = listTemplates().filter((template) => template.theme);
describe.each(declared.map((template) => [template.id, template] as const))(
  'the styling of a %s portfolio',
  (_id, template) => {
    const declaration = declarationOf(template);
    const palette = declaration.palettes.at(-1)!;
    const pairing = declaration.pairings.at(-1)!;
    const chosen = {
      colors: palette.colors,
      fonts: {},
      palette: palette.id,
      pairing: pairing.id,
      scale: declaration.scale.max,
      spacing: declaration.spacing.min,
      radius: declaration.radius.max,
      images: 'monochrome',
    };

    it('is saved as chosen, and the published page draws with it', async () => {
      const made = await created(template.id);
      const { id, version } = made.json().data.portfolio;
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/portfolios/${id}/draft`,
        headers: auth,
        payload: { version, styling: chosen },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.portfolio.styling).toEqual(chosen);
      const slug = `styled-${randomUUID().slice(0, 8)}`;
      const published = await app.inject({
        method: 'POST',
        url: `/api/portfolios/${id}/publish`,
        headers: auth,
        payload: { version: saved.json().data.portfolio.version, slug },
      });
      expect(published.statusCode).toBe(200);
      const html = (await app.inject({ url: `/portfolio/${slug}` })).body;
      const root = new RegExp(
        `<div class="${template.rootClass}" style="([^"]*)" data-images="monochrome"`,
      ).exec(html);
      expect(root, 'the Frame root carries the look').not.toBeNull();
      const style = root![1]!.replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
      expect(style).toContain(`--theme-scale:${declaration.scale.max}`);
      expect(style).toContain(`--theme-space:${declaration.spacing.min}`);
      expect(style).toContain(`--theme-radius:${declaration.radius.max}px`);
      expect(style).toContain(palette.colors.background);
      expect(style).toContain(withFallback(FONTS[pairing.heading].family));
    });

    it('refuses a value the template does not offer, saying which, and stores nothing', async () => {
      const made = await created(template.id);
      const { id, version } = made.json().data.portfolio;
      const refusals: Array<[object, string]> = [
        [
          { scale: declaration.scale.max + 0.5 },
          `Type scale must be between ${declaration.scale.min} and ${declaration.scale.max}`,
        ],
        [
          { fonts: { heading: "'Comic Sans MS', cursive" } },
          `“'Comic Sans MS', cursive” is not a font the ${template.name} template offers`,
        ],
        [
          { pairing: 'papyrus' },
          `“papyrus” is not a font pairing the ${template.name} template offers`,
        ],
        [
          { radius: declaration.radius.max + 1 },
          `Corner radius must be between ${declaration.radius.min} and ${declaration.radius.max}`,
        ],
      ];
      for (const [change, message] of refusals) {
        const answer = await app.inject({
          method: 'PUT',
          url: `/api/portfolios/${id}/draft`,
          headers: auth,
          payload: { version, styling: { colors: {}, fonts: {}, ...change } },
        });
        expect(answer.statusCode, JSON.stringify(change)).toBe(400);
        expect(answer.json()).toMatchObject({ success: false, message });
      }
      const stored = await app.inject({ url: `/api/portfolios/${id}`, headers: auth });
      expect(stored.json().data.portfolio.version).toBe(version);
      expect(stored.json().data.portfolio.styling).toEqual({ colors: {}, fonts: {} });
      // A new portfolio too.
      const refused = await created(template.id, { colors: {}, fonts: {}, spacing: 40 });
      expect(refused.statusCode).toBe(400);
    });

    it('keeps, when switched to another template, only what that template offers', async () => {
      const made = await created(template.id, chosen);
      expect(made.statusCode).toBe(201);
      const { id, version } = made.json().data.portfolio;
      const other = listTemplates().find((candidate) => candidate.id !== template.id)!;
      const switched = await app.inject({
        method: 'PUT',
        url: `/api/portfolios/${id}/template`,
        headers: auth,
        payload: { version, templateId: other.id },
      });
      expect(switched.statusCode).toBe(200);
      const styling = switched.json().data.portfolio.styling;
      const offers = declarationOf(other);
      expect(styling.colors).toEqual(chosen.colors);
      expect(styling.palette).toBe(
        offers.palettes.some((p) => p.id === palette.id) ? palette.id : undefined,
      );
      expect(styling.pairing).toBe(
        offers.pairings.some((p) => p.id === pairing.id) ? pairing.id : undefined,
      );
    });
  },
);
