import { askToLogin } from './api-problems';

export interface UploadResult {
  /** HTTP status; 0 when the server was not reached. */
  status: number;
  body: unknown;
}

export interface UploadRequest {
  query?: Record<string, string | boolean>;
  files: readonly File[];
  fields?: Record<string, string>;
  /** Share of the request sent so far, from 0 to 1 (the browser's upload progress). */
  onProgress?: (sent: number) => void;
}

/**
 * A multipart upload with progress, which `fetch` cannot report. Answers the status and the JSON body whatever the
 * status, so the caller can show a refusal's details; a 401 opens the login prompt as every other call does.
 */
export function uploadFiles(path: string, request: UploadRequest): Promise<UploadResult> {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, String(value));
  const form = new FormData();
  for (const [name, value] of Object.entries(request.fields ?? {})) form.append(name, value);
  for (const file of request.files) form.append('files', file, file.name);

  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${url.pathname}${url.search}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 401) askToLogin();
      resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    };
    xhr.onerror = () => resolve({ status: 0, body: undefined });
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
