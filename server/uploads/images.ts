import sharp, { type Metadata, type Sharp } from 'sharp';
import { UPLOAD_WIDTHS } from '../../model/images';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** The widths served to browsers (never larger than the upload). */
export const VARIANT_WIDTHS = UPLOAD_WIDTHS;
/** A decompression bomb is a small file that decodes to billions of pixels: refuse above this. */
export const MAX_INPUT_PIXELS = 100_000_000;

export class ImageRejected extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString('latin1');

/** What the bytes are, whatever the file is called: JPEG, PNG, WebP, GIF or AVIF, or undefined. */
export function detectImage(bytes: Buffer): ImageKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = bytes.readUInt32BE(0);
    const brands = ascii(bytes, 8, Math.min(boxSize, 64, bytes.length));
    if (/avi[fs]/.test(brands)) return 'avif';
  }
  return undefined;
}

export type Variant = { width: number; height: number; data: Buffer };
export type ProcessedImage = { width: number; height: number; variants: Variant[] };

/** The widths to make for an image this wide: the standard ones below it, then its own (up to 2400). */
export function variantWidths(width: number): number[] {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  if (width >= largest) return [...VARIANT_WIDTHS];
  return [...VARIANT_WIDTHS.filter((candidate) => candidate < width), width];
}

/**
 * Re-encodes an upload: turned upright by its EXIF orientation, every metadata block dropped (GPS
 * included: sharp writes none unless asked), and resized to WebP variants. Only these re-encoded
 * pixels are ever served, so nothing smuggled into the original bytes survives.
 */
export async function processImage(bytes: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  const animated = kind === 'gif' || kind === 'webp';
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' as const, animated };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch (error) {
    throw rejection(error);
  }
  const frameHeight = meta.pageHeight ?? meta.height;
  if (!meta.width || !frameHeight)
    throw new ImageRejected(400, 'This image could not be read. It may be damaged.');
  if (meta.width * frameHeight > MAX_INPUT_PIXELS) {
    throw new ImageRejected(400, 'This image is too large: at most 100 megapixels.');
  }
  // Orientations 5 to 8 swap width and height.
  const upright = (meta.orientation ?? 1) >= 5;
  const width = upright ? frameHeight : meta.width;
  const height = upright ? meta.width : frameHeight;

  try {
    const widths = variantWidths(width);
    if (animated && (meta.pages ?? 1) > 1) {
      // Animations keep every frame: each variant is made from the original.
      const variants: Variant[] = [];
      for (const target of widths)
        variants.push(await webpVariant(sharp(bytes, options).rotate(), target));
      return { width, height, variants };
    }
    // Decoded once, upright, at the largest size served; the smaller variants come from those pixels.
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize({ width: widths.at(-1)!, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const variants = await Promise.all(
      widths.map((target) => webpVariant(sharp(data, raw), target)),
    );
    return { width, height, variants };
  } catch (error) {
    throw rejection(error);
  }
}

async function webpVariant(image: Sharp, width: number): Promise<Variant> {
  const { data, info } = await image
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.pageHeight ?? info.height, data };
}

function rejection(error: unknown) {
  const message = (error as Error).message ?? '';
  if (/pixel limit/i.test(message))
    return new ImageRejected(400, 'This image is too large: at most 100 megapixels.');
  return new ImageRejected(400, 'This image could not be read. It may be damaged or incomplete.');
}
