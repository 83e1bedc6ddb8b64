import { z } from 'zod';
import { caseStudies, caseStudiesInput } from './case-study';
import { portfolioContent, styling } from './content';

// A portfolio as one file (issue 18): `portfolio.json` inside a zip, beside `images/…`, every stored
// file (each size, byte for byte) of every uploaded image its documents show. Export writes it, import reads it into a new
// portfolio. The JSON Schema published at /schemas/folio-portfolio-1.json is made from this schema
// (tests/api/transfer.test.ts checks the two agree).

export const PORTFOLIO_FILE_FORMAT = 'folio-portfolio';
/** The newest file format this code writes and reads: bump it with a reader for the older ones. */
export const PORTFOLIO_FILE_VERSION = 1;
/** The name of the document inside the zip. */
export const PORTFOLIO_FILE_NAME = 'portfolio.json';
/** Where the published JSON Schema of the current format is served. */
export const PORTFOLIO_FILE_SCHEMA_PATH = `/schemas/${PORTFOLIO_FILE_FORMAT}-${PORTFOLIO_FILE_VERSION}.json`;

/** One image of the export: its file in the zip, the address the documents use, and its checksum. */
export const portfolioFileImage = z.object({
  path: z
    .string()
    .max(200)
    .regex(/^images\/[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Image paths are images/<file name>'),
  url: z.string().min(1).max(2000),
  sha256: z.string().regex(/^[a-f0-9]{64}$/, 'A SHA-256 checksum is 64 hexadecimal characters'),
});
export type PortfolioFileImage = z.infer<typeof portfolioFileImage>;

export const portfolioFile = z.object({
  format: z.literal(PORTFOLIO_FILE_FORMAT),
  formatVersion: z.literal(PORTFOLIO_FILE_VERSION),
  exportedAt: z.iso.datetime(),
  templateId: z.string().trim().min(1).max(60),
  templateVersion: z.number().int().min(1).max(10_000),
  title: z.string().trim().min(1).max(200),
  description: z.string().max(1000),
  content: portfolioContent,
  styling,
  // Files exported before case studies had blocks still import.
  caseStudies: caseStudiesInput,
  // Up to 2,000 images, each in up to four sizes.
  images: z.array(portfolioFileImage).max(8000),
});
export type PortfolioFile = z.infer<typeof portfolioFile>;

/** The published JSON Schema of the file (public/schemas/folio-portfolio-1.json). */
export const portfolioFileJsonSchema = () => ({
  // Documents today's case-study shape (older ones are read too, but not advertised).
  ...z.toJSONSchema(portfolioFile.extend({ caseStudies }), { io: 'input', unrepresentable: 'any' }),
  $id: PORTFOLIO_FILE_SCHEMA_PATH,
  title: 'Folio portfolio file, format 1',
  description:
    'portfolio.json inside a portfolio exported from Folio: the documents, and the images beside it under images/.',
});

export const TRANSFER_MESSAGES = {
  notZip: 'This file is not a portfolio export: it is not a zip file.',
  tooLarge: (megabytes: number) => `This file is too large to import: at most ${megabytes} MB.`,
  noFile: 'Please choose a portfolio export (.zip) to import.',
  missingDocument: `This zip is not a portfolio export: it has no ${PORTFOLIO_FILE_NAME}.`,
  unreadableDocument: `This portfolio export is damaged: its ${PORTFOLIO_FILE_NAME} is not valid JSON.`,
  invalidDocument: (detail: string) => `This portfolio export is not valid: ${detail}`,
  newerFormat: (version: number) =>
    `This file was made by a newer version of Folio (format ${version}); this server reads format ${PORTFOLIO_FILE_VERSION}.`,
  unknownTemplate: (id: string) =>
    `This portfolio uses the template “${id}”, which this server does not have.`,
  newerTemplate: (name: string, version: number, supported: number) =>
    `This portfolio was made with a newer version of the ${name} template (version ${version}); this server has version ${supported}.`,
  missingImage: (path: string) => `This portfolio export is incomplete: ${path} is missing.`,
  tamperedImage: (path: string) =>
    `${path} does not match the checksum in ${PORTFOLIO_FILE_NAME}: the file was changed or damaged after export.`,
  refusedImage: (path: string, reason: string) => `${path} could not be imported: ${reason}`,
  imported: 'Portfolio imported',
  neverPublished:
    'This portfolio has never been published: publish it first, then download it as a static site.',
} as const;
