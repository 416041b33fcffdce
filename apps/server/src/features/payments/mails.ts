import { formatDateTime, formatRinggit, type Language, PRODUCT_NAME } from '@portal/contract';
import type { Mail } from '../../platform/mail.ts';
import { layoutMail } from '../../platform/mail-layout.ts';
import { paymentsTexts } from './texts.ts';

interface Recipient {
  to: string;
  name: string;
  transactionNo: string;
  language: Language;
}

/** A payment for one check's report: the receipt of a search, or the notice of a refund due. */
type ReportPayment = Recipient & { amountSen: number; searched: string; reportLink: string; paidAt: Date };

/** The SST inside what was paid, and the rate it was worked out at. */
interface PaidTax {
  taxSen: number;
  ratePercent: number;
}

/** The receipt's row for the SST inside the amount paid; none when no tax was charged. */
const taxRows = (t: Translate, tax: PaidTax, language: Language): [string, string][] =>
  tax.taxSen === 0 ? [] : [[t('sstIncluded', { rate: tax.ratePercent }), formatRinggit(tax.taxSen, language)]];

type Translate = ReturnType<typeof paymentsTexts.of>;

/**
 * The one receipt: a line saying what was bought, a table of label and value, and a button to the page the purchase
 * lives on, in the shared mail layout; `parts` words them in the recipient's language.
 */
function receiptMail(
  recipient: Recipient,
  parts: (t: Translate) => {
    intro: string;
    rows: [string, string][];
    link: { label: string; textLabel: string; url: string };
    note?: string;
    subject?: string;
  },
): Mail {
  const { language, transactionNo } = recipient;
  const t = paymentsTexts.of(language);
  const receipt = parts(t);
  return layoutMail({
    to: recipient.to,
    subject: receipt.subject ?? t('receiptSubject', { product: PRODUCT_NAME, transactionNo }),
    language,
    greeting: t('greeting', { name: recipient.name }),
    intro: receipt.intro,
    rows: receipt.rows,
    link: receipt.link,
    orOpenLink: t('orOpenLink'),
    note: receipt.note,
  });
}

/**
 * The receipt of a pay-per-search: what was paid, the references, and the link that opens the report for its buyer
 * only (after logging in; for a guest, on the device that paid, elsewhere through `myReportsLink`).
 */
export const searchReceiptMail = (
  receipt: ReportPayment & PaidTax & { checkReference: string | null; myReportsLink: string | null },
) =>
  receiptMail(receipt, (t) => ({
    intro: t('searchIntro'),
    rows: [
      [t('vehicleSearched'), receipt.searched],
      [t('amountPaid'), formatRinggit(receipt.amountSen, receipt.language)],
      ...taxRows(t, receipt, receipt.language),
      [t('paymentReference'), receipt.transactionNo],
      [t('checkReference'), receipt.checkReference ?? '-'],
      [t('paidOn'), formatDateTime(receipt.paidAt, receipt.language)],
    ],
    link: { label: t('openMyReport'), textLabel: t('openYourReport'), url: receipt.reportLink },
    note: receipt.myReportsLink ? t('reportLinkForGuest', { page: receipt.myReportsLink }) : t('reportLinkForAccount'),
  }));

/**
 * The receipt of a credit top-up: the package, the credits it added, what was paid and the balance now; a company's
 * carries its tax invoice as a PDF.
 */
export const topupReceiptMail = (
  receipt: Recipient &
    PaidTax & {
      packageName: string;
      credits: number;
      amountSen: number;
      balance: number;
      transactionsLink: string;
      paidAt: Date;
      taxInvoice: { documentNo: string; pdf: Buffer } | undefined;
    },
): Mail => ({
  ...receiptMail(receipt, (t) => ({
    intro: t('topupIntro'),
    rows: [
      [t('creditPackage'), receipt.packageName],
      [t('creditsAdded'), t('credits', { count: receipt.credits })],
      [t('amountPaid'), formatRinggit(receipt.amountSen, receipt.language)],
      ...taxRows(t, receipt, receipt.language),
      ...(receipt.taxInvoice ? ([[t('taxInvoice'), receipt.taxInvoice.documentNo]] as [string, string][]) : []),
      [t('paymentReference'), receipt.transactionNo],
      [t('paidOn'), formatDateTime(receipt.paidAt, receipt.language)],
      [t('creditBalance'), t('credits', { count: receipt.balance })],
    ],
    link: { label: t('viewMyTransactions'), textLabel: t('yourTransactions'), url: receipt.transactionsLink },
    ...(receipt.taxInvoice ? { note: t('taxInvoiceAttached') } : {}),
  })),
  attachment: receipt.taxInvoice && { name: `${receipt.taxInvoice.documentNo}.pdf`, content: receipt.taxInvoice.pdf },
});

/** Money received for a check that was already paid by other means: it is owed back, and an administrator refunds it. */
export const refundDueMail = (notice: ReportPayment) =>
  receiptMail(notice, (t) => ({
    subject: t('refundSubject', { product: PRODUCT_NAME, transactionNo: notice.transactionNo }),
    intro: t('refundIntro'),
    rows: [
      [t('vehicleSearched'), notice.searched],
      [t('amountToRefund'), formatRinggit(notice.amountSen, notice.language)],
      [t('paymentReference'), notice.transactionNo],
      [t('paidOn'), formatDateTime(notice.paidAt, notice.language)],
    ],
    link: { label: t('openTheReport'), textLabel: t('openTheReport'), url: notice.reportLink },
    note: t('refundNote'),
  }));
