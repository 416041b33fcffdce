import { type EinvoiceError, isLanguage, PRODUCT_NAME } from '@portal/contract';
import type { Mail } from '../../platform/mail.ts';
import { layoutMail } from '../../platform/mail-layout.ts';
import { einvoicesTexts } from './texts.ts';

/** The administrator's screen of e-invoices (apps/web features/einvoices), where an Invalid one is sent again. */
const einvoicesPagePath = '/settings/einvoices';

/** "MyInvois rejected e-invoice …" to one administrator, in their language, with LHDN's first reason. */
export function rejectedEinvoiceMail(
  administrator: { email: string; username: string; language: string | null },
  codeNumber: string,
  errors: EinvoiceError[],
  publicUrl: string,
): Mail {
  const language = isLanguage(administrator.language) ? administrator.language : 'en';
  const t = einvoicesTexts.of(language);
  const url = `${publicUrl}${einvoicesPagePath}`;
  const [reason] = errors;
  return layoutMail({
    to: administrator.email,
    subject: t('rejectedSubject', { product: PRODUCT_NAME, codeNumber }),
    language,
    greeting: t('rejectedGreeting', { name: administrator.username }),
    intro: t('rejectedBody', { codeNumber }),
    rows: [
      [t('rejectedCodeNumber'), codeNumber],
      ...(reason
        ? [[t('rejectedReason'), [reason.Code, reason.Message].filter(Boolean).join(': ')] as [string, string]]
        : []),
    ],
    link: { label: t('openEinvoices'), textLabel: t('openEinvoices'), url },
    orOpenLink: t('orOpenLink'),
  });
}
