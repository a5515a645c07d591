import { expect } from 'vitest';
import type { BulkResult, RecordSet, RecordSetBody } from '@trueline/contract';
import type { TestApp } from '../../testing/test-app';
import { DEMO, call, type Session } from '../../testing/session';
import { multipartBody } from '../../testing/auth-fixtures';

export const setsUrl = (ws: string = DEMO.ws.sales, rest = '', orgId: string = DEMO.orgId) => `/api/orgs/${orgId}/workspaces/${ws}/recordSets${rest}`;

let counter = 0;
export const uniqueSetName = (prefix = 'Set') => `${prefix} ${Date.now().toString(36)}${++counter}`;

export async function createSet(t: TestApp, s: Session, body: Partial<RecordSetBody> = {}, ws: string = DEMO.ws.sales): Promise<RecordSet> {
  const res = await call(t, 'POST', setsUrl(ws), s, { name: uniqueSetName(), ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as RecordSet;
}

/** A body that keeps everything of `set` but what `patch` changes. */
export const bodyOf = (set: RecordSet, patch: Partial<RecordSetBody> = {}): RecordSetBody => ({
  name: set.name, ttlEnabled: set.ttlEnabled, ttl: set.ttl, strictPhoneKey: set.strictPhoneKey,
  attributes: set.attributes.map((a) => ({ name: a.name, type: a.type })), ...patch,
});

export async function upload(t: TestApp, s: Session | { headers: Record<string, string> }, set: Pick<RecordSet, 'id'>, action: 'bulkAdd' | 'bulkRemove' | 'bulkReplace', csv: string, filename = 'records.csv', ws: string = DEMO.ws.sales) {
  const body = await multipartBody({ file: { bytes: Buffer.from(csv), filename, type: 'text/csv' } });
  return t.app.inject({ method: 'POST', url: setsUrl(ws, `/${set.id}/${action}`), headers: { ...s.headers, ...body.headers }, payload: body.payload });
}

export async function uploadOk(t: TestApp, s: Session, set: Pick<RecordSet, 'id'>, action: 'bulkAdd' | 'bulkRemove' | 'bulkReplace', csv: string): Promise<BulkResult> {
  const res = await upload(t, s, set, action, csv);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BulkResult;
}
