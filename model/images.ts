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

// ---------------------------------------------------------------------------------------------
// The user's image library (GET /api/uploads, DELETE /api/uploads/{hash}).
// ---------------------------------------------------------------------------------------------

/** Where an uploaded image appears: a portfolio's section, case study or theme, or the account. */
export type ImageUse = {
  /** null: on the account itself (the profile picture). */
  portfolioId: string | null;
  portfolioTitle: string | null;
  /** "Hero section", "Case study “Brand refresh”", "Profile picture". */
  where: string;
};

export type UploadedImage = {
  hash: string;
  /** The largest variant; null when its files are missing from storage (it still counts). */
  url: string | null;
  /** The smallest variant, for lists. */
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
  /** Bytes stored for this image (every variant): what it counts against the quota. */
  bytes: number;
  uploadedAt: string;
  usedIn: ImageUse[];
};

export type UploadUsage = { bytes: number; quotaBytes: number };
export type UploadLibrary = { images: UploadedImage[]; usage: UploadUsage };

/** Animations keep their motion up to this many pixels over all frames; above, the first frame. */
export const ANIMATION_PIXEL_BUDGET = 24_000_000;

/** "340 KB", "12.4 MB", "1 GB": binary units, as the quota is set (UPLOAD_QUOTA_MB). */
export function formatBytes(bytes: number): string {
  const trim = (value: number, digits: number) => String(Number(value.toFixed(digits)));
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${trim(bytes / 1024, bytes < 10 * 1024 ? 1 : 0)} KB`;
  if (bytes < 1024 ** 3) return `${trim(bytes / 1024 ** 2, 1)} MB`;
  return `${trim(bytes / 1024 ** 3, 2)} GB`;
}

export const LIBRARY_PLACE = 'Dashboard › Your images';

export const LIBRARY_MESSAGES = {
  storageFull: (used: number, quota: number) =>
    `Your image storage is full: ${formatBytes(used)} of ${formatBytes(quota)} used. Delete images you no longer use in ${LIBRARY_PLACE} to upload more.`,
  noRoom: (used: number, quota: number, needed: number) =>
    `Your image storage is full: ${formatBytes(used)} of ${formatBytes(quota)} used, and this image needs ${formatBytes(needed)}. Delete images you no longer use in ${LIBRARY_PLACE} to upload more.`,
  tooManyAtOnce: (limit: number) =>
    `You are already uploading ${limit} images. Wait for one of them to finish, then try again.`,
  tooManyPerMinute: (limit: number, seconds: number) =>
    `You have uploaded ${limit} images in the last minute. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`,
  firstFrameOnly: (megapixels: number) =>
    `Image uploaded as a still: animations keep their motion up to ${ANIMATION_PIXEL_BUDGET / 1_000_000} megapixels over all their frames, and this one has ${megapixels}. Its first frame was kept.`,
  notFound: 'Image not found',
  inUse: (places: string) =>
    `This image is used in ${places}. Remove it there first, then delete it.`,
  deleted: 'Image deleted',
} as const;
