import { type BulkBatch, bulkBatch, bulkEndpoints, type ErrorCode, endpointUrl, isErrorCode } from '@portal/contract';
import { call, endpointQuery } from '../../lib/api';
import { uploadFiles } from '../../lib/upload';

/** The uploaded batch (being read), or the refusal's words (in the user's language) and code. */
export type PreviewOutcome = { batch: BulkBatch } | { refusal: string; code: ErrorCode | undefined };

export async function uploadBulkFile(file: File, onProgress: (sent: number) => void): Promise<PreviewOutcome> {
  const { body } = await uploadFiles(endpointUrl(bulkEndpoints.upload), { files: [file], onProgress });
  const batch = bulkBatch.safeParse(body);
  if (batch.success) return { batch: batch.data };
  const answer = body as { Message?: unknown; Code?: unknown } | undefined;
  return {
    refusal: typeof answer?.Message === 'string' ? answer.Message : '',
    code: isErrorCode(answer?.Code) ? answer.Code : undefined,
  };
}

export const bulkQuery = (id: number) => endpointQuery(bulkEndpoints.batch, { params: { id } });

/** Too little credit is shown on the page (handlesErrors). Sent once the Terms of Service are agreed. */
export const confirmBulk = (id: number) =>
  call(bulkEndpoints.confirm, { params: { id }, body: { AgreeTerms: true } }, { handlesErrors: true, payment: true });

/** Asks the server to draw the batch's PDF reports; a refusal (one batch at a time) is shown on the page. */
export const prepareBulkReports = (id: number) =>
  call(bulkEndpoints.prepareReports, { params: { id } }, { handlesErrors: true });

/** A plain link: the login cookie goes with it, and the browser saves the workbook. */
export const resultPath = (id: number) => endpointUrl(bulkEndpoints.result, { params: { id } });
export const reportsZipPath = (id: number) => endpointUrl(bulkEndpoints.reportsZip, { params: { id } });
