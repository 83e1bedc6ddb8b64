// Saves of a 500 KB document over HTTP: the round trip p50 / p95 of 50 saves, each answered with the
// saved document, on the database the server was started with (PGlite or PostgreSQL).
import { performance } from 'node:perf_hooks';
import { percentile } from '../stats';
import { largeContent } from './editor';
import { kb, type BenchServer, type RecordFigure } from './shared';

/** A document of 500 KB: the large portfolio with more work sections of long project texts. */
async function halfMegabyteContent() {
  const content = (await largeContent()) as {
    version: number;
    sections: Array<{ id: string; type: string; content: Record<string, unknown> }>;
  };
  const work = content.sections.find((section) => section.type === 'work')!;
  const story = 'Form follows feeling; the grid holds the story while the type carries its voice. ';
  for (let k = 0; Buffer.byteLength(JSON.stringify(content)) < 500 * 1024; k++)
    content.sections.splice(-1, 0, {
      id: `more-work-${k}`,
      type: 'work',
      content: {
        heading: `More work ${k}`,
        projects: (work.content.projects as object[]).map((project, n) => ({
          ...project,
          id: `more-${k}-${n}`,
          description: story.repeat(23),
        })),
      },
    });
  return content;
}

export async function benchSaves(
  { call, signUp }: BenchServer,
  record: RecordFigure,
  databaseName: string,
) {
  const { token } = await signUp(`Save Bench ${databaseName}`);
  const content = await halfMegabyteContent();
  const created = await call('POST', '/api/portfolios', { title: 'Saves', content }, token);
  if (created.status !== 201) throw new Error(`could not create: ${created.body.message}`);
  const { id } = created.body.data.portfolio;
  let version: number = created.body.data.portfolio.version;
  const bytes = Buffer.byteLength(JSON.stringify(content));
  const times: number[] = [];
  for (let save = 0; save < 60; save++) {
    content.sections[0]!.content.title = `Save ${save}`;
    const start = performance.now();
    const answer = await call('PUT', `/api/portfolios/${id}`, { version, content }, token);
    if (save >= 10) times.push(performance.now() - start); // the first ten warm up
    if (answer.status !== 200)
      throw new Error(`save answered ${answer.status}: ${answer.body.message}`);
    version = answer.body.data.portfolio.version;
  }
  const key = databaseName === 'PGlite' ? 'savePglite' : 'savePostgres';
  record(`${key}P95Ms`, percentile(times, 95), {
    figure: `Save round trip p50 / p95, ${kb(bytes)} document, ${databaseName}`,
    value: `${percentile(times, 50).toFixed(0)} / ${percentile(times, 95).toFixed(0)} ms`,
    compared: `${times.length} saves over HTTP on loopback; answer carries the saved document`,
  });
  record(`${key}P50Ms`, percentile(times, 50));
}
