import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from './errors';
import { readMultipart } from './multipart';
import { multipartBody } from '../testing/auth-fixtures';

const spec = { fields: z.object({ mode: z.string(), request: z.string() }), file: 'file', fileDescription: 'a CSV' };
const route = { path: '/upload', multipartFields: spec };
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  installErrorHandler(app);
  await app.register(multipart);
  app.post('/upload', async (req) => readMultipart(req, route, {
    missing: 'Please choose a file',
    textFileParts: ['request'],
    maxFileBytes: 64,
    onFile: async (file) => {
      const text = (await file.toBuffer()).toString('utf8');
      return text ? { name: file.filename, text } : null;
    },
  }));
  app.post('/reported', async (req) => readMultipart(req, route, {
    missing: 'Please choose a file', missingFileReported: true, maxFileBytes: 8, tooLarge: 'At most 8 bytes', textFileParts: ['request'],
    onFile: async (f) => (await f.toBuffer()).length,
  }));
  app.post('/optional', async (req) => readMultipart(req, { path: '/optional', multipartFields: { ...spec, fileRequired: false } }, { missing: 'Please choose a file', onFile: async (f) => f.filename }));
});
afterAll(() => app.close());

const post = async (url: string, parts: Parameters<typeof multipartBody>[0]) => app.inject({ method: 'POST', url, ...(await multipartBody(parts)) });

describe('readMultipart', () => {
  it('hands the route\'s file part to onFile and keeps only the text fields its contract names (a JSON part may come as a file)', async () => {
    const res = await post('/upload', {
      mode: 'ADD', stray: 'ignored', request: { bytes: Buffer.from('{"a":1}'), filename: 'request.json' },
      file: { bytes: Buffer.from('phone\n5125550100\n'), filename: 'leads.csv' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ file: { name: 'leads.csv', text: 'phone\n5125550100\n' }, fields: { mode: 'ADD', request: '{"a":1}' } });
  });

  it('refuses a body that is not multipart, a missing file, and a file that counts as none, with the route\'s message', async () => {
    const notMultipart = await app.inject({ method: 'POST', url: '/upload', payload: { mode: 'ADD' } });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json()).toMatchObject({ message: 'Please choose a file', errors: [{ path: 'file', message: 'Please choose a file' }] });
    const cases: Parameters<typeof multipartBody>[0][] = [{ mode: 'ADD' }, { file: { bytes: Buffer.alloc(0), filename: 'empty.csv' } }];
    for (const parts of cases) {
      const res = await post('/upload', parts);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please choose a file');
    }
  });

  it('leaves an optional file out, and refuses NUL in a text field, a file over the limit and a second file', async () => {
    expect((await post('/optional', { mode: 'ADD' })).json()).toEqual({ file: null, fields: { mode: 'ADD' } });
    const nul = await post('/upload', { mode: 'A\u0000', file: { bytes: Buffer.from('x'), filename: 'a.csv' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual([{ path: 'mode', message: expect.any(String) }]);
    const big = await post('/upload', { file: { bytes: Buffer.alloc(65, 'x'), filename: 'big.csv' } });
    expect(big.statusCode).toBe(413);
    const two = await post('/upload', { file: { bytes: Buffer.from('a'), filename: 'a.csv' }, more: { bytes: Buffer.from('b'), filename: 'b.csv' }, again: { bytes: Buffer.from('c'), filename: 'c.csv' } });
    expect(two.statusCode).toBe(413);
  });

  it('leaves a missing required file to the caller when it reports it, and says the route\'s own message for a file over the limit', async () => {
    expect((await post('/reported', { mode: 'ADD' })).json()).toEqual({ file: null, fields: { mode: 'ADD' } });
    const cases: Parameters<typeof multipartBody>[0][] = [{ file: { bytes: Buffer.alloc(9, 'x'), filename: 'big.csv' } }, { request: { bytes: Buffer.alloc(9, 'x'), filename: 'r.json' } }];
    for (const parts of cases) {
      const big = await post('/reported', parts);
      expect(big.statusCode).toBe(413);
      expect(big.json()).toEqual({ message: 'At most 8 bytes', code: 'TOO_LARGE' });
    }
  });
});
