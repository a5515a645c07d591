import { SMS_VENDOR_DEFAULTS, type SmsCampaignBody, type SmsCampaignType } from '@trueline/contract';
import { newId } from './new-id';

/** The campaign panel's form: type and MMS start unchosen on a new campaign, so 'Field is required' can say so. */
export type SmsCampaignFormValues = Omit<SmsCampaignBody, 'campaignType' | 'mmsEnabled'> & {
  campaignType: SmsCampaignType | '';
  mmsEnabled: boolean | null;
};

/** A new campaign: its id is made here (spec 2 §3), status Pending approval, vendor INFOBIP. */
export const newSmsCampaignForm = (): SmsCampaignFormValues => ({
  id: newId(), name: '', status: 'NOT_READY', campaignType: '', mmsEnabled: null,
  optInMessage: '', optOutMessage: '', helpMessage: '', poolProviderType: 'INFOBIP', vendorCampaignId: '',
  senderNumber: '', shortenedUrl: '', vendors: [...SMS_VENDOR_DEFAULTS],
});

export const smsCampaignFormOf = (c: SmsCampaignBody): SmsCampaignFormValues => ({
  ...c, senderNumber: c.senderNumber ?? '', shortenedUrl: c.shortenedUrl ?? '', vendors: c.vendors ?? [...SMS_VENDOR_DEFAULTS],
});
