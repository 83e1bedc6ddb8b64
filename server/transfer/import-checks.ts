// Everything of an import checked that can be before anything is stored: its template, its
// documents, and every image file's bytes (a size kept as exported must be one Folio could have made).
import { ANIMATION_PIXEL_BUDGET, UPLOAD_MESSAGES, type ImageVariant } from '../../model/images';
import { TRANSFER_MESSAGES, type PortfolioFile } from '../../model/portfolio-file';
import { getTemplate, isKnownTemplate } from '../../templates';
import { HttpError } from '../errors';
import { checkedContent, checkedSize, checkedStyling } from '../portfolios/checks';
import { detectImage, MAX_INPUT_PIXELS } from '../uploads/image-kind';
import { fileBytes, filesToRead, imagesOf } from './import-images';
import { sha256, type ZipReader } from './zip';

export const NOT_AS_STORED =
  'it is not a WebP image of the size its name says, as Folio stores them.';

// What a WebP made by sharp holds: image data, alpha, animation. No metadata (EXIF, XMP, ICC) or other chunk.
const IMAGE_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF']);

/** Whether the RIFF file is exactly its chunks (nothing appended) and each is image data. */
function onlyImageChunks(bytes: Buffer) {
  if (bytes.length < 12 || bytes.readUInt32LE(4) + 8 !== bytes.length) return false;
  let at = 12;
  while (at < bytes.length) {
    if (at + 8 > bytes.length || !IMAGE_CHUNKS.has(bytes.toString('latin1', at, at + 4)))
      return false;
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return at === bytes.length;
}

/**
 * A stored size of an upload, kept without re-encoding: a WebP of image chunks only, as wide as its
 * name says (heights are rounded), within the pipeline's pixel limits. Only its header is read.
 */
async function checkAsStored(bytes: Buffer, size: ImageVariant, path: string) {
  const refused = new HttpError(400, TRANSFER_MESSAGES.refusedImage(path, NOT_AS_STORED));
  if (detectImage(bytes) !== 'webp' || !onlyImageChunks(bytes)) throw refused;
  // Loaded with the first import: a server that never imports never loads it. (Nothing the server's
  // thread imports may import sharp: the bundle would load it at start.)
  const { default: sharp } = await import('sharp');
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  const height = meta?.pageHeight ?? meta?.height ?? 0;
  const frames = meta?.pages ?? 1;
  if (meta?.format !== 'webp' || meta.width !== size.width || Math.abs(height - size.height) > 1)
    throw refused;
  if (size.width * height > MAX_INPUT_PIXELS) throw refused;
  if (frames > 1 && frames * size.width * height > ANIMATION_PIXEL_BUDGET) throw refused;
}

/** Everything checked that can be without storing anything: the documents and every file's bytes. */
export async function checkFile(zip: ZipReader, file: PortfolioFile) {
  if (!isKnownTemplate(file.templateId))
    throw new HttpError(400, TRANSFER_MESSAGES.unknownTemplate(file.templateId));
  const template = getTemplate(file.templateId);
  if (file.templateVersion > template.version)
    throw new HttpError(
      400,
      TRANSFER_MESSAGES.newerTemplate(template.name, file.templateVersion, template.version),
    );
  const content = checkedContent(template, file.content);
  checkedStyling(template, file.styling);
  checkedSize(content, file.styling, file.caseStudies);
  const seen = new Set<string>();
  for (const image of file.images) {
    if (seen.has(image.path))
      throw new HttpError(400, TRANSFER_MESSAGES.invalidDocument(`${image.path} is listed twice.`));
    seen.add(image.path);
  }
  const images = imagesOf(file);
  for (const image of images) {
    for (const [listed, size] of filesToRead(image)) {
      const bytes = await fileBytes(zip, listed.path);
      if (sha256(bytes) !== listed.sha256)
        throw new HttpError(400, TRANSFER_MESSAGES.tamperedImage(listed.path));
      if (size) await checkAsStored(bytes, size, listed.path);
      else if (!detectImage(bytes))
        throw new HttpError(
          400,
          TRANSFER_MESSAGES.refusedImage(listed.path, UPLOAD_MESSAGES.notImage),
        );
    }
  }
  return { template, images };
}
