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
  /**
   * Delivers records (dialer field id → value) into a dialer list. REPLACE empties the list first; only FIVE9 honours
   * the mode (and its CRM/list options), the others append. CONNECT has no lists: records go to the campaign's endpoint.
   * Answers the platform's response text, shown as the list's dialer response.
   */
  deliver(account: DialerAccount, req: DialerDelivery): Promise<{ accepted: number; rejected: number; response: string }>;
  /** The records of a dialer list, a page at a time (managed campaigns import their leads from the dialer). */
  listRecords(account: DialerAccount, req: { dialerCampaignId: string; dialerListId: string; offset: number; limit: number }): Promise<Record<string, string>[]>;
}

export type DialerMode = 'REPLACE' | 'APPEND';

export interface DialerDelivery {
  dialerCampaignId: string | null;
  /** Null for CONNECT, which has no lists; for RING a new name creates the list. */
  dialerListId: string | null;
  mode: DialerMode;
  /** The first batch of a list load (REPLACE empties the list only then). */
  first: boolean;
  /** FIVE9 CRM and list options, RING de-dupe. */
  options?: { crmAddMode?: string; crmUpdateMode?: string; listAddMode?: string; leadKeyFields?: string[]; dedupe?: string };
  records: Record<string, string>[];
  /**
   * Each record's own id (the lead's unique ID), in the same order: the platforms that take one (NICE external ID,
   * CONNECT client token, PREM and RING external id) keep a record once however often it is sent, so a batch sent again
   * after a crash adds nothing. FIVE9 matches on its lead key instead.
   */
  recordIds?: string[];
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
