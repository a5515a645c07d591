import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@trueline/contract';
import { testApp, type TestApp } from '../testing/test-app';
import { DEMO, signIn, type Session } from '../testing/session';

/**
 * Hostile input over the whole API, driven by the OpenAPI document: every operation it lists gets malformed path ids,
 * query values and bodies (NUL, huge strings, wrong types, truncated JSON, malformed multipart, unknown ids) from a
 * signed-in SuperAdmin of the demo organisation (an API key for the public API). Nothing may answer 500, and every
 * refusal must be the `{ message, code, errors? }` envelope. A new endpoint is covered the day it is in the document.
 */

/**
 * Routes the document hides, called all the same: stored files, the health check and the sandbox CXone sign-in page.
 * Not called: GET /api/realtime (a websocket: its messages are checked in realtime.test.ts), GET /api/docs/* (the
 * document and its reader) and the web app's pages (GET / and client routes answer index.html).
 */
const HIDDEN: Doc['paths'] = {
  '/api/files/{id}': { get: { parameters: [{ name: 'id', in: 'path' }] } },
  '/api/health': { get: {} },
  '/api/sandbox/cxone/authorize': { get: { parameters: [{ name: 'redirect_uri', in: 'query', schema: { type: 'string', example: 'http://localhost:3999/nice/callback' } }, { name: 'state', in: 'query', schema: { type: 'string' } }] } },
};
/** Operations of the document that cannot be called with a plain request (none so far). */
const SKIPPED: string[] = [];

/** Cases per operation are bounded so the run stays near a minute on PGlite. */
const MAX_FIELDS = 12;
const HUGE = 'x'.repeat(1024 * 1024);
/** A query value or path id can be no longer over real HTTP: Node refuses request heads over 16 KB. */
const LONG_URL_VALUE = 'x'.repeat(8 * 1024);

type Schema = {
  type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; enum?: unknown[]; format?: string;
  anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; example?: unknown; default?: unknown; minimum?: number; maximum?: number;
  minLength?: number; maxLength?: number; minItems?: number; nullable?: boolean; const?: unknown; pattern?: string; additionalProperties?: unknown;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: Schema; required?: boolean };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> }; security?: unknown[] };
type Doc = { paths: Record<string, Record<string, Operation>> };

/** A plausible value for a schema: its example, default or first choice, else something of its type. */
function sample(s: Schema | undefined, depth = 0): unknown {
  if (!s || depth > 8) return null;
  if (s.example !== undefined) return s.example;
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const pick = s.anyOf ?? s.oneOf;
  if (pick?.length) return sample(pick.find((o) => o.type !== 'null') ?? pick[0], depth + 1);
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((o) => sample(o, depth + 1) as object));
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = sample(v, depth + 1);
      return out;
    }
    case 'array': return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items, depth + 1));
    case 'integer': case 'number': return s.minimum ?? 1;
    case 'boolean': return true;
    case 'string':
      switch (s.format) {
        case 'email': return 'someone@example.com';
        case 'date-time': return new Date().toISOString();
        case 'date': return new Date().toISOString().slice(0, 10);
        case 'uuid': return crypto.randomUUID();
        case 'uri': return 'https://example.com/x';
        default: return 'x'.repeat(Math.max(1, s.minLength ?? 1));
      }
    default: return s.properties ? sample({ ...s, type: 'object' }, depth) : 'x';
  }
}

/** The paths (as key lists) of the string leaves of a value. */
function stringPaths(v: unknown, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (typeof v === 'string') out.push(path);
  else if (Array.isArray(v)) v.forEach((x, i) => stringPaths(x, [...path, i], out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) stringPaths(x, [...path, k], out);
  return out;
}
function leafPaths(v: unknown, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (Array.isArray(v) && v.length) v.forEach((x, i) => leafPaths(x, [...path, i], out));
  else if (v && typeof v === 'object' && Object.keys(v).length) for (const [k, x] of Object.entries(v)) leafPaths(x, [...path, k], out);
  else if (path.length) out.push(path);
  return out;
}
function withValue(v: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(v) as Record<string | number, unknown>;
  let at = copy;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
  at[path[path.length - 1]!] = value;
  return copy;
}
const wrongTypeOf = (v: unknown): unknown => (typeof v === 'string' ? 12345 : typeof v === 'number' ? 'not a number' : typeof v === 'boolean' ? 'maybe' : Array.isArray(v) ? 'not a list' : v && typeof v === 'object' ? 'not an object' : { unexpected: true });
/** Evenly chosen items, at most `n`: the first and last always among them. */
const spread = <T,>(items: T[], n: number): T[] => (items.length <= n ? items : Array.from({ length: n }, (_, i) => items[Math.round((i * (items.length - 1)) / (n - 1))]!));

interface Request {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  what: string;
}

let t: TestApp;
let user: Session;
let apiKey: string;
let doc: Doc;

beforeAll(async () => {
  t = await testApp(process.env.BAD_INPUT_LOG ? { env: { LOG_LEVEL: 'error' } } : {});
  user = await signIn(t, DEMO.superadmin);
  const key = await t.app.inject({ method: 'POST', url: `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/apiKeys?name=bad-input`, headers: user.headers });
  apiKey = key.json().data.key;
  doc = (await t.app.inject({ url: '/api/docs/openapi.json' })).json();
  for (const [path, ops] of Object.entries(HIDDEN)) doc.paths[path] = { ...ops, ...doc.paths[path] };
});
afterAll(async () => t.close());

/** Real ids for path parameters, found by listing the collection the path sits under (else an unknown id). */
const idCache = new Map<string, string | null>();
async function realId(collectionPath: string, headers: Record<string, string>): Promise<string | null> {
  if (idCache.has(collectionPath)) return idCache.get(collectionPath)!;
  let id: string | null = null;
  if (!/\{/.test(collectionPath)) {
    const res = await t.app.inject({ url: collectionPath, headers });
    if (res.statusCode === 200) {
      const data = res.json().data as unknown;
      const rows = Array.isArray(data) ? data : data && typeof data === 'object' ? Object.values(data).find(Array.isArray) : null;
      const first = (rows as { id?: unknown }[] | null)?.find((r) => r && typeof r.id === 'string');
      id = (first?.id as string | undefined) ?? null;
    }
  }
  idCache.set(collectionPath, id);
  return id;
}

/** The operation's path with real ids where they can be found: the organisation, the Sales Floor workspace, listed rows. */
async function concretePath(path: string, headers: Record<string, string>): Promise<{ url: string; ids: Record<string, string> }> {
  const ids: Record<string, string> = {};
  let url = '';
  for (const segment of path.split('/').slice(1)) {
    const m = /^\{(\w+)\}$/.exec(segment);
    if (!m) {
      url += `/${segment}`;
      continue;
    }
    const name = m[1]!;
    const value = name === 'orgId' ? DEMO.orgId : name === 'ws' || name === 'workspaceId' ? DEMO.ws.sales : (await realId(url, headers)) ?? crypto.randomUUID();
    ids[name] = value;
    url += `/${encodeURIComponent(value)}`;
  }
  return { url, ids };
}

const withQuery = (url: string, query: Record<string, string>) => {
  const q = new URLSearchParams(query).toString();
  return q ? `${url}?${q}` : url;
};

/** The malformed requests for one operation. */
async function casesFor(path: string, method: string, op: Operation): Promise<Request[]> {
  const auth = path.startsWith('/api/v1/') ? { 'x-api-key': apiKey } : user.headers;
  const { url: base, ids } = await concretePath(path, auth);
  const params = op.parameters ?? [];
  const query = Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, String(sample(p.schema) ?? 'x')]));
  const validUrl = withQuery(base, query);
  const out: Request[] = [];
  const content = op.requestBody?.content ?? {};
  const jsonType = Object.keys(content).find((c) => c === 'application/json' || c === 'application/x-www-form-urlencoded');
  const body = jsonType ? sample(content[jsonType]!.schema) : undefined;
  // Path and query cases carry the sample body, so that a route with a body gets past it to its look-ups.
  const withBody = jsonType ? { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) } : {};
  const add = (r: Omit<Request, 'headers'> & { headers?: Record<string, string> }) => out.push({ ...r, headers: { ...auth, ...r.headers } });

  // Path ids: NUL, unknown, not an id at all, and as long as a request head allows.
  for (const name of spread(Object.keys(ids), MAX_FIELDS)) {
    const swap = (value: string) => withQuery(path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(n === name ? value : ids[n]!)), query);
    add({ ...withBody, method, url: swap(`${ids[name]}\u0000`), what: `NUL in path ${name}` });
    if (name !== 'orgId') add({ ...withBody, method, url: swap(crypto.randomUUID()), what: `unknown ${name}` });
    add({ ...withBody, method, url: swap("nonsense' or 1=1"), what: `malformed ${name}` });
  }
  // Query values: NUL, very long, a list where one value is expected, an unknown parameter with NUL.
  for (const name of spread(Object.keys(query), MAX_FIELDS)) {
    add({ ...withBody, method, url: withQuery(base, { ...query, [name]: `${query[name]}\u0000` }), what: `NUL in query ${name}` });
    add({ ...withBody, method, url: withQuery(base, { ...query, [name]: LONG_URL_VALUE }), what: `long query ${name}` });
    add({ ...withBody, method, url: `${withQuery(base, query)}&${encodeURIComponent(name)}=a&${encodeURIComponent(name)}=b`, what: `repeated query ${name}` });
  }
  add({ ...withBody, method, url: `${validUrl}${validUrl.includes('?') ? '&' : '?'}zz=%00`, what: 'NUL in unknown query parameter' });

  if (jsonType) {
    add({ ...withBody, method, url: validUrl, what: 'the sample body' });
    const json = (v: unknown, what: string) => add({ method, url: validUrl, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(v), what });
    const strings = stringPaths(body);
    for (const p of spread(strings, MAX_FIELDS)) json(withValue(body, p, `${String(p.at(-1))}\u0000x`), `NUL in body ${p.join('.')}`);
    for (const p of spread(strings, MAX_FIELDS)) json(withValue(body, p, HUGE), `1 MB string in body ${p.join('.')}`);
    for (const p of spread(leafPaths(body), MAX_FIELDS)) {
      const current = p.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], body);
      json(withValue(body, p, wrongTypeOf(current)), `wrong type in body ${p.join('.')}`);
    }
    if (body && typeof body === 'object' && !Array.isArray(body)) json({ ...body, 'key\u0000': 'x' }, 'NUL in a body key');
    json([body], 'a list instead of the body');
    json('just text', 'text instead of the body');
    json(null, 'null body');
    add({ method, url: validUrl, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body).slice(0, -3), what: 'truncated JSON' });
    add({ method, url: validUrl, headers: { 'content-type': 'application/json' }, payload: '', what: 'empty JSON body' });
    if (jsonType === 'application/x-www-form-urlencoded') {
      add({ method, url: validUrl, headers: { 'content-type': jsonType }, payload: 'email=a%00b@example.com&password=x%00', what: 'NUL in form fields' });
    }
  }
  if (content['multipart/form-data']) {
    const fields = Object.entries(content['multipart/form-data'].schema.properties ?? {}).filter(([, s]) => s.format !== 'binary');
    const boundary = 'BadInputBoundary';
    const part = (name: string, value: string, filename?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n${filename ? 'Content-Type: text/csv\r\n' : ''}\r\n${value}\r\n`;
    const file = part('file', 'phone,state\n5125550100,TX\n', 'bad-input.csv');
    const good = fields.map(([name, s]) => part(name, typeof sample(s) === 'string' ? String(sample(s)) : JSON.stringify(sample(s)))).join('');
    const multi = (payload: string, what: string, type = `multipart/form-data; boundary=${boundary}`) => add({ method, url: validUrl, headers: { 'content-type': type }, payload, what });
    multi(`${good}${file}--${boundary}--\r\n`, 'no boundary', 'multipart/form-data');
    multi(`${good}${file}`.slice(0, -10), 'truncated multipart');
    multi('garbage', 'garbage multipart');
    multi(`${good}${part('file', 'phone\n5125550100\n', 'a\u0000b.csv')}--${boundary}--\r\n`, 'NUL in file name');
    for (const [name] of spread(fields, MAX_FIELDS)) {
      multi(`${fields.map(([n, s]) => part(n, n === name ? 'x\u0000' : typeof sample(s) === 'string' ? String(sample(s)) : JSON.stringify(sample(s)))).join('')}${file}--${boundary}--\r\n`, `NUL in multipart ${name}`);
      multi(`${fields.map(([n, s]) => part(n, n === name ? HUGE : typeof sample(s) === 'string' ? String(sample(s)) : JSON.stringify(sample(s)))).join('')}${file}--${boundary}--\r\n`, `1 MB multipart ${name}`);
    }
    add({ method, url: validUrl, headers: { 'content-type': 'application/json' }, payload: '{"file":', what: 'truncated JSON to an upload' });
  }
  return out;
}

describe('the whole API under bad input', () => {
  it('never answers 500, and refuses in the { message, code, errors? } envelope', async () => {
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m)).map(([m, op]) => ({ path, method: m.toUpperCase(), op })));
    const byStatus = new Map<number, number>();
    const failures: string[] = [];
    let sent = 0;
    for (const { path, method, op } of operations) {
      if (SKIPPED.includes(`${method} ${path}`)) continue;
      for (const r of await casesFor(path, method, op)) {
        const res = await t.app.inject({ method: r.method as 'GET', url: r.url, headers: r.headers, payload: r.payload });
        sent++;
        byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
        const where = `${method} ${path} — ${r.what}: ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${where} ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 400) {
          let body: unknown;
          try {
            body = res.json();
          } catch {
            body = res.body;
          }
          const parsed = apiErrorBody.safeParse(body);
          if (!parsed.success) failures.push(`${where} not the error envelope: ${res.body.slice(0, 200)}`);
        }
      }
    }
    const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
    // The figures, for the record: how much of the API this run reached and how it answered.
    console.info(`bad-input: ${operations.length} operations, ${SKIPPED.length} skipped, ${sent} requests; answers ${statuses}`);
    expect(operations.length).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 600_000);
});
