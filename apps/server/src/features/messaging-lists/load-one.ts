import type { EngageLeadLoadResult } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { newId } from '../../platform/crypto';
import { badRequest, conflict } from '../../platform/errors';
import { insertLoadedLeads } from '../messaging-leads/load-leads';
import type { WorkspaceScope } from '../workspaces/workspace';
import type { MessagingListsServices } from './ports';
import { PHONE_FIELD, rowReader, type Scrub } from './scrub';
import { MESSAGING_LIST_MESSAGES as M, STANDARD_LEAD_FIELDS } from '@trueline/contract';

/**
 * One lead loaded on its own (the public API's leads/load): read and scrubbed exactly as a list row of the campaign is
 * (invalid, duplicate, opt-out or DNC record set, landline, the campaign's workflow), written with no list, and its
 * status and reason answered. The sending engine texts a READY one while the campaign is ACTIVE.
 */
export function oneLeadLoader(deps: Pick<Deps, 'db'>, s: Pick<MessagingListsServices, 'campaigns' | 'workflows'>, scrub: Scrub) {
  return async function loadOne(scope: WorkspaceScope, campaignId: string, lead: { phone: string; fields: Record<string, string> }): Promise<EngageLeadLoadResult> {
    const campaign = await s.campaigns.find(scope, campaignId);
    if (campaign.status === 'DELETED' || campaign.campaignStatus === 'DELETED') throw conflict(M.campaignDraftOnlyUpload);
    // The campaign's fields only, as a list's mapping allows (another is refused); Phone from its own property.
    const fields = Object.entries(lead.fields).filter(([k]) => k !== PHONE_FIELD);
    const known = new Set<string>([...STANDARD_LEAD_FIELDS, ...campaign.customFields]);
    const unknown = fields.find(([k]) => !known.has(k));
    if (unknown) throw badRequest(M.fieldUnknown.replace('{field}', unknown[0]), `fields.${unknown[0]}`);
    const cells = [lead.phone, ...fields.map(([, v]) => v)];
    const row = rowReader([{ columnIndex: 0, columnId: PHONE_FIELD }, ...fields.map(([k], i) => ({ columnIndex: i + 1, columnId: k }))])(cells);
    const workflowId = campaign.runWorkflowBeforeSend && campaign.aegisWorkflowId ? campaign.aegisWorkflowId : null;
    const workflow = workflowId ? await s.workflows.published(scope.workspace.id, workflowId) : null;
    const [outcome] = await scrub({ workspaceId: scope.workspace.id, campaignId: campaign.id, dncRecordSets: campaign.dncRecordSets, workflow }, [row]);
    const id = newId();
    await insertLoadedLeads(deps.db, [{
      id, workspaceId: scope.workspace.id, campaignId: campaign.id, listId: null, phone: row.phone ?? row.raw, status: outcome!.status,
      statusMessage: outcome!.message, carrier: outcome!.carrier, normalizedCarrier: outcome!.normalizedCarrier, zones: outcome!.zones, leadData: row.leadData,
    }]);
    return { leadId: id, status: outcome!.status, reason: outcome!.message };
  };
}
