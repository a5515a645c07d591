import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authRoutes, usersRoutes } from '@trueline/contract';
import { api, ApiError, configureApi, setApiOrg } from './api';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  let token: string | null;
  const refresh = vi.fn<() => Promise<string | null>>();
  const onSignedOut = vi.fn();
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    token = 'old';
    refresh.mockReset();
    onSignedOut.mockReset();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ get: () => token, refresh, onSignedOut });
    setApiOrg('org-1');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fills in the organisation, sends the bearer token and unwraps { data }', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: [{ id: 'u1' }] }));
    await expect(api(usersRoutes.list)).resolves.toEqual([{ id: 'u1' }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/orgs/org-1/users');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer old');
    expect(init?.credentials).toBe('include');
  });

  it('on a 401 refreshes once and retries with the new token', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'expired', code: 'UNAUTHENTICATED' })).mockResolvedValueOnce(json(200, { data: [] }));
    refresh.mockImplementation(async () => (token = 'new'));
    await expect(api(usersRoutes.list)).resolves.toEqual([]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[1]![1]?.headers as Record<string, string>).authorization).toBe('Bearer new');
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh fails', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'expired', code: 'UNAUTHENTICATED' }));
    refresh.mockResolvedValue(null);
    await expect(api(usersRoutes.list)).rejects.toBeInstanceOf(ApiError);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the auth calls form-encoded and surfaces the server message and field errors', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { message: 'Email must be valid', code: 'VALIDATION', errors: [{ path: 'email', message: 'Email must be valid' }] }));
    const err = (await api(authRoutes.credentials, { body: { email: 'x', password: 'y', reCaptchaToken: 't' } }).catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe('Email must be valid');
    expect(err.errors).toEqual([{ path: 'email', message: 'Email must be valid' }]);
    const init = fetchMock.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/x-www-form-urlencoded');
    expect(String(init.body)).toBe('email=x&password=y&reCaptchaToken=t');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('turns an empty server message into "An error occurred"', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(api(usersRoutes.list)).rejects.toThrow('An error occurred');
  });
});
