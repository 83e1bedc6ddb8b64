// A section's layout is stored when its template offers it, refused in a sentence when not, and
// drawn on the published page.
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTemplates } from '../../templates';
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

const laidOut = listTemplates().flatMap((template) => {
  const definition = Object.values(template.sections).find(
    (candidate) => (candidate.variants?.length ?? 0) >= 2,
  );
  return definition ? [[template.id, template, definition] as const] : [];
});

describe.each(laidOut)('a %s portfolio', (_id, template, definition) => {
  async function portfolio() {
    const made = await app.inject({
      method: 'POST',
      url: '/api/portfolios',
      headers: auth,
      payload: { title: 'Laid out', templateId: template.id },
    });
    expect(made.statusCode).toBe(201);
    return made.json().data.portfolio as {
      id: string;
      version: number;
      content: { sections: Array<{ type: string; layout?: string }> };
    };
  }
  const withLayout = (layout: string) => {
    const content = structuredClone(template.defaultContent);
    content.sections.find((section) => section.type === definition.type)!.layout = layout;
    return content;
  };

  it(`stores the ${definition.title} section's layout and publishes it`, async () => {
    const { id, version } = await portfolio();
    const layout = definition.variants!.at(-1)!.id;
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${id}/draft`,
      headers: auth,
      payload: { version, content: withLayout(layout) },
    });
    expect(saved.statusCode).toBe(200);
    const stored = saved.json().data.portfolio.content.sections as Array<Record<string, unknown>>;
    expect(stored.find((section) => section.type === definition.type)!.layout).toBe(layout);

    const slug = `laid-out-${randomUUID().slice(0, 8)}`;
    const published = await app.inject({
      method: 'POST',
      url: `/api/portfolios/${id}/publish`,
      headers: auth,
      payload: { version: saved.json().data.portfolio.version, slug },
    });
    expect(published.statusCode).toBe(200);
    const html = (await app.inject({ url: `/portfolio/${slug}` })).body;
    expect(html).toMatch(
      new RegExp(`data-section="${definition.type}"[^>]*data-layout="${layout}"`),
    );
  });

  it('refuses a layout the section does not offer, naming it, and stores nothing', async () => {
    const { id, version } = await portfolio();
    const answer = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${id}/draft`,
      headers: auth,
      payload: { version, content: withLayout('wallpaper') },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      success: false,
      message: `“wallpaper” is not a layout the ${template.name} template offers for ${definition.title}.`,
    });
    const stored = await app.inject({ url: `/api/portfolios/${id}`, headers: auth });
    expect(stored.json().data.portfolio.version).toBe(version);
  });
});
