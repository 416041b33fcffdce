import { attachmentEndpoints, endpointUrl } from '@portal/contract';
import { call, endpointQuery } from '../../lib/api';
import { answeredAtLoad } from '../../lib/page-questions';
import { uploadFiles } from '../../lib/upload';

/**
 * A check's images of one kind (vehicle photos, or other images), for the panel and its two lists. Someone who may
 * not see a check's images gets no panel at all, so a refusal here is quiet.
 */
export const imagesQuery = (unikey: string, isMisc: boolean) => ({
  ...endpointQuery(
    attachmentEndpoints.list,
    { query: { id: unikey, isMisc } },
    { handlesErrors: true, allowAnonymous: true },
  ),
  ...answeredAtLoad,
});

export const deleteImage = (id: string) => call(attachmentEndpoints.uploadOrDelete, { query: { id, del: true } });

export async function uploadImages(
  target: { unikey: string; isMisc: boolean; description: string },
  files: File[],
  onProgress: (sent: number) => void,
): Promise<{ ok: true } | { ok: false; message: string; reached: boolean }> {
  const address = endpointUrl(attachmentEndpoints.uploadOrDelete, {
    query: { id: target.unikey, isMisc: target.isMisc },
  });
  const { status, body } = await uploadFiles(address, {
    files,
    fields: target.description ? { description: target.description } : {},
    onProgress,
  });
  if (status === 200) return { ok: true };
  const message = (body as { Message?: unknown } | undefined)?.Message;
  return { ok: false, message: typeof message === 'string' ? message : '', reached: status !== 0 };
}
