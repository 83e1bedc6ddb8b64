import { uploadUrl, uploadVariants } from '../../model/images';
import type { ProcessedImage } from './images';
import { storageKeyOf, writeManifest, type Manifest } from './library';
import type { Storage } from './storage';

/**
 * A processed image's variants stored under its hash, then its manifest: written last, so its
 * presence means every variant is in place. An upload and an import both keep an image this way.
 */
export async function storeVariants(
  storage: Storage,
  hash: string,
  image: ProcessedImage,
): Promise<Manifest> {
  const largest = image.variants.at(-1)!;
  const url = uploadUrl(hash, largest.width, largest.height);
  const variants = uploadVariants(url)!;
  let total = 0;
  for (const [index, variant] of variants.entries()) {
    const data = image.variants[index]!.data;
    total += data.length;
    await storage.put(storageKeyOf(variant.url), data, 'image/webp');
  }
  const manifest: Manifest = {
    answer: { url, width: largest.width, height: largest.height, variants },
    bytes: total,
    ...(image.firstFrameOnly
      ? { firstFrameOnly: true, framePixels: image.frames * image.width * image.height }
      : {}),
  };
  await writeManifest(storage, hash, manifest);
  return manifest;
}
