import { type ATTACHMENT_TYPES, MAX_IMAGE_MEGAPIXELS } from '@portal/contract';
import { httpError } from '../../platform/errors.ts';

export type ImageType = (typeof ATTACHMENT_TYPES)[number];

export interface PreparedImage {
  data: Buffer;
  thumb: Buffer;
  contentType: ImageType;
  width: number;
  height: number;
}

/** The largest side of the kept image and of its thumbnail, in pixels. */
const DISPLAY_SIDE = 1600;
const THUMB_SIDE = 320;
const formatOf = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/**
 * Decodes an upload whose magic bytes said `type` and keeps a re-encoded copy: turned upright, at most 1600 pixels a
 * side, without its metadata (a phone photo's EXIF may say where it was taken); plus a 320-pixel WebP thumbnail.
 * Decoding is bounded in pixels, so a small file that unpacks to a huge bitmap is refused before it is decoded.
 */
export async function prepareImage(bytes: Buffer, type: ImageType, name: string): Promise<PreparedImage> {
  // libvips is loaded with the first photo rather than at start (docs/decisions/0055-memory.md).
  const { default: sharp } = await import('sharp');
  const open = () =>
    sharp(bytes, { limitInputPixels: MAX_IMAGE_MEGAPIXELS * 1_000_000, failOn: 'error', animated: false }).rotate();
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (metadata.format !== formatOf[type]) throw httpError('IMAGE_NOT_IMAGE', { name });
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_MEGAPIXELS * 1_000_000) {
      throw httpError('IMAGE_TOO_MANY_PIXELS', { name, megapixels: MAX_IMAGE_MEGAPIXELS });
    }
    const display = await open()
      .resize({ width: DISPLAY_SIDE, height: DISPLAY_SIDE, fit: 'inside', withoutEnlargement: true })
      .toFormat(formatOf[type], { quality: 85 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await open()
      .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { data: display.data, thumb, contentType: type, width: display.info.width, height: display.info.height };
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw httpError('IMAGE_UNREADABLE', { name });
  }
}
