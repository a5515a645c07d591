import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from './new-id';
import { newSmsCampaignForm } from './sms-campaign-form';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('newId', () => {
  it('makes distinct version-4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 200 }, newId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('works on plain HTTP, where the browser has no crypto.randomUUID', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect(globalThis.crypto.randomUUID).toBeUndefined();
    expect(newId()).toMatch(UUID_V4);
    expect(newSmsCampaignForm().id).toMatch(UUID_V4);
  });
});
