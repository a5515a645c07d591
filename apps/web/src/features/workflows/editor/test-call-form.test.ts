import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { workflowTestRequest } from '@trueline/contract';
import { EMPTY_TEST_CALL, TEST_CALL_STORAGE_KEY, canRun, loadTestCall, saveTestCall, toTestRequest } from './test-call-form';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
};

describe('the test-call form', () => {
  it('can run once the to-number is a valid US or Canadian number (and the from-number, when given)', () => {
    expect(canRun(EMPTY_TEST_CALL)).toBe(false);
    expect(canRun({ ...EMPTY_TEST_CALL, to: '+1212555' })).toBe(false);
    expect(canRun({ ...EMPTY_TEST_CALL, to: '+442079460958' })).toBe(false);
    expect(canRun({ ...EMPTY_TEST_CALL, to: '+12125550142' })).toBe(true);
    expect(canRun({ ...EMPTY_TEST_CALL, to: '+14165550199', from: '+1212' })).toBe(false);
  });

  it('sends the meta data rows as a data map and the emulated time as ISO, leaving out what is empty', () => {
    const form = {
      ...EMPTY_TEST_CALL, to: '+12125550142', zip: ' 10001 ', channelType: 'SMS' as const, phoneType: 'Mobile' as const,
      metaData: [{ key: 'lead', value: '7' }, { key: ' ', value: 'ignored' }, { key: 'tier', value: 'gold' }], emulatedTime: '2026-03-02T14:30',
    };
    const request = toTestRequest(form);
    expect(request).toEqual({
      to: '+12125550142', from: null, zip: '10001', externId: null, channelType: 'SMS', phoneType: 'Mobile', data: { lead: '7', tier: 'gold' },
      emulatedTime: DateTime.fromISO('2026-03-02T14:30').toISO(),
    });
    // The contract takes it as it is.
    expect(workflowTestRequest.parse(request)).toMatchObject({ to: '2125550142', data: { lead: '7', tier: 'gold' } });
  });

  it('remembers the last values in this browser, and starts empty from anything unreadable', () => {
    const storage = memory();
    expect(loadTestCall(storage)).toEqual(EMPTY_TEST_CALL);
    const form = { ...EMPTY_TEST_CALL, to: '+12125550142', externId: 'L-1', metaData: [{ key: 'a', value: 'b' }] };
    saveTestCall(form, storage);
    expect(loadTestCall(storage)).toEqual(form);
    storage.setItem(TEST_CALL_STORAGE_KEY, '{broken');
    expect(loadTestCall(storage)).toEqual(EMPTY_TEST_CALL);
    storage.setItem(TEST_CALL_STORAGE_KEY, JSON.stringify({ channelType: 'Fax', phoneType: 'Pager' }));
    expect(loadTestCall(storage)).toMatchObject({ channelType: 'Voice', phoneType: '' });
  });
});
