import { readFile } from 'node:fs/promises';
import {
  ATTACHMENT_DESCRIPTION_MAX,
  ATTACHMENT_TYPES,
  type AttachmentImage,
  attachmentEndpoints,
  endpointUrl,
  type Language,
  MAX_IMAGES_PER_CHECK,
  UserRole,
} from '@portal/contract';
import type { Db } from '../../db/connection.ts';
import type { AuthUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { fieldError, httpError } from '../../platform/errors.ts';
import { randomToken } from '../../platform/secrets.ts';
import { type ReceivedFile, sniff } from '../../platform/uploads.ts';
import { type ImageType, type PreparedImage, prepareImage } from './images.ts';
import * as q from './queries.ts';
import { attachmentsTexts } from './texts.ts';

type Listed = Awaited<ReturnType<typeof q.listAttachments>>[number];

const isAdmin = (user: AuthUser) => user.role === UserRole.Administrator;
const mayView = (user: AuthUser, checkOwner: number | null) => isAdmin(user) || checkOwner === user.id;
const forbidden = () => httpError('FORBIDDEN');

export const imagePath = (publicId: string) => endpointUrl(attachmentEndpoints.image, { params: { id: publicId } });
export const thumbPath = (publicId: string) => endpointUrl(attachmentEndpoints.thumbnail, { params: { id: publicId } });

const imageAnswer = (user: AuthUser, row: Listed): AttachmentImage => ({
  id: row.public_id,
  name: row.name,
  date: new Date(row.created_at).toISOString(),
  url: imagePath(row.public_id),
  thumb: thumbPath(row.public_id),
  description: row.description,
  isMisc: row.is_misc,
  // Whoever uploaded an image may take it away again, and an administrator any image.
  CanDelete: isAdmin(user) || row.uploaded_by === user.id,
});

/** The check a caller may see the images of: its owner or an administrator; nobody else. */
async function viewableCheck(db: Db, user: AuthUser, unikey: string, lock = false) {
  const check = await q.findCheckOwner(db, unikey, lock);
  if (!check) throw httpError('CHECK_NOT_FOUND');
  if (!mayView(user, check.user_id)) throw forbidden();
  return check;
}

export async function listImages(db: Db, user: AuthUser, unikey: string, isMisc: boolean) {
  const check = await viewableCheck(db, user, unikey);
  const rows = await q.listAttachments(db, check.id, isMisc);
  return { Images: rows.map((row) => imageAnswer(user, row)) };
}

/** Typed by magic bytes, then decoded and re-encoded; anything else is refused with its name. */
async function readImage(file: ReceivedFile): Promise<PreparedImage & { name: string }> {
  const bytes = await readFile(file.path);
  const type = sniff(bytes.subarray(0, 16));
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(type)) throw httpError('IMAGE_NOT_IMAGE', { name: file.name });
  return { ...(await prepareImage(bytes, type as ImageType, file.name)), name: file.name };
}

/**
 * Attaches images to a check: all of them or none. Every file is decoded before anything is written; the check's row
 * is locked while counting, so two uploads at once cannot pass the limit together.
 */
export async function uploadImages(
  db: Db,
  user: AuthUser,
  target: { unikey: string; isMisc: boolean; description: string | undefined },
  files: readonly ReceivedFile[],
  language: Language = 'en',
) {
  const description = (target.description ?? '').trim();
  if (description.length > ATTACHMENT_DESCRIPTION_MAX) {
    throw fieldError('description', 'FIELD_TOO_LONG', { count: 200 });
  }
  await viewableCheck(db, user, target.unikey);
  const images: (PreparedImage & { name: string })[] = [];
  for (const file of files) images.push(await readImage(file));
  await db.transaction().execute(async (trx) => {
    const check = await viewableCheck(trx, user, target.unikey, true);
    if ((await q.countAttachments(trx, check.id)) + images.length > MAX_IMAGES_PER_CHECK) {
      throw httpError('IMAGE_TOO_MANY', { max: MAX_IMAGES_PER_CHECK });
    }
    for (const image of images) {
      const row = await q.insertAttachment(trx, {
        public_id: randomToken(),
        check_id: check.id,
        is_misc: target.isMisc,
        name: image.name.slice(0, 255),
        description,
        content_type: image.contentType,
        width: image.width,
        height: image.height,
        byte_size: image.data.length,
        data: image.data,
        thumb: image.thumb,
        uploaded_by: user.id,
      });
      await recordAudit(trx, user.id, 'upload', ['attachment', row.public_id], {
        after: { check: target.unikey, name: row.name, isMisc: row.is_misc, bytes: image.data.length },
      });
    }
  });
  return {
    Message: attachmentsTexts.of(language)('uploaded', { count: images.length }),
    ...(await listImages(db, user, target.unikey, target.isMisc)),
  };
}

export async function deleteImage(db: Db, user: AuthUser, publicId: string, language: Language = 'en') {
  const remaining = await db.transaction().execute(async (trx) => {
    const row = await q.findAttachment(trx, publicId);
    if (!row) throw httpError('IMAGE_NOT_FOUND');
    if (!mayView(user, row.check_owner)) throw forbidden();
    if (!imageAnswer(user, row).CanDelete) throw forbidden();
    await q.deleteAttachment(trx, row.id);
    await recordAudit(trx, user.id, 'delete', ['attachment', row.public_id], {
      before: { name: row.name, isMisc: row.is_misc, description: row.description },
    });
    return (await q.listAttachments(trx, row.check_id, row.is_misc)).map((image) => imageAnswer(user, image));
  });
  return { Message: attachmentsTexts.of(language)('deleted'), Images: remaining };
}

/** The bytes of an image or its thumbnail, for its check's owner and administrators only. */
export async function imageBytes(db: Db, user: AuthUser, publicId: string, part: 'data' | 'thumb') {
  const row = await q.attachmentBytes(db, publicId, part);
  if (!row) throw httpError('IMAGE_NOT_FOUND');
  if (!mayView(user, row.check_owner)) throw forbidden();
  return { bytes: Buffer.from(row.bytes), contentType: part === 'thumb' ? 'image/webp' : row.content_type };
}

/**
 * The report's image (`BasicInfo.ImageUrl`): its newest vehicle photo (read with the check, `photoPublicId`),
 * shown to those who may see it.
 */
export function reportImageUrl(
  user: AuthUser | null,
  check: { user_id: number | null },
  photoPublicId: string | null,
): string | null {
  if (!user || !photoPublicId || !mayView(user, check.user_id)) return null;
  return imagePath(photoPublicId);
}
