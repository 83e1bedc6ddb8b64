import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioContent } from '../../model/content';
import { getTemplate } from '../../templates';
import { buildTestApp, inMemoryPglite, signUp } from './helpers';

type Json = Record<string, unknown>;

describe('a refused save says what to fix in the designer’s words', () => {
  let app: FastifyInstance;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp(inMemoryPglite);
    ({ auth } = await signUp(app));
  });
  afterAll(() => app.close());

  const create = (payload: Json) =>
    app.inject({ method: 'POST', url: '/api/portfolios', headers: auth, payload });
  const contentOf = (templateId: string) =>
    structuredClone(getTemplate(templateId).defaultContent) as PortfolioContent;
  const sectionOf = (content: PortfolioContent, type: string) =>
    content.sections.find((section) => section.type === type)!;

  it('names a project’s image by its place in the list, and keeps the path for programs', async () => {
    const content = contentOf('echelon');
    const index = content.sections.findIndex((section) => section.type === 'work');
    (content.sections[index]!.content.projects as Json[])[1]!.image = 'javascript:alert(1)';
    const response = await create({ templateId: 'echelon', content });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Project 2 image: please use a valid image URL',
      errors: [
        {
          path: `content.sections.${index}.content.projects.1.image`,
          message: 'Project 2 image: please use a valid image URL',
        },
      ],
    });
  });

  it('names a field outside any list by its section’s title, on a save as on a create', async () => {
    const created = await create({ templateId: 'echelon' });
    const portfolio = created.json().data.portfolio;
    const content = contentOf('echelon');
    sectionOf(content, 'hero').content.image = 'ftp://example.com/me.jpg';
    const save = await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${portfolio.id}`,
      headers: auth,
      payload: { version: portfolio.version, content },
    });
    expect(save.statusCode).toBe(400);
    expect(save.json().message).toBe('Hero image: please use a valid image URL');
    expect(save.json().errors[0].path).toMatch(/^content\.sections\.\d+\.content\.image$/);
  });

  it('says what a value of the wrong kind should be', async () => {
    const content = contentOf('echelon');
    const hero = sectionOf(content, 'hero');
    hero.content.title = 42;
    const response = await create({ templateId: 'echelon', content });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Hero title: should be text');
  });

  it('uses the title the template gives the section', async () => {
    const content = contentOf('lumen');
    const hero = content.sections.find((section) => section.type === 'hero')!;
    const field = Object.keys(hero.content).find((key) => typeof hero.content[key] === 'string')!;
    hero.content[field] = 'x'.repeat(5000);
    const response = await create({ templateId: 'lumen', content });
    expect(response.statusCode).toBe(400);
    const title = getTemplate('lumen').sections.hero!.title;
    expect(response.json().message).toMatch(new RegExp(`^${title} .+: at most \\d+ characters$`));
  });

  it('names a section the template does not have by its place on the page', async () => {
    const response = await create({
      templateId: 'lumen',
      content: { version: 1, sections: [{ id: 'services', type: 'services', content: {} }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Section 1: the Lumen template has no "services" section');
  });
});
