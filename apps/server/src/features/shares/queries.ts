import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Db } from '../../db/connection.ts';
import { revokeNow } from '../../db/revocation.ts';
import { onePageRow, pageViewer, viewerColumns } from '../../platform/page-viewer.ts';

export const insertShare = (
  db: Db,
  share: { checkId: number; createdBy: number | null; tokenHash: string; expiresAt: Date },
) =>
  db
    .insertInto('report_shares')
    .values({
      check_id: share.checkId,
      created_by: share.createdBy,
      token_hash: share.tokenHash,
      expires_at: share.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** A check's share links, newest first, each with whether it is still within its days. */
export const sharesOfCheck = (db: Db, checkId: number) =>
  db
    .selectFrom('report_shares')
    .select(['id', 'created_at', 'expires_at', 'revoked_at', sql<boolean>`expires_at > now()`.as('unexpired')])
    .where('check_id', '=', checkId)
    .orderBy('id', 'desc')
    .execute();

/**
 * A share link of a report its caller owns: one the user bought, or the named one bought by a guest on a browser that
 * may open it (its report-device hash); nothing for anyone else's.
 */
export const ownShare = (
  db: Db,
  id: number,
  holder: { userId: number | null; guestReport: { unikey: string; deviceHash: string } | null },
) =>
  db
    .selectFrom('report_shares')
    .innerJoin('checks', 'checks.id', 'report_shares.check_id')
    .select(['report_shares.id'])
    .where('report_shares.id', '=', id)
    .where((eb) => {
      const owners = [];
      if (holder.userId !== null) owners.push(eb('checks.user_id', '=', holder.userId));
      const { guestReport } = holder;
      if (guestReport)
        owners.push(
          eb.and([
            eb('checks.user_id', 'is', null),
            eb('checks.unikey', '=', guestReport.unikey),
            eb.exists(
              eb
                .selectFrom('report_devices')
                .select('report_devices.check_id')
                .whereRef('report_devices.check_id', '=', 'checks.id')
                .where('report_devices.device_hash', '=', guestReport.deviceHash),
            ),
          ]),
        );
      return eb.or(owners);
    })
    .executeTakeFirst();

/** Revokes a share link now; one already revoked keeps its first revocation time. */
export const revokeShare = (db: Db, id: number) => revokeNow(db, 'report_shares').where('id', '=', id).execute();

/** The paid check behind a live share link (not revoked, not expired). */
export const liveSharedCheck = (db: Db, tokenHash: string) =>
  db
    .selectFrom('report_shares')
    .innerJoin('checks', 'checks.id', 'report_shares.check_id')
    .select([
      'report_shares.expires_at',
      'checks.verify_token',
      sql<string | null>`checks.report::text`.as('report_json'),
    ])
    .where('report_shares.token_hash', '=', tokenHash)
    .where('report_shares.revoked_at', 'is', null)
    .where('report_shares.expires_at', '>', sql<Date>`now()`)
    .where('checks.status', '=', 'paid')
    .executeTakeFirst();

/**
 * What a share link's page (`/share/:token`) is drawn from, read in one query before it is drawn: its viewer (always a
 * row), and for a live link of a paid report, the link and the report's page version.
 */
export const sharedPageView = compiledOnce(
  'shared_page_view',
  ['\u0000share-hash', '\u0000token-hash'],
  (db, shareHash: string, tokenHash: string) =>
    db
      .selectFrom(onePageRow)
      .leftJoin(pageViewer(db, tokenHash).as('viewer'), (join) => join.onTrue())
      .leftJoin(
        db
          .selectFrom('report_shares')
          .innerJoin('checks', 'checks.id', 'report_shares.check_id')
          .select(['report_shares.id', 'checks.page_version'])
          .where('report_shares.token_hash', '=', shareHash)
          .where('report_shares.revoked_at', 'is', null)
          .where('report_shares.expires_at', '>', sql<Date>`now()`)
          .where('checks.status', '=', 'paid')
          .as('shared'),
        (join) => join.onTrue(),
      )
      .select(viewerColumns)
      .select(['shared.id as share_id', 'shared.page_version']),
);
