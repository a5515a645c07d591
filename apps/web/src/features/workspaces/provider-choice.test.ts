import { describe, expect, it } from 'vitest';
import { CSM_ONLY_PROVIDERS, PROVIDER_CODES, type Workspace } from '@trueline/contract';
import { DIALER_OPTIONS, defaultSettings, premReplacesConnection, resolveChoice, settingsFor } from './provider-choice';

type DialerPart = Pick<Workspace, 'dialerProviderType' | 'dialerProviderSettings'>;

describe('provider-choice', () => {
  it('offers the five providers by label, then the CSM-only platforms', () => {
    expect(DIALER_OPTIONS.map((o) => o.label)).toEqual(['Five9', 'RingCentral', 'NICE CXone', 'Amazon Connect', 'Universal connector', ...CSM_ONLY_PROVIDERS]);
    expect(DIALER_OPTIONS.filter((o) => o.csmOnly)).toHaveLength(CSM_ONLY_PROVIDERS.length);
  });

  it('turns a provider option into that provider and refuses a CSM-only one', () => {
    for (const code of PROVIDER_CODES) expect(resolveChoice(code)).toEqual({ kind: 'provider', provider: code });
    for (const o of DIALER_OPTIONS.filter((x) => x.csmOnly)) expect(resolveChoice(o.value)).toEqual({ kind: 'csmOnly' });
  });

  it('starts every provider unconnected, FIVE9 in the US', () => {
    for (const code of PROVIDER_CODES) expect(defaultSettings(code).connected).toBe(false);
    expect(defaultSettings('FIVE9')).toMatchObject({ countryCode: 'US', passwordSet: false, leadKeyFields: [] });
    expect(defaultSettings('CONNECT')).toMatchObject({ awsRegion: null, attributes: [], secretAccessKeySet: false });
  });

  it('shows the saved settings for the saved provider and defaults for another', () => {
    const saved = { ...defaultSettings('FIVE9'), connected: true, username: 'agent' } as const;
    const w: DialerPart = { dialerProviderType: 'FIVE9', dialerProviderSettings: saved };
    expect(settingsFor(w, 'FIVE9')).toBe(saved);
    expect(settingsFor(w, 'RING')).toEqual(defaultSettings('RING'));
    expect(settingsFor({ dialerProviderType: null, dialerProviderSettings: null }, 'NICE')).toEqual({ provider: 'NICE', connected: false });
  });

  it('asks before PREM replaces a live connection to another provider', () => {
    const five9 = { ...defaultSettings('FIVE9'), connected: true };
    expect(premReplacesConnection({ dialerProviderType: 'FIVE9', dialerProviderSettings: five9 })).toBe(true);
    expect(premReplacesConnection({ dialerProviderType: 'FIVE9', dialerProviderSettings: { ...five9, connected: false } })).toBe(false);
    expect(premReplacesConnection({ dialerProviderType: null, dialerProviderSettings: null })).toBe(false);
    expect(premReplacesConnection({ dialerProviderType: 'PREM', dialerProviderSettings: { provider: 'PREM', connected: true } })).toBe(false);
  });
});
