import { config } from 'zod';

// zod would otherwise probe `new Function` when it builds a schema, which our CSP forbids.
// Imported first by main.tsx, before any module defines a schema.
config({ jitless: true });
