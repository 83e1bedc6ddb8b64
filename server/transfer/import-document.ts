// An export's portfolio.json read from its archive and checked, before any of its images is.
import { UNSTORABLE_TEXT_MESSAGE } from '../../model/api';
import { MAX_PORTFOLIO_BYTES } from '../../model/portfolio';
import {
  PORTFOLIO_FILE_FORMAT,
  PORTFOLIO_FILE_NAME,
  PORTFOLIO_FILE_VERSION,
  portfolioFile,
  TRANSFER_MESSAGES,
  type PortfolioFile,
} from '../../model/portfolio-file';
import { HttpError } from '../errors';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../json-body';
import { unstorableTextPath } from '../text-guard';
import type { ZipReader } from './zip';

// The document holds at most a portfolio's documents and its image list.
const MAX_DOCUMENT_BYTES = MAX_PORTFOLIO_BYTES + 512 * 1024;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * portfolio.json read and checked: its nesting before it is parsed (a deep one would overflow the
 * stack of every walk after), the format (so a newer file says so), text PostgreSQL can store, then
 * its shape.
 */
export async function readDocument(zip: ZipReader): Promise<PortfolioFile> {
  const entry = zip.entries.get(PORTFOLIO_FILE_NAME);
  if (!entry) throw new HttpError(400, TRANSFER_MESSAGES.missingDocument);
  const text = (
    await zip.read(
      entry,
      MAX_DOCUMENT_BYTES,
      TRANSFER_MESSAGES.invalidDocument(
        `${PORTFOLIO_FILE_NAME} is larger than a portfolio can be.`,
      ),
    )
  ).toString('utf8');
  if (nestsDeeperThan(text, MAX_JSON_DEPTH))
    throw new HttpError(
      400,
      TRANSFER_MESSAGES.invalidDocument(
        `${PORTFOLIO_FILE_NAME} is nested more than ${MAX_JSON_DEPTH} levels deep.`,
      ),
    );
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HttpError(400, TRANSFER_MESSAGES.unreadableDocument);
  }
  if (!isObject(raw) || raw.format !== PORTFOLIO_FILE_FORMAT)
    throw new HttpError(
      400,
      TRANSFER_MESSAGES.invalidDocument(`it is not a Folio portfolio file (no “format”).`),
    );
  const version = raw.formatVersion;
  if (typeof version === 'number' && Number.isInteger(version) && version > PORTFOLIO_FILE_VERSION)
    throw new HttpError(400, TRANSFER_MESSAGES.newerFormat(version));
  const unstorable = unstorableTextPath(raw);
  if (unstorable)
    throw new HttpError(
      400,
      TRANSFER_MESSAGES.invalidDocument(`${unstorable.join('.')}: ${UNSTORABLE_TEXT_MESSAGE}.`),
    );
  const parsed = portfolioFile.safeParse(raw);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    const first = errors[0]!;
    throw new HttpError(
      400,
      TRANSFER_MESSAGES.invalidDocument(`${first.path || 'the file'}: ${first.message}`),
      {},
      errors,
    );
  }
  return parsed.data;
}
