import { buildPath, MESSAGES, type ApiErrorBody, type BodyOf, type FieldError, type ParamsOf, type QueryOf, type ResponseOf, type RouteDef } from '@trueline/contract';

/** An API failure with the server's message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message || MESSAGES.errorOccurred);
  }
}

/** Where the API client and the realtime client get the access token, and how they renew it. */
export interface TokenStore {
  get(): string | null;
  /** One refresh attempt after a 401; answers the new token or null. */
  refresh(): Promise<string | null>;
  /** Called when the refresh failed: the session is over. */
  onSignedOut(): void;
}

let tokens: TokenStore = { get: () => null, refresh: async () => null, onSignedOut: () => undefined };
export const configureApi = (store: TokenStore) => {
  tokens = store;
};

type CallArgs<R extends RouteDef> = {
  params?: Omit<ParamsOf<R>, 'orgId'> & { orgId?: string };
  query?: QueryOf<R>;
  body?: BodyOf<R> | FormData;
  signal?: AbortSignal;
  /** Skip the refresh-on-401 dance (the auth calls themselves). */
  noRefresh?: boolean;
};

let currentOrgId: string | null = null;
/** Routes under /api/orgs/:orgId take the signed-in user's organisation unless the caller names one. */
export const setApiOrg = (orgId: string | null) => {
  currentOrgId = orgId;
};

function urlOf<R extends RouteDef>(route: R, args: CallArgs<R>): string {
  const params = { orgId: currentOrgId ?? '', ...(args.params ?? {}) } as Record<string, string>;
  let url = buildPath(route.path, params);
  if (args.query) {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(args.query as Record<string, unknown>)) {
      if (v === undefined || v === null) continue;
      for (const item of Array.isArray(v) ? v : [v]) qs.append(k, String(item));
    }
    const s = qs.toString();
    if (s) url += `?${s}`;
  }
  return url;
}

async function send<R extends RouteDef>(route: R, args: CallArgs<R>, token: string | null): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (args.body instanceof FormData) body = args.body;
  else if (args.body !== undefined) {
    if (route.bodyKind === 'form') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(Object.entries(args.body as Record<string, unknown>).map(([k, v]) => [k, String(v ?? '')])).toString();
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(args.body);
    }
  }
  return fetch(urlOf(route, args), { method: route.method, headers, body, credentials: 'include', signal: args.signal });
}

async function errorOf(res: Response): Promise<ApiError> {
  let body: Partial<ApiErrorBody> = {};
  try {
    body = (await res.json()) as ApiErrorBody;
  } catch {
    // not JSON: a proxy or network page
  }
  return new ApiError(res.status, body.message || MESSAGES.errorOccurred, body.code ?? 'INTERNAL', body.errors ?? []);
}

/**
 * Calls a contract route: bearer token, cookies, the `{ data }` envelope unwrapped, and on a 401
 * one token refresh and one retry; when that fails the session ends and the user goes to sign-in.
 */
export async function api<R extends RouteDef>(route: R, args: CallArgs<R> = {}): Promise<ResponseOf<R>> {
  let res = await send(route, args, tokens.get());
  if (res.status === 401 && !args.noRefresh && route.auth !== 'public') {
    const fresh = await tokens.refresh();
    if (!fresh) {
      tokens.onSignedOut();
      throw await errorOf(res);
    }
    res = await send(route, args, fresh);
    if (res.status === 401) tokens.onSignedOut();
  }
  if (!res.ok) throw await errorOf(res);
  if (route.response === 'file') return (await res.blob()) as ResponseOf<R>;
  const json = (await res.json()) as { data: ResponseOf<R> };
  return json.data;
}

export const errorMessage = (err: unknown): string =>
  err instanceof ApiError ? err.message || MESSAGES.errorOccurred : err instanceof Error && err.message ? err.message : MESSAGES.errorOccurred;
