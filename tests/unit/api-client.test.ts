import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, configureApiClient } from '../../src/api/client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  configureApiClient({ onSessionExpired: undefined });
});

describe('apiRequest', () => {
  it('sends JSON with the stored bearer token', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    fetchMock.mockResolvedValue(json(200, { success: true, data: { ok: 1 } }));
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      success: true,
      data: { ok: 1 },
    });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/x');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: 'Bearer abc.def.ghi',
    });
    expect(init.body).toBe('{"a":1}');
  });

  it('retries a network error 3 times, waiting 1 s, 2 s and 4 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const outcome = apiRequest('/api/x').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });

  it('succeeds when a retry gets through', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, { success: true }));
    const outcome = apiRequest('/api/x');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toEqual({ success: true });
  });

  it('gives up on a request after 10 s and retries it', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_path: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    );
    const outcome = apiRequest('/api/slow').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000 + 2000 + 10_000 + 4000 + 10_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(((await outcome) as ApiError).message).toMatch(/too long/);
  });

  it('never retries an answer, only failures to get one', async () => {
    fetchMock.mockResolvedValue(json(500, { success: false, message: 'boom at SELECT' }));
    await expect(apiRequest('/api/x')).rejects.toThrow('Server error. Please try again later.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    [403, { message: 'nope' }, 'Access denied'],
    [404, { message: 'Portfolio missing' }, 'Resource not found'],
    [429, {}, 'Too many requests. Please wait a moment.'],
    [502, null, 'Server error. Please try again later.'],
    [503, null, 'Server error. Please try again later.'],
    [504, null, 'Server error. Please try again later.'],
    [409, { message: 'This slug is already taken' }, 'This slug is already taken'],
    [400, {}, 'An error occurred'],
  ])('turns status %i into "%s"', async (status, body, message) => {
    fetchMock.mockResolvedValue(json(status, body));
    const error = (await apiRequest('/api/x').catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
  });

  it('ends the session on a 401 to a request that carried a token', async () => {
    const onSessionExpired = vi.fn();
    configureApiClient({ onSessionExpired });
    localStorage.setItem('token', 'abc.def.ghi');
    fetchMock.mockResolvedValue(json(401, { success: false, message: 'expired' }));
    await expect(apiRequest('/api/auth/me')).rejects.toThrow(
      'Session expired. Please login again.',
    );
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('shows the server message for a 401 without a token (a wrong password)', async () => {
    const onSessionExpired = vi.fn();
    configureApiClient({ onSessionExpired });
    fetchMock.mockResolvedValue(
      json(401, { success: false, message: 'Invalid email or password' }),
    );
    await expect(apiRequest('/api/auth/login', { method: 'POST', body: {} })).rejects.toThrow(
      'Invalid email or password',
    );
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
