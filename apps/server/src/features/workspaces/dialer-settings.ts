import type { DialerSettings, ProviderCode } from '@trueline/contract';
import type { StoredDialerSettings } from './workspaces.tables';

/** Settings as they may leave the server: secrets become `…Set` flags. */
export function publicDialerSettings(
  provider: ProviderCode | null,
  stored: StoredDialerSettings | null,
  sealedSecrets: string | null,
): DialerSettings | null {
  if (!provider) return null;
  const s = stored ?? { connected: false };
  const has = Boolean(sealedSecrets);
  const str = (k: string) => (typeof s[k] === 'string' ? (s[k] as string) : '');
  const strOrNull = (k: string) => (typeof s[k] === 'string' && s[k] ? (s[k] as string) : null);
  const list = (k: string) => (Array.isArray(s[k]) ? (s[k] as string[]) : []);
  switch (provider) {
    case 'FIVE9':
      return {
        provider, connected: s.connected, username: str('username'), passwordSet: has,
        countryCode: s.countryCode === 'CA' ? 'CA' : 'US', callerIdFieldName: strOrNull('callerIdFieldName'),
        uniqueIdFieldName: strOrNull('uniqueIdFieldName'), leadKeyFields: list('leadKeyFields'),
      };
    case 'RING':
      return {
        provider, connected: s.connected, permanentTokenSet: has, subAccountId: typeof s.subAccountId === 'number' ? s.subAccountId : null,
        uniqueIdFieldName: strOrNull('uniqueIdFieldName') as never,
      };
    case 'CONNECT':
      return {
        provider, connected: s.connected, accessKeyId: str('accessKeyId'), secretAccessKeySet: has, awsRegion: strOrNull('awsRegion') as never,
        appId: str('appId'), callerIdFieldName: strOrNull('callerIdFieldName'), attributes: list('attributes'),
      };
    case 'NICE':
    case 'PREM':
      return { provider, connected: s.connected };
  }
}
