import {
  endpointUrl,
  type IsmabiFileKind,
  type IsmabiImportJob,
  ismabiEndpoints,
  ismabiImportJob,
} from '@portal/contract';
import { endpointKey, endpointQuery } from '../../lib/api';
import { uploadFiles } from '../../lib/upload';

/** Every page and search of the list: what an import's outcome makes stale. */
export const ismabiListKey = endpointKey(ismabiEndpoints.list);

export const ismabiListQuery = (filter: { q: string; page: number; rows: number }) =>
  endpointQuery(ismabiEndpoints.list, { query: { ...filter, q: filter.q || undefined } });

/** One upload's answer: its import job, or the refusal of the whole request. */
export type UploadOutcome = { job: IsmabiImportJob } | { refusal: string; reached: boolean };

export async function uploadIsmabiFile(
  kind: IsmabiFileKind,
  file: File,
  onProgress: (sent: number) => void,
): Promise<UploadOutcome> {
  const { status, body } = await uploadFiles(endpointUrl(ismabiEndpoints.upload, { query: { id: kind } }), {
    files: [file],
    onProgress,
  });
  const job = ismabiImportJob.safeParse(body);
  if (job.success) return { job: job.data };
  const message = (body as { Message?: unknown } | undefined)?.Message;
  return { refusal: typeof message === 'string' ? message : '', reached: status !== 0 };
}

/** The import job has its outcome (or failed): nothing more to wait for. */
export const importFinished = (job: IsmabiImportJob | undefined) => job?.Status === 'done' || job?.Status === 'failed';

const IMPORT_POLL_MS = 1000;

/** An upload's import job, asked again every second until it is finished. */
export const ismabiImportQuery = (id: number) => ({
  // Its own key (the job's path), not the list's: reading the list again after an import asks no finished job again.
  ...endpointQuery(ismabiEndpoints.importJob, { params: { id } }),
  refetchInterval: (query: { state: { data?: IsmabiImportJob } }) =>
    importFinished(query.state.data) ? false : IMPORT_POLL_MS,
});
