// The server's entry: asset imports must be stubbed before any module imports templates/.
import './register-asset-hooks';

// React's server renderer is several times slower in its development build: production unless told.
process.env.NODE_ENV ??= 'production';

await import('./main');
