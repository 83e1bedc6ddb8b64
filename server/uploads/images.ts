import sharp, { type Metadata, type Sharp } from 'sharp';
import { ANIMATION_PIXEL_BUDGET, UPLOAD_WIDTHS } from '../../model/images';
import { ImageRejected, MAX_INPUT_PIXELS, type ImageKind } from './image-kind';

// What needs no sharp lives in ./image-kind.ts, so the server's thread can check uploads without it.
export { detectImage, ImageRejected, MAX_INPUT_PIXELS, type ImageKind } from './image-kind';

/** The widths served to browsers (never larger than the upload). */
export const VARIANT_WIDTHS = UPLOAD_WIDTHS;

export type Variant = { width: number; height: number; data: Buffer };

/** The widths to make for an image this wide: the standard ones below it, then its own (up to 2400). */
export function variantWidths(width: number): number[] {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  if (width >= largest) return [...VARIANT_WIDTHS];
  return [...VARIANT_WIDTHS.filter((candidate) => candidate < width), width];
}

export type ProcessedImage = {
  width: number;
  height: number;
  variants: Variant[];
  /** Frames in the upload, when it is an animation (1 for a still). */
  frames: number;
  /** An animation stored as its first frame: too many pixels over all its frames, or too slow. */
  firstFrameOnly: boolean;
};

/**
 * How long an animation may take to encode (wall clock, so CPU time is no more) before the upload
 * falls back to its first frame: together with the pixel budget, no upload takes much more than ~3 s
 * of CPU. sharp counts whole seconds.
 */
export const ANIMATION_SECONDS = 3;
/** Animations are stored at most this wide: wider animated files are slow to make and to download. */
export const ANIMATION_MAX_WIDTH = 960;

/**
 * Re-encodes an upload: turned upright by its EXIF orientation, every metadata block dropped (GPS
 * included: sharp writes none unless asked), and resized to WebP variants. Only these re-encoded
 * pixels are ever served, so nothing smuggled into the original bytes survives.
 *
 * An animation keeps its motion (at most ANIMATION_MAX_WIDTH wide) while its frames hold at most
 * ANIMATION_PIXEL_BUDGET pixels together and it encodes within ANIMATION_SECONDS; otherwise only its
 * first frame is kept, as a still.
 */
export async function processImage(
  bytes: Buffer,
  kind: ImageKind,
  { animationSeconds = ANIMATION_SECONDS }: { animationSeconds?: number } = {},
): Promise<ProcessedImage> {
  // Read as one frame: the header tells how many more there are, and nothing is decoded yet.
  const still = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' as const };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, still).metadata();
  } catch (error) {
    throw rejection(error);
  }
  if (!meta.width || !meta.height)
    throw new ImageRejected(400, 'This image could not be read. It may be damaged.');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new ImageRejected(400, 'This image is too large: at most 100 megapixels.');
  }
  const frames = kind === 'gif' || kind === 'webp' ? Math.max(1, meta.pages ?? 1) : 1;
  // Orientations 5 to 8 swap width and height.
  const upright = (meta.orientation ?? 1) >= 5;
  const width = upright ? meta.height : meta.width;
  const height = upright ? meta.width : meta.height;
  const widths = variantWidths(width);
  const done = (variants: Variant[], firstFrameOnly: boolean): ProcessedImage => ({
    width,
    height,
    variants,
    frames,
    firstFrameOnly,
  });

  try {
    if (frames > 1 && frames * meta.width * meta.height <= ANIMATION_PIXEL_BUDGET) {
      const animatedWidths = variantWidths(Math.min(width, ANIMATION_MAX_WIDTH));
      const animated = await animatedVariants(bytes, animatedWidths, animationSeconds);
      if (animated) return done(animated, false);
    }
    // Decoded once, upright, at the largest size served; the smaller variants come from those pixels.
    const { data, info } = await sharp(bytes, still)
      .rotate()
      .resize({ width: widths.at(-1)!, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const variants = await Promise.all(
      widths.map((target) => webpVariant(sharp(data, raw), target)),
    );
    return done(variants, frames > 1);
  } catch (error) {
    throw rejection(error);
  }
}

/**
 * Every frame, in each variant made from the original; undefined when the whole animation takes
 * longer than `seconds` (content that encodes slowly, such as dithered video).
 */
async function animatedVariants(
  bytes: Buffer,
  widths: number[],
  seconds: number,
): Promise<Variant[] | undefined> {
  const deadline = Date.now() + seconds * 1000;
  const options = { failOn: 'truncated' as const, animated: true };
  const variants: Variant[] = [];
  for (const target of widths) {
    const left = Math.floor((deadline - Date.now()) / 1000);
    if (left < 1) return undefined;
    try {
      variants.push(
        await webpVariant(sharp(bytes, options).timeout({ seconds: left }).rotate(), target),
      );
    } catch (error) {
      if (/timeout/i.test((error as Error).message ?? '')) return undefined;
      throw error;
    }
  }
  return variants;
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
