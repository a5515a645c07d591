import {
  BULK_DEFAULT_MODE, DEDUPE_DEFAULT, FIVE9_DEFAULTS, isMessagingType, matchCampaignByFileName, MESSAGES,
  type Campaign, type CampaignList, type DedupeOption, type DialerCampaign, type Five9Options, type MappingTemplate, type ProcessingMode, type ProviderCode,
} from '@trueline/contract';
import type { DialerListChoice } from './ListTargetFields';
import { takesDialerList } from './ListTargetFields';
import { defaultTemplate } from './template-mapping';

/** One file of the bulk uploader: its choices, then its upload and the list it became. */
export interface BulkFile {
  key: string;
  file: File;
  campaignId: string | null;
  templateId: string | null;
  dialerList: DialerListChoice | null;
  dedupe: DedupeOption;
  /** ready: waiting; sending: uploading; sent: the list exists (its status follows live); failed: see error. */
  state: 'ready' | 'sending' | 'sent' | 'failed';
  list: CampaignList | null;
  error: string | null;
}

/** The settings for every FIVE9 file: the processing mode (REPLACE by default here) and the CRM/list options. */
export interface BulkSettings {
  mode: ProcessingMode;
  five9: Five9Options;
}
export const BULK_SETTINGS: BulkSettings = { mode: BULK_DEFAULT_MODE, five9: { ...FIVE9_DEFAULTS } };

/** Only ACTIVE, non-managed dialer campaigns take bulk uploads (spec 2 §2; messaging campaigns have no dialer lists). */
export const bulkCampaigns = (all: readonly Campaign[]) => all.filter((c) => c.status === 'ACTIVE' && !c.isManaged && !isMessagingType(c.provisioningType));

/** The lists of a campaign's dialer campaign. */
export function dialerListsOf(campaign: Campaign | null | undefined, dialerCampaigns: readonly DialerCampaign[]): DialerListChoice[] {
  if (!campaign?.dialerCampaignId) return [];
  return (dialerCampaigns.find((d) => d.id === campaign.dialerCampaignId)?.lists ?? []).map((l) => ({ id: l.id, name: l.name }));
}

/** The choices a campaign brings: its first dialer list and its default template. */
export function campaignChoices(campaign: Campaign, dialerCampaigns: readonly DialerCampaign[], templates: readonly MappingTemplate[]) {
  return {
    campaignId: campaign.id,
    dialerList: dialerListsOf(campaign, dialerCampaigns)[0] ?? null,
    templateId: defaultTemplate(templates, campaign.defaultMappingTemplate)?.id ?? null,
  };
}

let seq = 0;
/** A new row for a dropped file, auto-matched by its name when a campaign's name key is in it (the contract's rule). */
export function newBulkFile(file: File, data: { campaigns: readonly Campaign[]; dialerCampaigns: readonly DialerCampaign[]; templates: readonly MappingTemplate[] } | null): BulkFile {
  const base: BulkFile = { key: `f${++seq}`, file, campaignId: null, templateId: null, dialerList: null, dedupe: DEDUPE_DEFAULT, state: 'ready', list: null, error: null };
  const match = data ? matchCampaignByFileName(file.name, data.campaigns) : null;
  return match && data ? { ...base, ...campaignChoices(match, data.dialerCampaigns, data.templates) } : base;
}

const named = (text: string, file: string) => text.replace('{file}', file);

/** A file's problems, in the spec's order: template, campaign, dialer list (not for CONNECT) (spec 2 §5). None: it can be sent. */
export function bulkFileErrors(f: Pick<BulkFile, 'file' | 'templateId' | 'campaignId' | 'dialerList'>, provider: ProviderCode | null): string[] {
  const problems: string[] = [];
  if (!f.templateId) problems.push(named(MESSAGES.mappingTemplateRequiredFor, f.file.name));
  if (!f.campaignId) problems.push(named(MESSAGES.campaignRequiredFor, f.file.name));
  if (takesDialerList(provider) && !f.dialerList) problems.push(named(MESSAGES.dialerListRequiredFor, f.file.name));
  return problems;
}

/** 'Error Processing File: {message}'. */
export const processingError = (message: string) => MESSAGES.errorProcessingFile.replace('{message}', message);

/** The files still to send. A failed file is sent again only once one of its choices changed (it is 'ready' again then). */
export const pendingFiles = (files: readonly BulkFile[]) => files.filter((f) => f.state === 'ready');
