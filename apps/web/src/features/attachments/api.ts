import { attachmentListAnswer, attachmentPostAnswer } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { uploadFiles } from '../../app/upload';

export const attachmentKeys = {
  list: (unikey: string, isMisc: boolean) => ['attachments', unikey, isMisc] as const,
};

/** Someone who may not see a check's images gets no panel at all, so a refusal here is quiet. */
const fetchImages = (unikey: string, isMisc: boolean) =>
  api('/api/QuoteAttachment', {
    query: { id: unikey, isMisc },
    handlesErrors: true,
    allowAnonymous: true,
    parse: (body) => attachmentListAnswer.parse(body),
  });

/** A check's images of one kind (vehicle photos, or other images), for the panel and its two lists. */
export const imagesQuery = (unikey: string, isMisc: boolean) =>
  queryOptions({ queryKey: attachmentKeys.list(unikey, isMisc), queryFn: () => fetchImages(unikey, isMisc) });

export const deleteImage = (id: string) =>
  api('/api/QuoteAttachment/post', {
    method: 'POST',
    query: { id, del: true },
    parse: (body) => attachmentPostAnswer.parse(body),
  });

export async function uploadImages(
  target: { unikey: string; isMisc: boolean; description: string },
  files: File[],
  onProgress: (sent: number) => void,
): Promise<{ ok: true } | { ok: false; message: string; reached: boolean }> {
  const { status, body } = await uploadFiles('/api/QuoteAttachment/post', {
    query: { id: target.unikey, isMisc: target.isMisc },
    files,
    fields: target.description ? { description: target.description } : {},
    onProgress,
  });
  if (status === 200) return { ok: true };
  const message = (body as { Message?: unknown } | undefined)?.Message;
  return { ok: false, message: typeof message === 'string' ? message : '', reached: status !== 0 };
}
