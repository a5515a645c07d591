import {
  DEDUPE_DEFAULT, DIALER_LEAD_FIELDS, MESSAGES, TOKEN_FIELDS, resolveFive9Options,
  type Campaign, type ListProcessRequestParsed, type MappedCol,
} from '@trueline/contract';
import { AppError, badRequest, conflict } from '../../platform/errors';
import { ProviderError } from '../../providers/sandbox';
import type { WorkspaceRow } from '../workspaces/workspace';
import { leadContext, ListFailure, type LeadContextDeps } from './context';
import type { StoredProcessRequest } from './lists.tables';
import type { ListsServices } from './ports';

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((t, [k, v]) => t.replace(`{${k}}`, String(v)), template);

/** Campaign rules every upload, process and import obeys (spec 2 §2, §5): a dialer campaign, ACTIVE or SENTRY. */
export function assertTakesLists(campaign: Campaign, opts: { upload: boolean }) {
  if (campaign.provisioningType === 'SmsMessaging' || campaign.provisioningType === 'ShortCodeTollFreeMessaging') throw badRequest(MESSAGES.campaignNotCore);
  if (campaign.status !== 'ACTIVE' && campaign.status !== 'SENTRY') throw conflict(MESSAGES.listCampaignNotOpen);
  if (opts.upload && campaign.isManaged) throw conflict(MESSAGES.managedCampaignNoUploads);
}

/** The mapping's own rules: columns in the file, each dialer field once, the phone field mapped. */
export function checkMapping(mapped: readonly MappedCol[], phoneField: string, columns: number | null) {
  const seen = new Set<string>();
  for (const m of mapped) {
    if (columns !== null && m.columnIndex >= columns) throw badRequest(fill(MESSAGES.mappingColumnMissing, { n: m.columnIndex + 1 }), 'mappedCols');
    if (seen.has(m.columnId)) throw badRequest(fill(MESSAGES.mappingFieldRepeated, { field: m.columnId }), 'mappedCols');
    seen.add(m.columnId);
  }
  if (!seen.has(phoneField)) throw badRequest(fill(MESSAGES.mappingPhoneRequired, { field: phoneField }), 'mappedCols');
}

const asUserError = (err: unknown) => (err instanceof ProviderError || err instanceof ListFailure ? badRequest(err.message) : err);

/**
 * Checks a process request against the campaign, the workspace's dialer and the file, in the order the editor shows
 * problems, and answers it with every option resolved (Five9 defaults and reverts, RING de-dupe, lead key fields).
 */
export async function prepareRequest(
  deps: LeadContextDeps, s: ListsServices, w: WorkspaceRow, campaign: Campaign, body: ListProcessRequestParsed & { webhookUrl?: string | null; viaApi?: boolean },
  file: { columns: number | null },
): Promise<StoredProcessRequest> {
  const provider = w.dialerProviderType;
  if (!provider || !w.dialerSettings?.connected) throw conflict(MESSAGES.dialerNotConnected);
  const dialerListId = body.dialerListId?.trim() || null;
  if (provider !== 'CONNECT' && !dialerListId) throw badRequest(MESSAGES.selectList, 'dialerListId');
  checkMapping(body.mappedCols, DIALER_LEAD_FIELDS[provider].phone, file.columns);
  // Mapped fields must exist in the dialer (the token pseudo-fields are read by us, never sent).
  const tokenIds = new Set<string>(Object.values(TOKEN_FIELDS));
  try {
    const fields = await deps.dialers.adapter(provider).mappingFields(s.dialers.accountOf(w), { campaignId: campaign.dialerCampaignId ?? undefined });
    const known = new Set(fields.map((f) => f.columnId));
    const unknown = body.mappedCols.find((m) => !tokenIds.has(m.columnId) && !known.has(m.columnId));
    if (unknown) throw badRequest(`${MESSAGES.dialerFieldUnknown} (${unknown.columnId})`, 'mappedCols');
    // The Watchtower checks switched on must be able to run.
    await leadContext(deps, s, campaign, w);
  } catch (err) {
    throw err instanceof AppError ? err : asUserError(err);
  }
  const five9 = provider === 'FIVE9' ? resolveFive9Options({ crmAddMode: body.crmAddMode, crmUpdateMode: body.crmUpdateMode, listAddMode: body.listAddMode }) : null;
  const settingsKeys = (w.dialerSettings.leadKeyFields as string[] | undefined) ?? [];
  return {
    type: body.type,
    mode: body.mode,
    dialerListId: provider === 'CONNECT' ? null : dialerListId,
    dialerListName: provider === 'CONNECT' ? null : body.dialerListName?.trim() || dialerListId,
    dedupe: provider === 'RING' ? (body.dedupe ?? DEDUPE_DEFAULT) : null,
    mappedCols: body.mappedCols,
    firstRowHasHeaders: body.firstRowHasHeaders,
    crmAddMode: five9?.crmAddMode ?? null,
    crmUpdateMode: five9?.crmUpdateMode ?? null,
    listAddMode: five9?.listAddMode ?? null,
    leadKeyFields: provider === 'FIVE9' ? (body.leadKeyFields?.length ? body.leadKeyFields : settingsKeys) : [],
    webhookUrl: body.webhookUrl ?? null,
    ...(body.viaApi ? { viaApi: true } : {}),
  };
}
