import { isLanguage, type Language } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { enqueueMail, type MailQueue } from '../../platform/mail-delivery.ts';
import { queueWebhookEvent } from '../webhooks/public.ts';
import { newClaimMail } from './mails.ts';

interface Changed {
  user_id: number;
  email: string;
  username: string;
  language: string | null;
  vehicle: string;
  new_claims: number;
  changed_at: Date;
}

/**
 * After claims are imported (inside the import's transaction): every watch whose chassis now has claims beyond the
 * newest one it has seen is marked changed (how many new, when) and moves what it has seen forward, in one
 * set-based statement; each such watcher gets one mail in their language, and a `watch.new_claims` webhook event. A claim re-imported under the same
 * insurer and claim number keeps its id, so importing the same rows again changes no watch and sends nothing.
 */
export async function noticeNewClaims(db: Db, jobs: MailQueue, publicUrl: string, fallbackLanguage: Language = 'en') {
  const { rows } = await sql<Changed>`
    with fresh as (
      select w.id, count(c.id)::int as added, max(c.id) as last_id, max(c.accident_loss_date) as last_date
      from watches w
      join claims c on c.chassis_no_key = w.chassis_no_key and c.id > w.seen_last_claim_id
      group by w.id
    ), marked as (
      update watches w set
        new_claims = w.new_claims + fresh.added,
        seen_claim_count = w.seen_claim_count + fresh.added,
        seen_last_claim_id = fresh.last_id,
        seen_last_claim_date = greatest(w.seen_last_claim_date, fresh.last_date),
        changed_at = now()
      from fresh
      where w.id = fresh.id
      returning w.user_id, w.chassis_no_key, w.new_claims, w.changed_at
    )
    select u.id as user_id, u.email, u.username, u.language, m.new_claims, m.changed_at,
      coalesce(v.registration_no, v.chassis_no, m.chassis_no_key) as vehicle
    from marked m
    join users u on u.id = m.user_id and u.active and u.closed_at is null
    left join vehicles v on v.chassis_no_key = m.chassis_no_key
    order by u.id`.execute(db);
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
    await queueWebhookEvent(db, row.user_id, 'watch.new_claims', {
      vehicle: row.vehicle,
      newClaims: row.new_claims,
      changedAt: new Date(row.changed_at).toISOString(),
    });
  }
  return rows.length;
}
