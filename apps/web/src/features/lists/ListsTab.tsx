import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, LinearProgress, Stack } from '@mui/material';
import { MESSAGES, type Campaign, type CampaignList, type Workspace } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useRealtime } from '../../lib/use-realtime';
import { useSnackbar } from '../../lib/snackbar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LeadListDropzone } from '../../components/LeadListDropzone';
import { downloadProcessedFile, parseListEvent, storeList, useCampaignLists, useListActions } from './api';
import { CampaignListsTable } from './CampaignListsTable';
import { ImportDialerList } from './ImportDialerList';
import { ListEditor } from './ListEditor';

/** Lists can be uploaded or imported only while the campaign is ACTIVE or SENTRY (spec 2 §2). */
export const acceptsLists = (c: Campaign) => c.status === 'ACTIVE' || c.status === 'SENTRY';

/**
 * The campaign's Lists tab (spec 2 §2): managed campaigns import dialer lists, others upload a CSV that opens the
 * list editor; the table updates live from CampaignList events.
 */
export function ListsTab({ campaign, workspace }: { campaign: Campaign; workspace: Workspace }) {
  const ws = workspace.id;
  const notify = useSnackbar();
  const client = useQueryClient();
  const lists = useCampaignLists(ws, campaign.id);
  const { upload, remove } = useListActions(ws, campaign.id);
  const [editing, setEditing] = useState<CampaignList | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const [deleting, setDeleting] = useState<CampaignList | null>(null);

  useRealtime([`campaign:${campaign.id}`], ['CampaignList'], (e) => {
    const l = parseListEvent(e.payload);
    if (l && l.campaignId === campaign.id) storeList(client, ws, l);
  });

  const edit = (l: CampaignList) => {
    setEditing(l);
    setEditorOpen(true);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        notify(MESSAGES.deletedSuccessfully, 'success');
      },
      onError: () => setDeleting(null),
    });
  };

  const download = (l: CampaignList) => void downloadProcessedFile(ws, l).catch((err: unknown) => notify(errorMessage(err), 'error'));

  return (
    <Stack spacing={2}>
      {acceptsLists(campaign) ? (
        campaign.isManaged ? (
          <ImportDialerList campaign={campaign} ws={ws} />
        ) : (
          <LeadListDropzone onFile={(file) => upload.mutate(file, { onSuccess: edit })} uploading={upload.isPending} />
        )
      ) : null}
      {lists.isError ? <Alert severity="error">{errorMessage(lists.error)}</Alert> : null}
      {lists.isPending ? <LinearProgress aria-label="Loading lists" /> : null}
      <CampaignListsTable lists={lists.data ?? []} loading={lists.isPending} onEdit={edit} onDelete={setDeleting} onDownload={download} />
      {editing ? <ListEditor key={editing.id} campaign={campaign} workspace={workspace} list={editing} open={editorOpen} onClose={() => setEditorOpen(false)} /> : null}
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete list"
        message={MESSAGES.listDeleteConfirm.replace('{list}', deleting?.name ?? '')}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
