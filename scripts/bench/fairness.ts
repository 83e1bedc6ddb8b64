// Fair use of image work: /api/health and another user's small JPEG while one user uploads four
// camera photos or heavy GIFs at once.
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { longGif } from '../support/gif';
import { healthSampler } from '../support/health-sampler';
import { percentile } from '../stats';
import type { BenchServer, RecordFigure } from './shared';
import { cameraJpeg } from './uploads';

/** The form POST /api/upload/single takes; made before any clock starts (copying 25 MB takes a while). */
function uploadForm(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** One image sent as POST /api/upload/single does it; its status and how long it took. */
async function timedUpload(origin: string, token: string, form: FormData) {
  const start = performance.now();
  const response = await fetch(`${origin}/api/upload/single`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const answer = (await response.json()) as { message?: string };
  return { status: response.status, ms: performance.now() - start, message: answer.message ?? '' };
}

/**
 * Fair use of image work: /api/health and another user's small JPEG while one user uploads four
 * camera photos or heavy GIFs at once (issue 15: two such GIFs held a 640×480 JPEG up for 21.5 s).
 */
export async function benchFairness({ origin, signUp }: BenchServer, record: RecordFigure) {
  const jpeg = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#3a6ea5' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="640" height="480"><circle cx="320" cy="240" r="160" fill="#fedcba"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
  const gif = { name: 'loop.gif', type: 'image/gif' };
  const scenarios = [
    {
      key: 'fairnessJpeg24',
      label: '4 concurrent 24 MP camera JPEGs',
      name: 'photo.jpg',
      type: 'image/jpeg',
      files: await Promise.all([0, 1, 2, 3].map(() => cameraJpeg())),
    },
    {
      ...gif,
      key: 'fairnessGif90',
      label: '4 concurrent 90-frame 1000×1000 GIFs (90 MP each, over the budget)',
      files: await Promise.all([0, 1, 2, 3].map((seed) => longGif(1000, 1000, 90, seed))),
    },
    {
      ...gif,
      key: 'fairnessGifUi24',
      label: '4 concurrent 24-frame 1000×1000 GIFs (24 MP each, at the budget; a square moves)',
      files: await Promise.all([0, 1, 2, 3].map((seed) => longGif(1000, 1000, 24, seed, 'spot'))),
    },
    {
      ...gif,
      key: 'fairnessGifVideo24',
      label:
        '4 concurrent 24-frame 1000×1000 GIFs (24 MP each, at the budget; every pixel changes)',
      files: await Promise.all([0, 1, 2, 3].map((seed) => longGif(1000, 1000, 24, seed))),
    },
  ];
  for (const { key, label, files, name, type } of scenarios) {
    const heavy = await signUp(`Heavy ${key}`);
    const light = await signUp(`Light ${key}`);
    // Warm: the server has made an image and answered a health check before the clock starts.
    await timedUpload(origin, light.token, uploadForm(jpeg, 'warm.jpg', 'image/jpeg'));
    // Made now: the bench's own copying would otherwise delay the health checks it times.
    const forms = files.map((file) => uploadForm(file, name, type));
    const otherForm = uploadForm(
      Buffer.concat([jpeg, Buffer.from(key)]),
      'photo.jpg',
      'image/jpeg',
    );
    const sampler = healthSampler(origin);
    await sampler.ready;
    const uploads = forms.map((form) => timedUpload(origin, heavy.token, form));
    // The small upload arrives while the big ones are being read and processed.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const other = await timedUpload(origin, light.token, otherForm);
    const heavyResults = await Promise.all(uploads);
    const latencies = await sampler.stop();
    const statuses = [...heavyResults, other].map((result) => result.status);
    if (statuses.some((status) => status !== 201))
      throw new Error(`${key}: uploads answered ${statuses.join(', ')}`);
    const times = heavyResults.map((result) => result.ms / 1000);
    const still = heavyResults.filter((result) => result.message.includes('first frame')).length;
    record(`${key}HealthP99Ms`, percentile(latencies, 99), {
      figure: `/api/health p50 / p99 during ${label}`,
      value: `${percentile(latencies, 50).toFixed(0)} / ${percentile(latencies, 99).toFixed(0)} ms`,
      compared: `target p99 < 50 ms; ${latencies.length} checks, one every 20 ms`,
    });
    record(`${key}HealthP50Ms`, percentile(latencies, 50));
    record(`${key}OtherJpegMs`, other.ms, {
      figure: `Another user's 640×480 JPEG upload during them`,
      value: `${other.ms.toFixed(0)} ms`,
      compared: `the big uploads took ${Math.min(...times).toFixed(1)}–${Math.max(...times).toFixed(1)} s${type === gif.type ? `, ${files.length - still} of ${files.length} kept animated; issue 15: 21.5 s behind two GIFs` : ''}`,
    });
  }
}
