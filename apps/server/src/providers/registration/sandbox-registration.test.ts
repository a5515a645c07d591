import { describe, expect, it } from 'vitest';
import { ProviderError } from '../sandbox';
import type { BusinessProfile } from './registration';
import { REGISTRATION_SANDBOX, sandboxRegistration } from './sandbox-registration';

let clock = new Date('2026-03-02T12:00:00Z').getTime();
const reg = sandboxRegistration({ latencyScale: 1, now: () => new Date(clock) });
const profile = (dunsNumber: string): BusinessProfile => ({
  legalName: 'Demo Co LLC', primaryName: 'Demo Co', dunsNumber, city: 'Austin', region: 'TX', country: 'US', industry: 'Technology',
  numberOfEmployees: '11-50', website: 'https://demo.example', contact: { firstName: 'Olivia', lastName: 'Owner', email: 'o@demo.example', title: 'CEO', phone: '+15125550100' },
});

describe('sandboxRegistration businesses', () => {
  it('registers an odd DUNS at once; an even one is pending, then registered on a later retrieve', async () => {
    expect((await reg.registerBusiness(profile('123456781'))).status).toBe('registered');
    const pending = await reg.registerBusiness(profile('123456782'));
    expect(pending.status).toBe('pending');
    expect(pending.businessId).toMatch(/^HY-123456782-/);
    clock += REGISTRATION_SANDBOX.pendingMs;
    expect(await reg.retrieveBusiness(pending.businessId)).toMatchObject({ status: 'registered', profile: { legalName: 'Demo Co LLC' } });
  });

  it('answers each documented error status', async () => {
    for (const [duns, status] of Object.entries(REGISTRATION_SANDBOX.errorDuns)) {
      const r = await reg.registerBusiness(profile(duns));
      expect(r.status).toBe(status);
      expect((await reg.retrieveBusiness(r.businessId))!.status).toBe(status);
    }
    expect((await reg.retrieveBusiness('HY-ERR-FRAUD'))!.status).toBe('error_fraud');
  });

  it('forgets an unregistered business and fails on its documented inputs', async () => {
    const r = await reg.registerBusiness(profile('555555551'));
    expect(await reg.unregisterBusiness(r.businessId)).toBe(true);
    expect(await reg.retrieveBusiness(r.businessId)).toBeNull();
    expect(await reg.unregisterBusiness(r.businessId)).toBe(false);
    expect(await reg.retrieveBusiness('nonsense')).toBeNull();
    await expect(reg.registerBusiness(profile(REGISTRATION_SANDBOX.failingDuns))).rejects.toBeInstanceOf(ProviderError);
    await expect(reg.retrieveBusiness(REGISTRATION_SANDBOX.failingId)).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('sandboxRegistration ids from the caller', () => {
  it('knows nothing of names an object inherits (__proto__, constructor, toString…)', async () => {
    for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(await reg.retrieveBusiness(id), id).toBeNull();
      expect(await reg.unregisterBusiness(id), id).toBe(false);
    }
    for (const duns of ['__proto__', 'constructor']) expect((await reg.registerBusiness(profile(duns))).status).toBe('registered');
  });
});

describe('sandboxRegistration numbers', () => {
  it('confirms numbers a short while after submission and refuses the documented ones', async () => {
    const numbers = Array.from({ length: 100 }, (_, i) => `5125550${100 + i}`).concat(REGISTRATION_SANDBOX.refusedNumber, '9005550100');
    const { submittedAt } = await reg.submitNumbers(numbers, 'DEMO CO');
    const first = await reg.numberStatuses(numbers, submittedAt);
    expect([...first.values()].filter((s) => s.status === 'PENDING').length).toBe(100);
    expect(first.get(REGISTRATION_SANDBOX.refusedNumber)).toEqual({ status: 'REJECTED', reason: 'The number is not in service.' });
    expect(first.get('9005550100')!.status).toBe('REJECTED');
    clock += 200_000;
    const later = [...(await reg.numberStatuses(numbers, submittedAt)).values()];
    const active = later.filter((s) => s.status === 'ACTIVE').length;
    expect(active).toBeGreaterThan(85);
    expect(active).toBeLessThan(100);
    // An active number says since when: after its submission, and no later than now.
    for (const s of later) {
      if (s.status !== 'ACTIVE') continue;
      expect(s.activeSince.getTime()).toBeGreaterThan(submittedAt.getTime());
      expect(s.activeSince.getTime()).toBeLessThanOrEqual(clock);
    }
  });

  it('keeps the documented slow number pending for four days', async () => {
    const { submittedAt } = await reg.submitNumbers([REGISTRATION_SANDBOX.slowNumber], 'DEMO CO');
    clock += 4 * 86_400_000 - 1000;
    expect((await reg.numberStatuses([REGISTRATION_SANDBOX.slowNumber], submittedAt)).get(REGISTRATION_SANDBOX.slowNumber)).toEqual({ status: 'PENDING' });
    clock += 1000;
    expect((await reg.numberStatuses([REGISTRATION_SANDBOX.slowNumber], submittedAt)).get(REGISTRATION_SANDBOX.slowNumber))
      .toEqual({ status: 'ACTIVE', activeSince: new Date(submittedAt.getTime() + 4 * 86_400_000) });
  });

  it('withdraws numbers it holds, once', async () => {
    const numbers = ['5125550401', '5125550402', REGISTRATION_SANDBOX.refusedNumber];
    await reg.submitNumbers(numbers, 'DEMO CO');
    expect(await reg.withdrawNumbers(numbers)).toEqual({ withdrawn: 2 });
    expect(await reg.withdrawNumbers(numbers)).toEqual({ withdrawn: 0 });
  });
});
