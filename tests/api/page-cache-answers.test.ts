import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listTemplates } from '../../templates';
import { caseStudyAddresses, caseStudyPath } from '../../templates/case-study-addresses';
import { projectsOf } from '../../templates/projects';
import { newCaseStudy } from '../../model/case-study';
import { buildTestApp, inMemoryPglite } from './helpers';

// Issue 38: a cached page was answered twice (the route awaited the sent reply, a thenable, got
// undefined back and ran its not-found path too), and Fastify logged FST_ERR_REP_ALREADY_SENT.
// And logging at info cost a quarter of the throughput: two detailed lines per hit, now one short one.
let app: FastifyInstance;
const log: string[] = [];
beforeAll(async () => {
  app = await buildTestApp(
    inMemoryPglite,
    { logLevel: 'info' },
    { logStream: { write: (line: string) => void log.push(line) } },
  );
});
afterAll(() => app.close());

it('answers 1,000 cached page requests once each, with no error in the log', async () => {
  const template = listTemplates()[0]!;
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Ode Vail', email: `${randomUUID()}@example.com`, password: 'secret123' },
  });
  const auth = { authorization: `Bearer ${signup.json().data.token}` };
  const project = projectsOf(template, template.defaultContent)[0]!;
  const caseStudies = { [project.id]: newCaseStudy({ title: 'A public study' }) };
  const created = await app.inject({
    method: 'POST',
    url: '/api/portfolios',
    headers: auth,
    payload: { title: 'Ode Vail', templateId: template.id, content: template.defaultContent },
  });
  const { id } = created.json().data.portfolio;
  const slug = `ode-${id.slice(0, 8)}`;
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/portfolios/${id}`,
    headers: auth,
    payload: { version: 1, slug, caseStudies, published: true },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const study = caseStudyPath(
    slug,
    caseStudyAddresses(template, template.defaultContent, caseStudies)[0]!.slug,
  );

  const first = await app.inject({ url: `/portfolio/${slug}` });
  const etag = String(first.headers.etag);
  const asked = [
    {},
    { 'accept-encoding': 'br' },
    { 'accept-encoding': 'gzip' },
    { 'if-none-match': etag },
  ];
  log.length = 0;
  const statuses = new Map<number, number>();
  for (let round = 0; round < 250; round++) {
    for (const headers of asked) {
      const url = round % 2 ? study : `/portfolio/${slug}`;
      const response = await app.inject({ url, headers });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
  }
  expect(Object.fromEntries(statuses)).toEqual({ 200: 875, 304: 125 });
  const problems = log.filter((line) => JSON.parse(line).level >= 40);
  expect(problems).toEqual([]);
  expect(log.join('')).not.toContain('FST_ERR_REP_ALREADY_SENT');
  // At info, one short line per page hit, and no request or response objects in it.
  expect(log).toHaveLength(1000);
  for (const line of log) {
    const entry = JSON.parse(line);
    expect(entry.msg).toMatch(/^GET \/portfolio\/\S+ (200|304) \d+\.\dms$/);
    expect(entry).not.toHaveProperty('req');
    expect(entry).not.toHaveProperty('res');
  }
});

it('writes the request and the answer, with their details, at debug', async () => {
  const lines: string[] = [];
  const detailed = await buildTestApp(
    inMemoryPglite,
    { logLevel: 'debug' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  try {
    lines.length = 0;
    await detailed.inject({ url: '/api/health' });
    const entries = lines.map((line) => JSON.parse(line));
    const incoming = entries.find((entry) => entry.msg === 'incoming request');
    const completed = entries.find((entry) => entry.msg === 'request completed');
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/api/health' });
    expect(completed?.res).toMatchObject({ statusCode: 200 });
    expect(entries.filter((entry) => /^GET \/api\/health/.test(entry.msg))).toEqual([]);
  } finally {
    await detailed.close();
  }
});
