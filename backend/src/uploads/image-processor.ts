import { Injectable } from '@nestjs/common';
import type sharp from 'sharp';
import { detectImageFormat, ImageFormat } from './image-format';
import { loadSharp } from './sharp-loader';

/** Longest side of a stored image. */
export const MAX_IMAGE_SIDE = 2000;
/** Widths produced for `srcset`, when smaller than the image itself. */
export const RESPONSIVE_WIDTHS = [600, 1000, 1600];
export const AVATAR_SIZE = 256;
/**
 * Decoded pixels allowed for one input: a 5 MB file can still claim 60 000 × 60 000 pixels and fill
 * the memory when decoded (a decompression bomb); sharp refuses such files before decoding them.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage extends EncodedImage {
  /** Smaller copies, narrowest first. */
  variants: EncodedImage[];
}

export class UnsupportedImageError extends Error {}

type Pipeline = ReturnType<typeof sharp>;

/**
 * Re-encodes every upload, so that what is served is an image the server produced: orientation
 * applied from EXIF then all metadata dropped (phones put GPS positions there), size capped.
 * Everything is written as WebP: one format that every current browser shows, usually a third smaller
 * than JPEG at the same quality, and animated GIFs stay animated.
 */
@Injectable()
export class ImageProcessor {
  async article(input: Buffer): Promise<ProcessedImage> {
    const format = await this.check(input);
    const animated = format === 'gif' || format === 'webp';
    const main = await this.encode(input, animated, (img) =>
      img.resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true }),
    );
    const variants: EncodedImage[] = [];
    for (const width of RESPONSIVE_WIDTHS.filter((w) => w < main.width)) {
      variants.push(await this.encode(input, animated, (img) => img.resize({ width, withoutEnlargement: true })));
    }
    return { ...main, variants };
  }

  /** A square thumbnail, cropped around the centre. */
  async avatar(input: Buffer): Promise<EncodedImage> {
    await this.check(input);
    return this.encode(input, false, (img) =>
      img.resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover', position: 'centre' }),
    );
  }

  /** The format by magic bytes, confirmed by the decoder (a JPEG header on garbage is refused too). */
  private async check(input: Buffer): Promise<ImageFormat> {
    const format = detectImageFormat(input);
    if (!format) throw new UnsupportedImageError('format');
    const sharp = loadSharp();
    try {
      const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      if (meta.format !== format) throw new UnsupportedImageError('format');
      if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) throw new UnsupportedImageError('pixels');
    } catch (error) {
      if (error instanceof UnsupportedImageError) throw error;
      throw new UnsupportedImageError('decode');
    }
    return format;
  }

  private async encode(input: Buffer, animated: boolean, shape: (img: Pipeline) => Pipeline): Promise<EncodedImage> {
    const sharp = loadSharp();
    try {
      // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked.
      const pipeline = shape(sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated }).rotate());
      const { data, info } = await pipeline.webp({ quality: 82, effort: 4 }).toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.pageHeight ?? info.height };
    } catch {
      throw new UnsupportedImageError('decode');
    }
  }
}
