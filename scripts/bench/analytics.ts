// Analytics figures, in process against the server's own PGlite on disk: what the page beacon costs
// the server, and how fast an owner's 90-day report answers over a million stored views.
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { analyticsCounts, analyticsDays, analyticsPageDays } from '../../server/db/schema';
import { percentile } from '../stats';
import type { RecordFigure } from './shared';

const DAYS = 90;
const VIEWS_PER_DAY = 11_112; // 90 days: 1,000,080 views
const PAGES = 12;
const REFERRERS = 60;
const OTHER_PORTFOLIOS = 100;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const ms = (values: number[], p: number) => percentile(values, p).toFixed(2);

export async function benchAnalytics(record: RecordFigure) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-analytics-'));
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      STATIC_DIR: path.join(dataDir, 'no-build'),
    }),
  );
  try {
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Analytics Bench', email: 'analytics@bench.test', password: 'bench-pass' },
    });
    const auth = { authorization: `Bearer ${signup.json().data.token}` };
    const created = (
      await app.inject({ method: 'POST', url: '/api/portfolios', headers: auth, payload: {} })
    ).json().data.portfolio;
    await app.inject({
      method: 'PUT',
      url: `/api/portfolios/${created.id}`,
      headers: auth,
      payload: { version: created.version, slug: 'analytics-bench', published: true },
    });

    // The beacon: each post a new visitor (its own address), so every one writes all its rows.
    const beacon = (n: number) =>
      app.inject({
        method: 'POST',
        url: '/portfolio/analytics-bench/views',
        remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        headers: { 'user-agent': BROWSER, host: 'folio.test' },
        payload: { referrer: `site-${n % 20}.example` },
      });
    for (let n = 0; n < 50; n++) await beacon(n);
    const beaconTimes: number[] = [];
    for (let n = 50; n < 1050; n++) {
      const start = performance.now();
      const answer = await beacon(n);
      beaconTimes.push(performance.now() - start);
      if (answer.statusCode !== 204) throw new Error(`beacon answered ${answer.statusCode}`);
    }
    record('analyticsBeaconP95Ms', percentile(beaconTimes, 95), {
      figure: 'Analytics: a page beacon (POST /portfolio/{slug}/views), new visitor',
      value: `p95 ${ms(beaconTimes, 95)} ms`,
      compared: `p50 ${ms(beaconTimes, 50)} ms; a separate request: the page request adds 0 ms`,
    });

    // A million views as aggregates on the measured portfolio, among others' rows.
    const seedStart = performance.now();
    await app.db.execute(sql`
      insert into portfolios (user_id, title, template_id, content)
      select ${signup.json().data.user.id}::uuid, 'Other ' || n, 'echelon', '{}'::jsonb
      from generate_series(1, ${OTHER_PORTFOLIOS}) as n`);
    const seed = (ids: ReturnType<typeof sql>) =>
      app.db.execute(sql`
      with target as (${ids}),
           days as (select (current_date - n)::date as day from generate_series(0, ${DAYS - 1}) as n)
      , a as (insert into analytics_days (portfolio_id, day, views, visitors)
          select id, day, ${VIEWS_PER_DAY}, ${VIEWS_PER_DAY / 3} from target, days
          on conflict (portfolio_id, day) do update set views = excluded.views, visitors = excluded.visitors)
      , b as (insert into analytics_page_days (portfolio_id, day, page, views, visitors)
          select id, day, case when p = 0 then '' else 'project-' || p end, ${VIEWS_PER_DAY / PAGES}, 300
          from target, days, generate_series(0, ${PAGES - 1}) as p
          on conflict do nothing)
      insert into analytics_counts (portfolio_id, day, dimension, key, count)
      select id, day, 'referrer', 'site-' || r || '.example', 100 + r
        from target, days, generate_series(1, ${REFERRERS}) as r
      union all select id, day, 'device', d, 3000 from target, days,
        unnest(array['phone', 'tablet', 'desktop']) as d
      union all select id, day, 'lightbox', case when p = 0 then '' else 'project-' || p end, 40
        from target, days, generate_series(0, ${PAGES - 1}) as p
      union all select id, day, 'enquiry', '', 2 from target, days
      on conflict do nothing`);
    await seed(sql`select id from portfolios where title like 'Other %'`);
    await seed(sql`select ${created.id}::uuid as id`);
    await app.db.execute(sql`analyze`);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const report = () =>
      app.inject({
        method: 'GET',
        url: `/api/portfolios/${created.id}/analytics?days=90`,
        headers: auth,
      });
    const first = (await report()).json().data.analytics;
    if (first.totals.views < 1_000_000) throw new Error(`seeded ${first.totals.views} views only`);
    const reportTimes: number[] = [];
    for (let n = 0; n < 200; n++) {
      const start = performance.now();
      await report();
      reportTimes.push(performance.now() - start);
    }
    const rows =
      (await app.db.$count(analyticsDays)) +
      (await app.db.$count(analyticsPageDays)) +
      (await app.db.$count(analyticsCounts));
    record('analyticsReport90dP95Ms', percentile(reportTimes, 95), {
      figure: `Analytics: owner's 90-day report, ${first.totals.views.toLocaleString('en-US')} views stored`,
      value: `p95 ${ms(reportTimes, 95)} ms`,
      compared: `target <= 50 ms; p50 ${ms(reportTimes, 50)} ms; ${OTHER_PORTFOLIOS + 1} portfolios' aggregates (${rows.toLocaleString('en-US')} rows), seeded in ${seedSeconds.toFixed(1)} s`,
    });
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
