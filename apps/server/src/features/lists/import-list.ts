import fs from 'node:fs/promises';
import type { Deps } from '../../platform/deps';
import { csvDataRow } from '../../platform/csv';
import { ListFailure } from './context';
import * as repo from './lists.repo';
import type { ListsServices } from './ports';

/** Records read from the dialer per call. */
export const IMPORT_PAGE = 1000;

/**
 * The first half of a managed campaign's import: the dialer list's records, a page at a time, into a stored CSV whose
 * header is the dialer's field ids (so the mapping is the identity). A crash here starts the read again from the top.
 */
export async function fetchDialerList(deps: Pick<Deps, 'db' | 'dialers' | 'files'>, s: ListsServices, listId: string): Promise<void> {
  const list = await repo.findListById(deps.db, listId);
  if (!list || list.status !== 'PROCESSING' || list.fileId || !list.request?.dialerListId) return;
  const campaign = await s.campaigns.findById(list.campaignId);
  const workspace = await s.workspaces.findAnyOrg(list.workspaceId);
  if (!campaign?.dialerCampaignId || !workspace?.dialerProviderType) throw new ListFailure('The campaign has no dialer campaign to import from.');
  const adapter = deps.dialers.adapter(workspace.dialerProviderType);
  const account = s.dialers.accountOf(workspace);
  const fileId = await deps.files.create({ orgId: list.orgId, name: `${list.name}.csv`, contentType: 'text/csv' });
  const out = await fs.open(deps.files.pathOf(fileId), 'w');
  let headers: string[] | null = null;
  let rows = 0;
  try {
    for (let offset = 0; ; offset += IMPORT_PAGE) {
      const page = await adapter.listRecords(account, { dialerCampaignId: campaign.dialerCampaignId, dialerListId: list.request.dialerListId, offset, limit: IMPORT_PAGE });
      if (!headers) {
        headers = [...new Set(page.flatMap((r) => Object.keys(r)))];
        await out.write(csvDataRow(headers));
      }
      const keys = headers;
      if (page.length > 0) await out.write(page.map((r) => csvDataRow(keys.map((k) => r[k] ?? ''))).join(''));
      rows += page.length;
      if (page.length < IMPORT_PAGE) break;
    }
  } catch (err) {
    await out.close();
    await deps.files.remove(fileId);
    throw err;
  }
  await out.close();
  await deps.files.sync(fileId);
  const firstRow = headers ?? [];
  await repo.updateList(deps.db, list.id, {
    fileId, firstRow, rowCount: rows,
    request: { ...list.request, firstRowHasHeaders: true, mappedCols: firstRow.map((columnId, columnIndex) => ({ columnIndex, columnId })) },
  });
}
