import { z } from 'zod';
import {
  businessRecordBody, MESSAGES, SMS_CARRIERS, SMS_RATE_KINDS,
  type BusinessRecord, type BusinessRecordBody, type SmsCampaign, type SmsCampaignBody, type SmsCarrier, type SmsRateKind,
} from '@trueline/contract';

/** A rate limit as typed: blank is Unlimited, otherwise a whole number of 1 or more. */
const rateInput = z.string().trim().refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1), MESSAGES.rateLimitInvalid);
const carrierInput = z.object({ perMinute: rateInput, perDay: rateInput, shortCodePerMinute: rateInput });

/** The panel's form: the contract's body, with the rate-limit grid held as text. */
export const recordFormSchema = businessRecordBody.extend({
  smsRateLimits: z.object({ att: carrierInput, verizon: carrierInput, tmobile: carrierInput, other: carrierInput }),
  ucProtectBrandedCallingProfileId: z.string().nullable(),
});
export type RecordFormValues = z.input<typeof recordFormSchema>;
export type RecordFormOutput = z.output<typeof recordFormSchema>;
type RateText = Record<SmsCarrier, Record<SmsRateKind, string>>;

const rates = (pick: (carrier: SmsCarrier, kind: SmsRateKind) => string): RateText =>
  Object.fromEntries(SMS_CARRIERS.map((c) => [c, Object.fromEntries(SMS_RATE_KINDS.map((k) => [k, pick(c, k)]))])) as RateText;

export const emptyRecordForm = (): RecordFormValues => ({
  legalName: '', ein: '', website: '', phone: '',
  address: { address1: '', address2: '', city: '', state: '', zip: '' },
  contact: { firstName: '', lastName: '', title: '', email: '', phone: '' },
  resourceStatus: 'ACTIVE', callCategory: 'Informational', callsPerMonth: 10_000, ucProtectBrandedCallingProfileId: null,
  cnams: [], smsRateLimits: rates(() => ''), smsCampaigns: [],
});

export const campaignBodyOf = (c: SmsCampaign): SmsCampaignBody => ({
  id: c.id, name: c.name, status: c.status, campaignType: c.campaignType, mmsEnabled: c.mmsEnabled,
  optInMessage: c.optInMessage, optOutMessage: c.optOutMessage, helpMessage: c.helpMessage,
  poolProviderType: c.poolProviderType, vendorCampaignId: c.vendorCampaignId, senderNumber: c.senderNumber, shortenedUrl: c.shortenedUrl, vendors: c.vendors,
});

export const recordFormOf = (r: BusinessRecord): RecordFormValues => ({
  legalName: r.legalName, ein: r.ein, website: r.website, phone: r.phone,
  address: { ...r.address, address2: r.address.address2 ?? '' }, contact: { ...r.contact },
  resourceStatus: r.resourceStatus, callCategory: r.callCategory as RecordFormValues['callCategory'], callsPerMonth: r.callsPerMonth,
  ucProtectBrandedCallingProfileId: r.ucProtectBrandedCallingProfileId,
  cnams: r.cnams.map((c) => ({ id: c.id, name: c.name })),
  smsRateLimits: rates((c, k) => (r.smsRateLimits[c][k] === null ? '' : String(r.smsRateLimits[c][k]))),
  smsCampaigns: r.smsCampaigns.map(campaignBodyOf),
});

export function recordBodyOf(v: RecordFormOutput): BusinessRecordBody {
  const limits = Object.fromEntries(SMS_CARRIERS.map((c) => [c, Object.fromEntries(SMS_RATE_KINDS.map((k) => {
    const text = v.smsRateLimits[c][k];
    return [k, text === '' ? null : Number(text)];
  }))])) as BusinessRecordBody['smsRateLimits'];
  return { ...v, smsRateLimits: limits };
}

/** The panel tab that holds a field path, so a failed save shows its errors. */
export const tabOfField = (path: string): 'info' | 'messaging' => (path.startsWith('smsRateLimits') || path.startsWith('smsCampaigns') ? 'messaging' : 'info');
