import type { guestReportList } from '@portal/contract';
import { GUEST_REPORTS_LINK_MINUTES, GUEST_REPORTS_PAGE, type Language, PRODUCT_NAME } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { grantReportDevice } from '../../domain/report/queries.ts';
import { httpError } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail-delivery.ts';
import { layoutMail } from '../../platform/mail-layout.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import type { AppDeps } from '../../platform/types.ts';
import * as q from './queries.ts';
import { guestReportsTexts } from './texts.ts';

/**
 * Links mailed per buyer, whatever the addresses asking (each address is also limited, by the mail rate limit): an
 * inbox cannot be flooded from many addresses. The same cap as an account's login and reset mails.
 */
const linksPerBuyer = { max: 3, windowMinutes: 10 } as const;

/**
 * Mails a link listing the reports paid without an account with this e-mail and mobile number, only when there is
 * one; the caller answers the same sentence either way, so nobody learns who bought a report. The link's code is
 * kept only hashed and works for 30 minutes.
 */
export async function mailGuestReportsLink(deps: AppDeps, buyer: q.GuestBuyer, language: Language) {
  if (!(await q.hasPaidGuestReport(deps.db, buyer))) return;
  const code = randomToken();
  await deps.db.transaction().execute(async (trx) => {
    await q.lockBuyer(trx, buyer);
    if ((await q.countRecentLinks(trx, buyer, linksPerBuyer.windowMinutes)) >= linksPerBuyer.max) return;
    await q.insertLink(trx, buyer, sha256(code), GUEST_REPORTS_LINK_MINUTES);
    await enqueueMail(trx, deps.jobs, guestReportsMail(deps.config.publicUrl, buyer.email, code, language));
  });
}

function guestReportsMail(publicUrl: string, to: string, code: string, language: Language) {
  const t = guestReportsTexts.of(language);
  return layoutMail({
    to,
    subject: t('subject', { product: PRODUCT_NAME }),
    language,
    greeting: t('greeting'),
    intro: t('body', { product: PRODUCT_NAME }),
    link: {
      label: t('action'),
      textLabel: t('action'),
      url: `${publicUrl}${GUEST_REPORTS_PAGE}?${new URLSearchParams({ taccode: code })}`,
    },
    orOpenLink: t('orOpenLink'),
    note: t('after', { minutes: GUEST_REPORTS_LINK_MINUTES }),
  });
}

/** The paid reports of the buyer a live link was mailed to, newest first; an expired or unknown link is refused. */
export async function guestReports(db: Db, code: string): Promise<z.infer<typeof guestReportList>> {
  const link = await q.liveLink(db, sha256(code));
  if (!link) throw httpError('GUEST_REPORTS_LINK_INVALID');
  const rows = await q.guestReports(db, link);
  return {
    Email: link.email,
    ExpiresAt: link.expires_at.toISOString(),
    Reports: rows.map((row) => ({
      Unikey: row.unikey,
      VehicleRegistrationNo: row.plate,
      VehChassis: row.chassis,
      Make: row.make,
      Family: row.family,
      PaidAt: (row.paid_at ?? row.created_at).toISOString(),
    })),
  };
}

/**
 * One report of the buyer a live link was mailed to, opened on this browser: it may open that report from now on, as
 * the browser that paid for it may. A report that is not theirs is not there.
 */
export async function openGuestReport(db: Db, code: string, unikey: string, deviceHash: () => string) {
  const link = await q.liveLink(db, sha256(code));
  if (!link) throw httpError('GUEST_REPORTS_LINK_INVALID');
  const check = await q.guestReport(db, link, unikey);
  if (!check) throw httpError('CHECK_NOT_FOUND');
  await grantReportDevice(db, check.id, deviceHash());
  return { Unikey: unikey };
}
