import { z } from 'zod';
import { defineRoute, wsParams } from './route';
import { MESSAGES } from './messages';
import { requiredString, boolish, TEXT_MAX } from './fields';

export const PROVIDER_CODES = ['FIVE9', 'RING', 'NICE', 'CONNECT', 'PREM'] as const;
export type ProviderCode = (typeof PROVIDER_CODES)[number];

export const PROVIDER_LABELS: Record<ProviderCode, string> = {
  FIVE9: 'Five9',
  RING: 'RingCentral',
  NICE: 'NICE CXone',
  CONNECT: 'Amazon Connect',
  PREM: 'Universal connector',
};

/** Dialer platforms shown in the choice that a customer cannot enable alone (spec 1 §4.3). */
export const CSM_ONLY_PROVIDERS = ['Genesys Cloud', 'Avaya'] as const;

export const FIVE9_COUNTRIES = ['US', 'CA'] as const;
export const RING_UNIQUE_ID_FIELDS = ['externId', 'gateKeeper', 'auxData1', 'auxData2', 'auxData3', 'auxData4', 'auxData5'] as const;
export const CONNECT_REGIONS = [
  'us-east-2', 'us-east-1', 'us-west-2', 'ap-south-1', 'ap-northeast-2', 'ap-southeast-1', 'ap-southeast-2',
  'ap-northeast-1', 'ca-central-1', 'eu-central-1', 'eu-west-1', 'eu-west-2', 'us-gov-west-1',
] as const;
/** CONNECT endpoint fields that can never carry the caller ID. */
export const CONNECT_RESERVED_FIELDS = ['phone', 'zip'] as const;

/** Settings as the server returns them: secrets are replaced by `…Set` flags. */
export const dialerSettings = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('FIVE9'), connected: z.boolean(), username: z.string(), passwordSet: z.boolean(),
    countryCode: z.enum(FIVE9_COUNTRIES), callerIdFieldName: z.string().nullable(), uniqueIdFieldName: z.string().nullable(),
    leadKeyFields: z.array(z.string()),
  }),
  z.object({
    provider: z.literal('RING'), connected: z.boolean(), permanentTokenSet: z.boolean(), subAccountId: z.number().nullable(),
    uniqueIdFieldName: z.enum(RING_UNIQUE_ID_FIELDS).nullable(),
  }),
  z.object({ provider: z.literal('NICE'), connected: z.boolean() }),
  z.object({
    provider: z.literal('CONNECT'), connected: z.boolean(), accessKeyId: z.string(), secretAccessKeySet: z.boolean(),
    awsRegion: z.enum(CONNECT_REGIONS).nullable(), appId: z.string(), callerIdFieldName: z.string().nullable(), attributes: z.array(z.string()),
  }),
  z.object({ provider: z.literal('PREM'), connected: z.boolean() }),
]);
export type DialerSettings = z.infer<typeof dialerSettings>;

const optionalText = z.string().max(TEXT_MAX.secret).trim().optional().nullable();

export const five9ConnectBody = z.object({
  username: requiredString(MESSAGES.fieldRequired),
  password: optionalText,
  countryCode: z.enum(FIVE9_COUNTRIES, { error: MESSAGES.countryRequired }),
  callerIdFieldName: optionalText,
  uniqueIdFieldName: optionalText,
  leadKeyFields: z.array(z.string().max(TEXT_MAX.name)).optional().default([]),
});
export const ringConnectBody = z.object({
  permanentToken: optionalText,
  subAccountId: z.coerce.number({ error: MESSAGES.fieldRequired }).int().positive(MESSAGES.fieldRequired),
  uniqueIdFieldName: z.enum(RING_UNIQUE_ID_FIELDS).optional().nullable(),
});
export const connectConnectBody = z.object({
  accessKeyId: requiredString(MESSAGES.fieldRequired, TEXT_MAX.secret),
  secretAccessKey: optionalText,
  awsRegion: z.enum(CONNECT_REGIONS, { error: MESSAGES.fieldRequired }),
  appId: requiredString(MESSAGES.fieldRequired),
  callerIdFieldName: optionalText,
  attributes: z.array(z.string().max(TEXT_MAX.long).trim().min(1)).optional().default([]),
});
export type Five9ConnectBody = z.input<typeof five9ConnectBody>;
export type RingConnectBody = z.input<typeof ringConnectBody>;
export type ConnectConnectBody = z.input<typeof connectConnectBody>;

export const mappingField = z.object({ columnId: z.string(), columnName: z.string(), reserved: z.boolean() });
export type MappingField = z.infer<typeof mappingField>;
export const dialerList = z.object({ id: z.string(), name: z.string(), size: z.number() });
export const dialerCampaign = z.object({ id: z.string(), name: z.string(), lists: z.array(dialerList).optional() });
export type DialerCampaign = z.infer<typeof dialerCampaign>;

const tag = 'Dialers';
const base = '/api/orgs/:orgId/workspaces/:ws/dialers';
const settingsResponse = dialerSettings;

export const dialersRoutes = {
  mappingFields: defineRoute({
    method: 'GET', path: `${base}/mappingFields`, tag, auth: 'user', summary: 'Fields of the connected dialer', params: wsParams,
    query: z.object({ filterReserved: boolish.optional(), campaignId: z.string().max(TEXT_MAX.name).optional() }), response: z.array(mappingField),
  }),
  campaigns: defineRoute({
    method: 'GET', path: `${base}/campaigns`, tag, auth: 'user', summary: 'Campaigns of the connected dialer', params: wsParams,
    query: z.object({ includeLists: boolish.optional() }), response: z.array(dialerCampaign),
  }),
  campaign: defineRoute({
    method: 'GET', path: `${base}/campaigns/:campaignId`, tag, auth: 'user', summary: 'One dialer campaign with its lists',
    params: wsParams.extend({ campaignId: z.string().max(TEXT_MAX.name) }), response: dialerCampaign,
  }),
  five9Connect: defineRoute({ method: 'POST', path: `${base}/five9/connect`, tag, auth: 'user', summary: 'Connect or update Five9', params: wsParams, body: five9ConnectBody, response: settingsResponse }),
  ringConnect: defineRoute({ method: 'POST', path: `${base}/ring/connectLegacy`, tag, auth: 'user', summary: 'Connect or update RingCentral', params: wsParams, body: ringConnectBody, response: settingsResponse }),
  niceAuthorize: defineRoute({
    method: 'POST', path: `${base}/nice/authorize`, tag, auth: 'user',
    summary: 'Start the NICE CXone authorisation; answers the URL to open. redirectUrl must be this site followed by /oauth/cxone. The URL carries a `state` (signed, valid 10 minutes, bound to the workspace and the user) that the redirect brings back for nice/connect',
    params: wsParams, query: z.object({ redirectUrl: requiredString(MESSAGES.fieldRequired, TEXT_MAX.url) }), response: z.string(),
  }),
  niceConnect: defineRoute({
    method: 'POST', path: `${base}/nice/connect`, tag, auth: 'user',
    summary: 'Finish the NICE CXone connection with the authorisation code and the `state` the redirect brought back (issued by nice/authorize for this workspace and user)',
    params: wsParams,
    query: z.object({
      authCode: requiredString(MESSAGES.fieldRequired, TEXT_MAX.secret),
      redirectUrl: requiredString(MESSAGES.fieldRequired, TEXT_MAX.url),
      state: requiredString(MESSAGES.cxoneStateInvalid, TEXT_MAX.secret),
    }),
    response: settingsResponse,
  }),
  premConnect: defineRoute({ method: 'POST', path: `${base}/prem/connect`, tag, auth: 'user', summary: 'Connect the universal connector', params: wsParams, response: settingsResponse }),
  connectConnect: defineRoute({ method: 'POST', path: `${base}/pinpoint/connect`, tag, auth: 'user', summary: 'Connect or update Amazon Connect', params: wsParams, body: connectConnectBody, response: settingsResponse }),
};
