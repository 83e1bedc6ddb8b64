import sharp from 'sharp';

/** The byte after a run of GIF sub-blocks starting at `at` (each: a length byte, then that many). */
function skipSubBlocks(gif: Buffer, at: number) {
  let offset = at;
  while (gif[offset]! !== 0) offset += gif[offset]! + 1;
  return offset + 1;
}

/**
 * A long animated GIF made cheaply: two distinct frames of `width`×`height` encoded once by sharp,
 * then their blocks repeated until there are `frames` frames (in turn: the picture flips between
 * them). Decoders see every frame at full size:
 * `frames` × `width` × `height` pixels, in a file of a few hundred kilobytes at most (as the
 * 1000×1000 × 90-frame GIF of issue 15 was).
 */
export async function longGif(
  width: number,
  height: number,
  frames: number,
  seed = 0,
  /** full: every pixel changes from frame to frame (video); spot: only a small square moves (UI). */
  motion: 'full' | 'spot' = 'full',
) {
  const frame = (shade: number) =>
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: { r: motion === 'full' ? shade : 20, g: 90 + seed, b: 160 },
      },
    })
      .composite([
        {
          input: Buffer.from(
            `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f5a623"/><rect x="${shade % width}" y="10" width="40" height="40" fill="#123"/></svg>`,
          ),
        },
      ])
      .removeAlpha()
      .raw()
      .toBuffer();
  const raw = Buffer.concat([await frame(20), await frame(200)]);
  const two = await sharp(raw, {
    raw: { width, height: height * 2, channels: 3, pageHeight: height },
  })
    // One palette and no dither for a UI animation, so unchanged pixels stay exactly the same.
    .gif({
      delay: [40, 40],
      loop: 0,
      ...(motion === 'spot' ? { dither: 0, interPaletteMaxError: 256 } : {}),
    })
    .toBuffer();

  // Header (6) and logical screen descriptor (7), then the global colour table if there is one.
  const packed = two[10]!;
  let offset = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  const head = two.subarray(0, offset);
  const extensions: Buffer[] = [];
  const images: Buffer[] = [];
  let frameStart = -1;
  while (two[offset] !== 0x3b) {
    const start = offset;
    if (two[offset] === 0x21) {
      const label = two[offset + 1];
      offset = skipSubBlocks(two, offset + 2);
      // A graphic control extension belongs to the image that follows it.
      if (label === 0xf9) frameStart = start;
      else if (frameStart < 0) extensions.push(two.subarray(start, offset));
    } else if (two[offset] === 0x2c) {
      const local = two[offset + 9]!;
      offset += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0);
      offset = skipSubBlocks(two, offset + 1);
      images.push(two.subarray(frameStart >= 0 ? frameStart : start, offset));
      frameStart = -1;
    } else {
      throw new Error(`unexpected GIF block 0x${two[offset]!.toString(16)} at ${offset}`);
    }
  }
  if (images.length !== 2) throw new Error(`expected 2 frames, found ${images.length}`);
  const body = Array.from({ length: frames }, (_, index) => images[index % 2]!);
  return Buffer.concat([head, ...extensions, ...body, Buffer.from([0x3b])]);
}
