import {
  type IsmabiFileKind,
  type IsmabiUploadAnswer,
  ismabiRow,
  ismabiUploadAnswer,
  pagedAnswer,
} from '@portal/contract';
import { api } from '../../app/api';
import { uploadFiles } from '../../app/upload';

const ismabiPage = pagedAnswer(ismabiRow);

export const ismabiListKey = ['ismabi'] as const;

export const fetchIsmabi = (filter: { q: string; page: number; rows: number }) =>
  api('/api/ISMABI', { query: { ...filter, q: filter.q || undefined }, parse: (body) => ismabiPage.parse(body) });

/** One upload's outcome: the server's report of the file, or the refusal of the whole request. */
export type UploadOutcome = { report: IsmabiUploadAnswer } | { refusal: string; reached: boolean };

export async function uploadIsmabiFile(
  kind: IsmabiFileKind,
  file: File,
  onProgress: (sent: number) => void,
): Promise<UploadOutcome> {
  const { status, body } = await uploadFiles('/api/ISMABI/', { query: { id: kind }, files: [file], onProgress });
  const report = ismabiUploadAnswer.safeParse(body);
  if (report.success) return { report: report.data };
  const message = (body as { Message?: unknown } | undefined)?.Message;
  return { refusal: typeof message === 'string' ? message : '', reached: status !== 0 };
}
