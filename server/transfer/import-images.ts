// The images an export lists, grouped by upload: kept as exported when every size is there, else
// made again from the largest file. And the bytes of one file, read from the archive.
import {
  UPLOAD_MESSAGES,
  UPLOAD_WIDTHS,
  uploadVariants,
  type ImageVariant,
} from '../../model/images';
import { MAX_IMAGE_BYTES } from '../../model/constants';
import {
  TRANSFER_MESSAGES,
  type PortfolioFile,
  type PortfolioFileImage,
} from '../../model/portfolio-file';
import { HttpError } from '../errors';
import type { ZipReader } from './zip';

/** One image of the file: the files listed for it, and how it is brought in. */
export type ImportedImage =
  /** Every size of an upload, as exported: stored byte for byte under the same hash and addresses. */
  | { kind: 'as-exported'; hash: string; url: string; files: PortfolioFileImage[] }
  /** One file (older exports carry only the largest size): made again by the upload pipeline. */
  | { kind: 'reprocessed'; file: PortfolioFileImage; files: PortfolioFileImage[] };
export type AsExported = Extract<ImportedImage, { kind: 'as-exported' }>;

const UPLOADED = /^\/uploads\/[a-f0-9]{2}\/([a-f0-9]{64})-(\d{1,5})x\d{1,5}\.webp$/;
const LARGEST_WIDTH = Math.max(...UPLOAD_WIDTHS);

/** The file's images: the files of one upload (by the hash in their addresses) together. */
export function imagesOf(file: PortfolioFile): ImportedImage[] {
  const uploaded = new Map<string, PortfolioFileImage[]>();
  const images: ImportedImage[] = [];
  for (const image of file.images) {
    const hash = UPLOADED.exec(image.url)?.[1];
    if (hash) uploaded.set(hash, [...(uploaded.get(hash) ?? []), image]);
    else images.push({ kind: 'reprocessed', file: image, files: [image] });
  }
  const widthOf = (image: PortfolioFileImage) => Number(UPLOADED.exec(image.url)![2]);
  for (const [hash, files] of uploaded) {
    const largest = files.reduce((wide, image) => (widthOf(image) > widthOf(wide) ? image : wide));
    const sizes = uploadVariants(largest.url)!;
    const ordered = sizes.map((size) => files.find((image) => image.url === size.url));
    const complete = files.length === sizes.length && ordered.every(Boolean);
    if (complete && widthOf(largest) <= LARGEST_WIDTH)
      images.push({ kind: 'as-exported', hash, url: largest.url, files: ordered.map((f) => f!) });
    else images.push({ kind: 'reprocessed', file: largest, files });
  }
  return images;
}

/** The files to read of an image, with the size each should be (as-exported ones only). */
export function filesToRead(image: ImportedImage): Array<[PortfolioFileImage, ImageVariant?]> {
  if (image.kind === 'reprocessed') return [[image.file]];
  const sizes = uploadVariants(image.url)!;
  return image.files.map((file, index) => [file, sizes[index]]);
}

export async function fileBytes(zip: ZipReader, path: string) {
  const entry = zip.entries.get(path);
  if (!entry) throw new HttpError(400, TRANSFER_MESSAGES.missingImage(path));
  return zip.read(
    entry,
    MAX_IMAGE_BYTES,
    TRANSFER_MESSAGES.refusedImage(path, UPLOAD_MESSAGES.tooLarge),
  );
}
