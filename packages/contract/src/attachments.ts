import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { messages } from './messages.ts';

export const attachmentItemName = 'image';
export const MAX_IMAGES_PER_CHECK = 20;
export const MAX_IMAGE_MEGAPIXELS = 50;
export const ATTACHMENT_DESCRIPTION_MAX = 200;
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What the attachments panel and the server say about images. */
export const attachmentMessages = {
  noFile: 'Choose one or more images to upload',
  notImage: (name: string) => `${name} is not a JPEG, PNG or WebP image`,
  unreadableImage: (name: string) => `${name} cannot be read as an image`,
  imageTooLarge: (name: string) =>
    `${name} is larger than ${LIMITS.uploadBytes.toLocaleString('en-US')} bytes and was not uploaded`,
  tooManyPixels: (name: string) => `${name} has too many pixels (at most ${MAX_IMAGE_MEGAPIXELS} megapixels)`,
  tooManyImages: `This check already has ${MAX_IMAGES_PER_CHECK} images. Delete one before adding another.`,
  descriptionTooLong: messages.maxLength(200),
  uploaded: (count: number) => `${count} image${count === 1 ? '' : 's'} uploaded.`,
  notYours: messages.forbidden,
  imageNotFound: 'The image does not exist. It may have been deleted.',
} as const;

const flag = z.preprocess(
  (value) => (value === '' || value === undefined ? undefined : value),
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
);

/**
 * `GET /api/QuoteAttachment?id=&isMisc=`: the images of one check, named by its `Unikey`.
 * `isMisc=false` are photos of the vehicle (the newest is the report's image), `true` other images.
 */
export const attachmentListQuery = z.object({ id: z.string().trim().min(1).max(100), isMisc: flag });

/**
 * `POST /api/QuoteAttachment/post`: upload images to the check `id` (its `Unikey`), or with `del=true` delete the
 * image whose id is `id`.
 */
export const attachmentPostQuery = z.object({ id: z.string().trim().min(1).max(100), isMisc: flag, del: flag });

export const attachmentImage = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string(),
  url: z.string(),
  thumb: z.string(),
  description: z.string(),
  isMisc: z.boolean(),
  CanDelete: z.boolean(),
});
export type AttachmentImage = z.infer<typeof attachmentImage>;

export const attachmentListAnswer = z.object({ Images: z.array(attachmentImage) });
export type AttachmentListAnswer = z.infer<typeof attachmentListAnswer>;

export const attachmentPostAnswer = z.object({ Message: z.string(), Images: z.array(attachmentImage) });
