import { describe, expect, it } from 'vitest';
import { MESSAGES, connectConnectBody, five9ConnectBody } from '@trueline/contract';
import {
  addAttribute, connectBody, connectRules, five9Body, five9Rules, ringBody, ringRules,
  type ConnectValues, type Five9Values,
} from './dialer-rules';
import { rulesResolver } from './rules-resolver';

const five9: Five9Values = { username: 'agent', password: 'secret', countryCode: 'US', callerIdFieldName: 'Caller ID', uniqueIdFieldName: 'Unique ID', leadKeyFields: ['number1'] };
const messages = (issues: { message: string }[]) => issues.map((i) => i.message);
const resolve = (r: ReturnType<typeof rulesResolver>, v: unknown) => r(v as never, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('five9Rules', () => {
  it('asks only for credentials on the first connect', () => {
    const blank = { ...five9, callerIdFieldName: '', uniqueIdFieldName: '', leadKeyFields: [] };
    expect(five9Rules(blank, { connected: false, passwordSet: false })).toEqual([]);
    expect(five9Rules({ ...blank, password: ' ' }, { connected: false, passwordSet: false })).toEqual([{ path: 'password', message: MESSAGES.fieldRequired }]);
    expect(five9Rules({ ...blank, password: '' }, { connected: false, passwordSet: true })).toEqual([]);
  });

  it('requires the three mappings once connected', () => {
    const issues = five9Rules({ ...five9, callerIdFieldName: '', uniqueIdFieldName: '', leadKeyFields: [] }, { connected: true, passwordSet: true });
    expect(messages(issues)).toEqual([MESSAGES.five9CallerIdRequired, MESSAGES.five9UniqueIdRequired, MESSAGES.five9LeadKeyRequired]);
  });

  it('refuses Caller ID and Unique ID on the same field', () => {
    const issues = five9Rules({ ...five9, uniqueIdFieldName: 'Caller ID' }, { connected: true, passwordSet: true });
    expect(issues).toEqual([{ path: 'uniqueIdFieldName', message: MESSAGES.five9SameField }]);
    expect(five9Rules(five9, { connected: true, passwordSet: true })).toEqual([]);
  });

  it('sends a blank password as null, so the saved one is kept', () => {
    expect(five9Body({ ...five9, password: '  ', callerIdFieldName: '' })).toMatchObject({ password: null, callerIdFieldName: null });
  });

  it('resolves through the contract schema: country required, body handed to the submit', async () => {
    const r = rulesResolver(five9ConnectBody, five9Body, (v: Five9Values) => five9Rules(v, { connected: true, passwordSet: true }));
    const bad = await resolve(r as never, { ...five9, countryCode: '', uniqueIdFieldName: 'Caller ID' });
    expect(bad.errors).toMatchObject({ countryCode: { message: MESSAGES.countryRequired }, uniqueIdFieldName: { message: MESSAGES.five9SameField } });
    const good = await resolve(r as never, five9);
    expect(good.errors).toEqual({});
    expect(good.values).toMatchObject({ username: 'agent', countryCode: 'US', leadKeyFields: ['number1'] });
  });
});

describe('ringRules', () => {
  it('needs the token first, then the Reserved Unique ID mapping', () => {
    expect(ringRules({ permanentToken: '', subAccountId: '12', uniqueIdFieldName: '' }, { connected: false, permanentTokenSet: false }))
      .toEqual([{ path: 'permanentToken', message: MESSAGES.fieldRequired }]);
    expect(ringRules({ permanentToken: '', subAccountId: '12', uniqueIdFieldName: '' }, { connected: true, permanentTokenSet: true }))
      .toEqual([{ path: 'uniqueIdFieldName', message: MESSAGES.ringUniqueIdRequired }]);
    expect(ringBody({ permanentToken: '', subAccountId: ' 12 ', uniqueIdFieldName: '' })).toEqual({ permanentToken: null, subAccountId: '12', uniqueIdFieldName: null });
  });
});

describe('connectRules', () => {
  const values: ConnectValues = { accessKeyId: 'AKIA', secretAccessKey: '', awsRegion: 'us-east-1', appId: 'p1', callerIdFieldName: 'callerId', attributes: ['callerId'] };
  it('requires the Caller ID mapping once connected, never phone or zip', () => {
    const s = { connected: true, secretAccessKeySet: true };
    expect(connectRules(values, s)).toEqual([]);
    expect(messages(connectRules({ ...values, callerIdFieldName: '' }, s))).toEqual([MESSAGES.connectCallerIdRequired]);
    expect(messages(connectRules({ ...values, callerIdFieldName: 'phone' }, s))).toEqual([MESSAGES.connectCallerIdReserved]);
    expect(messages(connectRules({ ...values, callerIdFieldName: 'zip' }, s))).toEqual([MESSAGES.connectCallerIdReserved]);
  });

  it('requires access key, secret, region and project on the first connect', async () => {
    const r = rulesResolver(connectConnectBody, connectBody, (v: ConnectValues) => connectRules(v, { connected: false, secretAccessKeySet: false }));
    const res = await resolve(r as never, { ...values, accessKeyId: '', awsRegion: '', appId: ' ' });
    expect(Object.keys(res.errors).sort()).toEqual(['accessKeyId', 'appId', 'awsRegion', 'secretAccessKey']);
  });

  it('adds attributes trimmed and once', () => {
    expect(addAttribute(['a'], ' b ')).toEqual(['a', 'b']);
    expect(addAttribute(['a'], 'a')).toEqual(['a']);
    expect(addAttribute(['a'], '  ')).toEqual(['a']);
  });
});
