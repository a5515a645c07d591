import { CSM_ONLY_PROVIDERS, PROVIDER_CODES, PROVIDER_LABELS, type DialerSettings, type ProviderCode, type Workspace } from '@trueline/contract';

export interface DialerOption {
  value: string;
  label: string;
  /** A platform a customer cannot enable alone: choosing it only shows the CSM notice. */
  csmOnly: boolean;
}

const CSM_PREFIX = 'csm:';

/** The dialer choice: the five providers by label, then the platforms only a CSM can enable. */
export const DIALER_OPTIONS: DialerOption[] = [
  ...PROVIDER_CODES.map((code) => ({ value: code, label: PROVIDER_LABELS[code], csmOnly: false })),
  ...CSM_ONLY_PROVIDERS.map((name) => ({ value: `${CSM_PREFIX}${name}`, label: name, csmOnly: true })),
];

export type ChoiceResult = { kind: 'provider'; provider: ProviderCode } | { kind: 'csmOnly' };

/** What choosing an option does: a provider becomes the choice; a CSM-only platform is refused. */
export function resolveChoice(value: string): ChoiceResult {
  const provider = PROVIDER_CODES.find((p) => p === value);
  return provider ? { kind: 'provider', provider } : { kind: 'csmOnly' };
}

/** The unconnected settings a provider starts with (spec 1 §3.2, §4.3). */
export function defaultSettings(provider: ProviderCode): DialerSettings {
  switch (provider) {
    case 'FIVE9':
      return { provider, connected: false, username: '', passwordSet: false, countryCode: 'US', callerIdFieldName: null, uniqueIdFieldName: null, leadKeyFields: [] };
    case 'RING':
      return { provider, connected: false, permanentTokenSet: false, subAccountId: null, uniqueIdFieldName: null };
    case 'CONNECT':
      return { provider, connected: false, accessKeyId: '', secretAccessKeySet: false, awsRegion: null, appId: '', callerIdFieldName: null, attributes: [] };
    case 'NICE':
    case 'PREM':
      return { provider, connected: false };
  }
}

/** The workspace's saved settings when the chosen provider is its own; otherwise the provider's defaults. */
export function settingsFor(workspace: Pick<Workspace, 'dialerProviderType' | 'dialerProviderSettings'>, provider: ProviderCode): DialerSettings {
  const saved = workspace.dialerProviderSettings;
  return workspace.dialerProviderType === provider && saved?.provider === provider ? saved : defaultSettings(provider);
}

/** Choosing PREM connects at once, so it replaces a live connection to another provider: that needs a confirmation. */
export const premReplacesConnection = (workspace: Pick<Workspace, 'dialerProviderType' | 'dialerProviderSettings'>) =>
  Boolean(workspace.dialerProviderType && workspace.dialerProviderType !== 'PREM' && workspace.dialerProviderSettings?.connected);
