import type { DialerCampaign, MappingField, ProviderCode } from '@trueline/contract';

/** Credentials and settings a dialer adapter needs, secrets included (decrypted, never logged). */
export type DialerAccount =
  | { provider: 'FIVE9'; username: string; password: string; countryCode: 'US' | 'CA' }
  | { provider: 'RING'; permanentToken: string; subAccountId: number }
  | { provider: 'NICE'; accessToken: string; refreshToken: string; tenant: string }
  | { provider: 'CONNECT'; accessKeyId: string; secretAccessKey: string; awsRegion: string; appId: string; attributes: string[] }
  | { provider: 'PREM'; workspaceId: string };

/** One contact-centre platform: checks credentials and reads the campaigns, lists and fields lists are mapped to. */
export interface DialerAdapter {
  readonly code: ProviderCode;
  /** Throws ProviderError when the platform refuses the account. */
  verify(account: DialerAccount): Promise<void>;
  mappingFields(account: DialerAccount, opts: { campaignId?: string }): Promise<MappingField[]>;
  campaigns(account: DialerAccount, opts: { includeLists: boolean }): Promise<DialerCampaign[]>;
}

/** NICE CXone connects through OAuth: an authorise address, then a code exchanged for tokens. */
export interface NiceOAuth {
  authorizeUrl(opts: { state: string; redirectUrl: string }): string;
  exchangeCode(opts: { code: string; redirectUrl: string }): Promise<{ accessToken: string; refreshToken: string; tenant: string }>;
}

export interface DialerProviders {
  adapter(code: ProviderCode): DialerAdapter;
  nice: NiceOAuth;
}
