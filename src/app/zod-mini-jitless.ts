// The browser build resolves `import ... from 'zod/mini'` to this module (vite.config.ts), as
// src/app/zod-jitless.ts does for zod: schemas never probe `new Function`, which our CSP forbids.
import { config } from 'zod/v4/mini';

export * from 'zod/v4/mini';

config({ jitless: true });
