// Where the build leaves the manifest of the published page's one script (vite.config.ts writes it,
// server/pages/document.ts reads it); a file of its own so the Vite config can import it as it is.

/** The published page's script is built third, alone, so it shares no chunk with the app. */
export const ISLANDS_MANIFEST_FILE = '.vite/islands-manifest.json';
