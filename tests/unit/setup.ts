import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor end as soon as their state shows; the limit only matters on a loaded machine,
// where the first import of a lazy route alone can take over the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
