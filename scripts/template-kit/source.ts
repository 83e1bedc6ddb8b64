import { readFileSync } from 'node:fs';
import { filesUnder } from './files';
import { shown, type Problem } from './problems';

// What a template's own files may not contain, read line by line: HTML written as a string into the
// page, and fonts, pictures, styles or scripts fetched from another server.

const CODE = /\.(tsx?|jsx?|mjs|cjs)$/;
const STYLES = /\.css$/;
/** An address a browser fetches: a file of these kinds, or a host that serves fonts or code. */
const FETCHED =
  /https?:\/\/(?:(?:fonts\.googleapis\.com|fonts\.gstatic\.com|use\.typekit\.net|cdn\.jsdelivr\.net|unpkg\.com|cdnjs\.cloudflare\.com|images\.unsplash\.com)[^\s'"`)]*|[^\s'"`)]+\.(?:woff2?|ttf|otf|css|m?js|png|jpe?g|gif|svg|webp|avif)\b[^\s'"`)]*)/i;
/** In a style sheet every address is fetched (url(), @import). */
const ANY_URL = /https?:\/\/[^\s'"`)]+/i;

/** Each line of the folder's files of one kind that matches, with its number. */
function linesMatching(folder: string, kind: RegExp, pattern: RegExp) {
  return filesUnder(folder)
    .filter((file) => kind.test(file) && !file.endsWith('.d.ts'))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((text, index) => {
          const match = pattern.exec(text);
          return match ? [{ file: shown(file), line: index + 1, match: match[0] }] : [];
        }),
    );
}

/** HTML written into the page as a string: a designer's words would run as markup (XSS). */
export function checkRawHtml(folder: string): Problem[] {
  return linesMatching(folder, CODE, /dangerouslySetInnerHTML|\.(?:inner|outer)HTML\s*=/).map(
    ({ file, line, match }) => ({
      file,
      line,
      message: `writes HTML as a string (\`${match}\`): a designer's words would run as markup on a visitor's page`,
      fix: "Draw text with the kit's Text (it escapes it) and structure with elements, never from an HTML string.",
    }),
  );
}

/** Fonts, pictures, styles and scripts from another server: slower pages, and visitors tracked. */
export function checkExternalUrls(folder: string): Problem[] {
  return [...linesMatching(folder, STYLES, ANY_URL), ...linesMatching(folder, CODE, FETCHED)].map(
    ({ file, line, match }) => ({
      file,
      line,
      message: `fetches ${match} from another server: every visitor's browser would ask it, and wait for it`,
      fix: 'Put the file in the template folder (a font as a subset woff2 in assets/, loaded with @font-face) and use its /templates/<id>/ address.',
    }),
  );
}
