// An upload's kind, read from its first bytes, and the refusal of an image: no sharp needed here.

/** A decompression bomb is a small file that decodes to billions of pixels: refuse above this. */
export const MAX_INPUT_PIXELS = 100_000_000;

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

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
