import { type BulkBatch, type BulkConfirmRequest, bulkBatch, type ErrorCode, isErrorCode } from '@portal/contract';
import { api } from '../../app/api';
import { uploadFiles } from '../../app/upload';

export const bulkKey = (id: number) => ['bulk', id] as const;

/** The uploaded batch (being read), or the refusal's words (in the user's language) and code. */
export type PreviewOutcome = { batch: BulkBatch } | { refusal: string; code: ErrorCode | undefined };

export async function uploadBulkFile(file: File, onProgress: (sent: number) => void): Promise<PreviewOutcome> {
  const { body } = await uploadFiles('/api/Bulk', { files: [file], onProgress });
  const batch = bulkBatch.safeParse(body);
  if (batch.success) return { batch: batch.data };
  const answer = body as { Message?: unknown; Code?: unknown } | undefined;
  return {
    refusal: typeof answer?.Message === 'string' ? answer.Message : '',
    code: isErrorCode(answer?.Code) ? answer.Code : undefined,
  };
}

export const fetchBulk = (id: number) => api(`/api/Bulk/${id}`, { parse: (body) => bulkBatch.parse(body) });

/** Too little credit is shown on the page (handlesErrors). Sent once the Terms of Service are agreed. */
export const confirmBulk = (id: number) =>
  api(`/api/Bulk/${id}/Confirm`, {
    method: 'POST',
    body: { AgreeTerms: true } satisfies BulkConfirmRequest,
    parse: (body) => bulkBatch.parse(body),
    handlesErrors: true,
    payment: true,
  });

/** Asks the server to draw the batch's PDF reports; a refusal (one batch at a time) is shown on the page. */
export const prepareBulkReports = (id: number) =>
  api(`/api/Bulk/${id}/Reports`, { method: 'POST', parse: (body) => bulkBatch.parse(body), handlesErrors: true });

/** A plain link: the login cookie goes with it, and the browser saves the workbook. */
export const resultPath = (id: number) => `/api/Bulk/${id}/result.xlsx`;
export const reportsZipPath = (id: number) => `/api/Bulk/${id}/reports.zip`;
