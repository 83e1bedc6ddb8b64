// The server's entry: asset imports must be stubbed before any module imports templates/.
import './register-asset-hooks';

await import('./main');
