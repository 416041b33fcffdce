import { isLanguage, type Language } from '@portal/contract';
import type { Db } from '../../db/connection.ts';
import type { JobQueue } from '../../jobs/define.ts';
import { enqueueMail } from '../../platform/mail-delivery.ts';
import { queueWebhookEvent } from '../webhooks/public.ts';
import { newClaimMail } from './mails.ts';
import { markWatchesWithNewClaims } from './queries.ts';

/**
 * After claims are imported (inside the import's transaction): every watch whose chassis now has claims beyond the
 * newest one it has seen is marked changed (how many new, when) and moves what it has seen forward, in one
 * set-based statement; each such watcher gets one mail in their language, and a `watch.new_claims` webhook event. A claim re-imported under the same
 * insurer and claim number keeps its id, so importing the same rows again changes no watch and sends nothing.
 */
export async function noticeNewClaims(
  db: Db,
  jobs: Pick<JobQueue, 'enqueue'>,
  publicUrl: string,
  fallbackLanguage: Language = 'en',
) {
  const rows = await markWatchesWithNewClaims(db);
  for (const row of rows) {
    await enqueueMail(
      db,
      jobs,
      newClaimMail({
        to: row.email,
        name: row.username,
        vehicle: row.vehicle,
        newClaims: row.new_claims,
        changedAt: new Date(row.changed_at),
        publicUrl,
        language: isLanguage(row.language) ? row.language : fallbackLanguage,
      }),
    );
    // The transaction rolls back, mails and all: an import that can tell watchers is given the queue.
    if (!jobs) throw new Error('watchers told of new claims need the job queue, for their webhooks');
    await queueWebhookEvent(db, jobs, row.user_id, 'watch.new_claims', {
      vehicle: row.vehicle,
      newClaims: row.new_claims,
      changedAt: new Date(row.changed_at).toISOString(),
    });
  }
  return rows.length;
}
