// Uploaded images are stored once per content hash, as WebP variants named by their size:
// /uploads/{first two hash characters}/{hash}-{width}x{height}.webp. Knowing the largest one is
// enough to list them all, so a document stores one URL and pages still get srcset and sizes.

export const UPLOAD_WIDTHS = [480, 960, 1600, 2400] as const;

export type ImageVariant = { width: number; height: number; url: string };

export const uploadUrl = (hash: string, width: number, height: number) =>
  `/uploads/${hash.slice(0, 2)}/${hash}-${width}x${height}.webp`;

const UPLOAD_URL = /^\/uploads\/([a-f0-9]{2})\/([a-f0-9]{64})-(\d{1,5})x(\d{1,5})\.webp$/;

/** The variants of an uploaded image from the URL of its largest one, or undefined for other URLs. */
export function uploadVariants(url: string | undefined): ImageVariant[] | undefined {
  const match = url ? UPLOAD_URL.exec(url) : null;
  if (!match) return undefined;
  const [, , hash, w, h] = match;
  const width = Number(w);
  const height = Number(h);
  const widths = [...UPLOAD_WIDTHS.filter((candidate) => candidate < width), width];
  return widths.map((variantWidth) => {
    const variantHeight =
      variantWidth === width ? height : Math.round((height * variantWidth) / width);
    return {
      width: variantWidth,
      height: variantHeight,
      url: uploadUrl(hash!, variantWidth, variantHeight),
    };
  });
}

/** `srcset` for an uploaded image, or undefined for any other URL. */
export function srcSetFor(url: string | undefined): string | undefined {
  return uploadVariants(url)
    ?.map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

export type UploadAnswer = { url: string; width: number; height: number; variants: ImageVariant[] };

export const UPLOAD_MESSAGES = {
  notImage: 'Please select an image file',
  notImages: 'Please select image files only',
  tooLarge: 'File size must be less than 25MB',
  uploaded: 'Image uploaded successfully',
  maxReached: (max: number) => `Maximum ${max} images reached`,
} as const;
