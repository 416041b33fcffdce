import { formatDate, formatRinggit, type InvoiceDetail, type Language, PRODUCT_NAME } from '@portal/contract';
import type { Mail } from '../../platform/mail.ts';
import { layoutMail } from '../../platform/mail-layout.ts';
import { invoicesTexts } from './texts.ts';

/** A confirmed postpaid invoice to one user it bills, in their language, with its PDF (drawn in that language). */
export function confirmedInvoiceMail(
  user: { email: string; username: string },
  language: Language,
  invoice: InvoiceDetail,
  pdf: Uint8Array,
  publicUrl: string,
): Mail {
  const t = invoicesTexts.of(language);
  const number = invoice.DocumentNo ?? '';
  const home = `${publicUrl}/Home`;
  return {
    ...layoutMail({
      to: user.email,
      subject: t('confirmedSubject', { product: PRODUCT_NAME, number }),
      language,
      greeting: t('confirmedGreeting', { name: user.username }),
      intro: t('confirmedBody', { number }),
      rows: [
        [t('confirmedTotal'), formatRinggit(invoice.AmountSen, language)],
        [t('confirmedDueDate'), formatDate(invoice.DueDate, language)],
      ],
      link: {
        label: t('openPortal', { product: PRODUCT_NAME }),
        textLabel: t('openPortal', { product: PRODUCT_NAME }),
        url: home,
      },
      orOpenLink: t('orOpenLink'),
    }),
    attachment: { name: `${number}.pdf`, content: pdf },
  };
}
