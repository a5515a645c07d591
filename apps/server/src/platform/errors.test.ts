import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@trueline/contract';
import { testApp, type TestApp } from '../testing/test-app';
import { installErrorHandler, loggableError } from './errors';

let t: TestApp;
let probe: FastifyInstance;
const logged: Record<string, unknown>[] = [];
const SECRET = 'hidden-secret@example.com';

beforeAll(async () => {
  t = await testApp({ seed: false });
  const stream = new Writable({
    write(chunk, _enc, done) {
      logged.push(JSON.parse(String(chunk)));
      done();
    },
  });
  probe = Fastify({ loggerInstance: pino({ level: 'error' }, stream) }) as unknown as FastifyInstance;
  installErrorHandler(probe);
  await probe.register(multipart);
  probe.get('/status/:n', async (req) => {
    throw Object.assign(new Error(`Plain ${(req.params as { n: string }).n}`), { statusCode: Number((req.params as { n: string }).n) });
  });
  // A failed statement through drizzle, as a service's would be: its bound value is the caller's email.
  probe.get('/sql', async () => t.deps.db.execute(sql`select ${SECRET}::int as n`));
  probe.get('/unique', async () => {
    await t.deps.db.execute(sql`create temporary table if not exists probe_unique (email text unique)`);
    await t.deps.db.execute(sql`insert into probe_unique values (${SECRET}) on conflict do nothing`);
    return t.deps.db.execute(sql`insert into probe_unique values (${SECRET})`);
  });
  probe.get('/fk/:what', async (req) => {
    await t.deps.db.execute(sql`create temporary table if not exists probe_parent (id text primary key)`);
    await t.deps.db.execute(sql`create temporary table if not exists probe_child (parent text references probe_parent (id))`);
    await t.deps.db.execute(sql`insert into probe_parent values ('p1') on conflict do nothing`);
    await t.deps.db.execute(sql`insert into probe_child select 'p1' where not exists (select 1 from probe_child)`);
    return (req.params as { what: string }).what === 'insert'
      ? t.deps.db.execute(sql`insert into probe_child values ('missing')`)
      : t.deps.db.execute(sql`delete from probe_parent where id = 'p1'`);
  });
  probe.post('/upload', async (req) => {
    const names: string[] = [];
    for await (const part of req.parts()) {
      if (part.type === 'file') await part.toBuffer();
      names.push(part.fieldname);
    }
    return names;
  });
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

describe('installErrorHandler', () => {
  it('labels a plain 4xx from Fastify or a plugin by its status, not VALIDATION whatever it is', async () => {
    const expected: Record<number, string> = { 400: 'VALIDATION', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 405: 'VALIDATION', 409: 'CONFLICT', 413: 'TOO_LARGE', 415: 'UNSUPPORTED_MEDIA', 422: 'VALIDATION' };
    for (const [status, code] of Object.entries(expected)) {
      const res = await probe.inject({ url: `/status/${status}` });
      expect(res.statusCode).toBe(Number(status));
      expect(res.json().code, status).toBe(code);
    }
  });

  it('logs a failed statement and its error, but none of the values bound to it', async () => {
    logged.length = 0;
    const res = await probe.inject({ url: '/sql' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: MESSAGES.internal, code: 'INTERNAL' });
    expect(logged).toHaveLength(1);
    const text = JSON.stringify(logged[0]);
    expect(text).toContain('select $1::int as n');
    expect(text).toContain('invalid input syntax for type integer');
    expect(text).not.toContain('hidden-secret');
  });

  it('keeps values out of every cause, and out of the message drizzle writes them into', () => {
    const inner = Object.assign(new Error('duplicate key'), { code: '23505', params: [SECRET], parameters: [SECRET], queryOptions: { p: SECRET } });
    const outer = Object.assign(new Error(`Failed query: insert into t values ($1)\nparams: ${SECRET},x`), { query: 'insert into t values ($1)', params: [SECRET], cause: inner });
    const out = loggableError(outer) as Record<string, unknown>;
    expect(JSON.stringify(out)).not.toContain('hidden-secret');
    expect(out).toMatchObject({ query: 'insert into t values ($1)', message: 'Failed query: insert into t values ($1)\nparams: [not logged]', cause: { code: '23505', message: 'duplicate key' } });
  });

  it('answers a unique violation a service did not map with 409 CONFLICT', async () => {
    logged.length = 0;
    const res = await probe.inject({ url: '/unique' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.alreadyExists, code: 'CONFLICT' });
    expect(logged).toHaveLength(0);
  });

  it('answers a foreign key violation with 404 when the row names what is missing, 409 when what is removed is still named', async () => {
    const insert = await probe.inject({ url: '/fk/insert' });
    expect([insert.statusCode, insert.json()]).toEqual([404, { message: MESSAGES.notFound, code: 'NOT_FOUND' }]);
    const remove = await probe.inject({ url: '/fk/delete' });
    expect([remove.statusCode, remove.json()]).toEqual([409, { message: MESSAGES.stillInUse, code: 'CONFLICT' }]);
  });

  it('answers malformed multipart data with 400: no boundary, a truncated body, garbage', async () => {
    const bodies: [string, string][] = [
      ['multipart/form-data', 'abc'],
      ['multipart/form-data; boundary=XX', '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc'],
      ['multipart/form-data; boundary=XX', '--XX\r\nContent-Disposition: form-data; name="f"\r\n\r\nabc'],
      ['multipart/form-data; boundary=XX', 'garbage'],
    ];
    for (const [type, payload] of bodies) {
      const res = await probe.inject({ method: 'POST', url: '/upload', headers: { 'content-type': type }, payload });
      expect(res.statusCode, `${type} ${payload}`).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.multipartMalformed, code: 'VALIDATION' });
    }
  });
});
