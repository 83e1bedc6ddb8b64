import { REQUEST_TIMEOUT_FALLBACK_MS } from '../../model/constants';
import type { UploadAnswer } from '../../model/images';

export class UploadError extends Error {
  constructor(
    message: string,
    /** The HTTP status of a refused upload; 0 when no answer came. */
    readonly status = 0,
    /** Seconds the server asked us to wait before trying again (429). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

type UploadBody = { success?: boolean; data?: UploadAnswer; message?: string };

function parseJson(text: string): UploadBody | null {
  try {
    return JSON.parse(text) as UploadBody;
  } catch {
    return null;
  }
}

type Options = {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  token?: string | null;
};

/**
 * Sends one image to POST /api/upload/single (field "image") and reports progress. XMLHttpRequest,
 * because fetch cannot tell how much of a request body has been sent.
 */
export function uploadImage(
  file: Blob,
  { onProgress, signal, token }: Options = {},
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/upload/single');
    request.timeout = REQUEST_TIMEOUT_FALLBACK_MS * 8;
    const bearer = token ?? localStorage.getItem('token');
    if (bearer) request.setRequestHeader('Authorization', `Bearer ${bearer}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        const retryAfter = Number(request.getResponseHeader?.('Retry-After'));
        reject(
          new UploadError(
            body?.message ?? `Upload failed: ${request.status} ${request.statusText}`,
            request.status,
            Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
          ),
        );
      } else if (!body?.data?.url) {
        reject(new UploadError('Upload failed - no URL returned'));
      } else {
        onProgress?.(1);
        resolve(body.data);
      }
    };
    request.onerror = () => reject(new UploadError('Failed to upload image. Please try again.'));
    request.ontimeout = () => reject(new UploadError('Failed to upload image. Please try again.'));
    signal?.addEventListener('abort', () => request.abort());
    request.onabort = () => reject(new UploadError('Upload cancelled'));
    const form = new FormData();
    form.append('image', file);
    request.send(form);
  });
}
