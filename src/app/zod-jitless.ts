// The browser build resolves `import ... from 'zod'` to this module (vite.config.ts), so whichever
// chunk first defines a schema sets this first, and pages without schemas never download zod.
// zod would otherwise probe `new Function` when it builds a schema, which our CSP forbids.
import { config } from 'zod/v4';

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';

config({ jitless: true });
