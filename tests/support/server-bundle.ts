import { bundleServer } from '../../scripts/bundle-server';

/** Vitest's global setup: the tests that start server processes run the source as it is now. */
export default bundleServer;
