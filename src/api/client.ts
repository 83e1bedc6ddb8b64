import { REQUEST_RETRIES, REQUEST_TIMEOUT_MS, RETRY_BASE_DELAY_MS } from '../../model/constants';

/** An answer the API refused, with the message to show (spec section 8, Transport). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const TOKEN_KEY = 'token';

type ClientHooks = {
  /** A request that carried a token got 401: the session is over. */
  onSessionExpired?: () => void;
};
const hooks: ClientHooks = {};

export function configureApiClient(next: ClientHooks) {
  Object.assign(hooks, next);
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  retries?: number;
  /** Leave the Authorization header out even when a token is stored (public pages). */
  anonymous?: boolean;
};

const STATUS_MESSAGES: Record<number, string> = {
  403: 'Access denied',
  404: 'Resource not found',
  429: 'Too many requests. Please wait a moment.',
  500: 'Server error. Please try again later.',
  502: 'Server error. Please try again later.',
  503: 'Server error. Please try again later.',
  504: 'Server error. Please try again later.',
};

export function messageForStatus(status: number, body: unknown): string {
  const serverMessage =
    body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : undefined;
  return STATUS_MESSAGES[status] ?? serverMessage ?? 'An error occurred';
}

class TimeoutError extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one way the browser talks to the API: JSON, the stored bearer token, a 10 s time-out, and up to
 * 3 retries (1 s, 2 s, 4 s) on network errors and time-outs only. Resolves with the parsed body.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { retries = REQUEST_RETRIES } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await attemptRequest<T>(path, options);
    } catch (error) {
      const transient = error instanceof TimeoutError || error instanceof TypeError;
      if (!transient || attempt >= retries || options.signal?.aborted) {
        if (error instanceof TimeoutError)
          throw new ApiError(0, 'The server took too long to answer. Please try again.');
        if (error instanceof TypeError)
          throw new ApiError(0, 'Network error. Please check your connection and try again.');
        throw error;
      }
      await sleep(RETRY_BASE_DELAY_MS * 2 ** attempt);
    }
  }
}

async function attemptRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const token = options.anonymous ? null : localStorage.getItem(TOKEN_KEY);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timeout = setTimeout(
    () => controller.abort(new TimeoutError()),
    options.timeoutMs ?? REQUEST_TIMEOUT_MS,
  );
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort);
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.reason instanceof TimeoutError) throw controller.signal.reason;
    throw error;
  } finally {
    clearTimeout(timeout);
    options.signal?.removeEventListener('abort', forwardAbort);
  }

  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body as T;
  if (response.status === 401 && token) {
    hooks.onSessionExpired?.();
    throw new ApiError(401, 'Session expired. Please login again.', body);
  }
  throw new ApiError(response.status, messageForStatus(response.status, body), body);
}
