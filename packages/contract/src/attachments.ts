import { messageAnswer } from './common.ts';
import { endpointGroup } from './endpoint.ts';
import { z } from './zod.ts';

export const MAX_IMAGES_PER_CHECK = 20;
export const MAX_IMAGE_MEGAPIXELS = 50;
export const ATTACHMENT_DESCRIPTION_MAX = 200;
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

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

/**
 * The form an upload sends (`multipart/form-data`): the images as `files`, one part each, and one description for
 * them all. It documents the form in `/api/docs`: `@fastify/multipart` streams the parts to the handler and leaves
 * Fastify no body to check (it validates `null`), hence nullish; a deletion sends no body either.
 */
export const attachmentUploadForm = z
  .object({
    /** JPEG, PNG or WebP, told by their bytes (not by their name or stated type). */
    files: z.array(z.file()).min(1),
    description: z.string().max(ATTACHMENT_DESCRIPTION_MAX).optional(),
  })
  .nullish();

export const attachmentImageParams = z.object({ id: z.string().min(1).max(64) });

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

export const attachmentPostAnswer = messageAnswer.extend({ Images: z.array(attachmentImage) });

const { get, post } = endpointGroup('attachments');

/** Images attached to a check: its owner's and administrators' only. */
export const attachmentEndpoints = {
  list: get('/api/QuoteAttachment', { query: attachmentListQuery, answer: attachmentListAnswer }),
  uploadOrDelete: post('/api/QuoteAttachment/post', {
    query: attachmentPostQuery,
    consumes: ['multipart/form-data'],
    body: attachmentUploadForm,
    answer: attachmentPostAnswer,
  }),
  image: get('/api/QuoteAttachment/Image/:id', { params: attachmentImageParams, produces: ATTACHMENT_TYPES }),
  thumbnail: get('/api/QuoteAttachment/Thumb/:id', { params: attachmentImageParams, produces: ['image/webp'] }),
};
