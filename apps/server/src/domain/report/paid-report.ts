import type { Language } from '@portal/contract';
import { reportPdf } from './pdf.ts';
import type { Report } from './report.ts';
import { reportFingerprint, verifyUrl } from './verification.ts';

export type PaidReport = { report: Report; fingerprint: string; verifyToken: string | null };

/** A frozen report, the fingerprint its verification page shows and the token its QR code carries there. */
export const paidReportOf = (reportJson: string, verifyToken: string | null): PaidReport => ({
  report: JSON.parse(reportJson) as Report,
  fingerprint: reportFingerprint(reportJson),
  verifyToken,
});

/** A paid report as a PDF, with the QR code and fingerprint of its verification page. */
export function paidReportPdf({ report, fingerprint, verifyToken }: PaidReport, language: Language, publicUrl: string) {
  const reference = report.BasicInfo.ReferenceID ?? '';
  return reportPdf(report, language, {
    url: verifyUrl(publicUrl, reference),
    qrUrl: verifyUrl(publicUrl, reference, verifyToken),
    fingerprint,
  });
}

export const pdfFileName = (report: Report) => `${report.BasicInfo.ReferenceID ?? 'report'}.pdf`;
