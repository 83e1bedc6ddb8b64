// The dashboard's list of 50 portfolios (issue 22): the bytes it sends and the requests per second it
// serves, as summaries (what the dashboard asks for) beside whole documents (`?fields=full`, what the
// list answered before).
import http from 'node:http';
import { listTemplates } from '../../templates';
import { kb, type BenchServer, type RecordFigure } from './shared';

const PORTFOLIOS = 50;

/** The body's bytes as sent, uncompressed and with gzip. */
function bodyBytes(url: string, token: string, encoding: 'identity' | 'gzip') {
  return new Promise<number>((resolve, reject) =>
    http
      .get(
        url,
        { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } },
        (response) => {
          if (response.statusCode !== 200)
            return reject(new Error(`${url} answered ${response.statusCode}`));
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => resolve(bytes));
        },
      )
      .on('error', reject),
  );
}

export async function benchPortfolioList(
  { origin, call, signUp }: BenchServer,
  record: RecordFigure,
) {
  const { token } = await signUp('List Bench');
  const templates = listTemplates();
  for (let n = 0; n < PORTFOLIOS; n++) {
    const template = templates[n % templates.length]!;
    const created = await call(
      'POST',
      '/api/portfolios',
      { title: `Portfolio ${n + 1}`, templateId: template.id },
      token,
    );
    if (created.status !== 201) throw new Error(`creating a portfolio answered ${created.status}`);
  }

  const { default: autocannon } = await import('autocannon');
  const load = (url: string) =>
    new Promise<number>((resolve, reject) =>
      autocannon(
        {
          url,
          connections: 10,
          duration: 6,
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
        },
        (error, result) => {
          if (error) return reject(error);
          if (result.errors || result.non2xx)
            return reject(new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`));
          resolve(result.requests.average);
        },
      ),
    );

  const list = `${origin}/api/portfolios/user/me`;
  // Both answers warmed alike before either is timed.
  for (let round = 0; round < 50; round++) {
    await bodyBytes(list, token, 'gzip');
    await bodyBytes(`${list}?fields=full`, token, 'gzip');
  }
  const figures = [];
  for (const [kind, url] of [
    ['summaries', list],
    ['whole documents', `${list}?fields=full`],
  ] as const) {
    figures.push({
      kind,
      bytes: await bodyBytes(url, token, 'identity'),
      gzip: await bodyBytes(url, token, 'gzip'),
      rps: await load(url),
    });
  }
  const [summaries, whole] = figures as [(typeof figures)[0], (typeof figures)[0]];
  record('portfolioListBytes', summaries.bytes, {
    figure: `Dashboard list of ${PORTFOLIOS} portfolios: bytes (gzip on the wire)`,
    value: `${kb(summaries.bytes, 1)} (${kb(summaries.gzip, 1)})`,
    compared: `whole documents ${kb(whole.bytes, 1)} (${kb(whole.gzip, 1)})`,
  });
  record('portfolioListRps', summaries.rps, {
    figure: `Dashboard list of ${PORTFOLIOS} portfolios: requests per second (10 connections, 6 s)`,
    value: summaries.rps.toFixed(0),
    compared: `whole documents ${whole.rps.toFixed(0)} req/s`,
  });
}
