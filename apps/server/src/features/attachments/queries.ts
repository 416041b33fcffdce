import type { Kysely } from 'kysely';
import { countRows } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';

type Q = Kysely<DB>;

const listed = [
  'attachments.id',
  'attachments.public_id',
  'attachments.is_misc',
  'attachments.name',
  'attachments.description',
  'attachments.uploaded_by',
  'attachments.created_at',
] as const;

export const findCheckOwner = (db: Q, unikey: string, lock = false) =>
  db
    .selectFrom('checks')
    .select(['id', 'user_id'])
    .where('unikey', '=', unikey)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();

export const listAttachments = (db: Q, checkId: number, isMisc: boolean) =>
  db
    .selectFrom('attachments')
    .select(listed)
    .where('check_id', '=', checkId)
    .where('is_misc', '=', isMisc)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const countAttachments = (db: Q, checkId: number) =>
  countRows(db.selectFrom('attachments').where('check_id', '=', checkId));

export const insertAttachment = (
  db: Q,
  values: {
    public_id: string;
    check_id: number;
    is_misc: boolean;
    name: string;
    description: string;
    content_type: string;
    width: number;
    height: number;
    byte_size: number;
    data: Buffer;
    thumb: Buffer;
    uploaded_by: number;
  },
) => db.insertInto('attachments').values(values).returning(listed).executeTakeFirstOrThrow();

/** An attachment with the owner of its check: who may see it. */
export const findAttachment = (db: Q, publicId: string) =>
  db
    .selectFrom('attachments')
    .innerJoin('checks', 'checks.id', 'attachments.check_id')
    .select([...listed, 'attachments.check_id', 'checks.user_id as check_owner'])
    .where('attachments.public_id', '=', publicId)
    .executeTakeFirst();

export const attachmentBytes = (db: Q, publicId: string, part: 'data' | 'thumb') =>
  db
    .selectFrom('attachments')
    .innerJoin('checks', 'checks.id', 'attachments.check_id')
    .select([`attachments.${part} as bytes`, 'attachments.content_type', 'checks.user_id as check_owner'])
    .where('attachments.public_id', '=', publicId)
    .executeTakeFirst();

export const deleteAttachment = (db: Q, id: number) => db.deleteFrom('attachments').where('id', '=', id).execute();
