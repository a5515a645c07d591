import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, LinearProgress, Stack } from '@mui/material';
import { MESSAGES, MESSAGING_LIST_MESSAGES as M, type MessagingCampaign, type MessagingList } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useRealtime } from '../../lib/use-realtime';
import { useSnackbar } from '../../lib/snackbar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LeadListDropzone } from '../../components/LeadListDropzone';
import { messagingListsKey, parseMessagingListEvent, storeMessagingList, useMessagingListActions, useMessagingLists } from './lists-api';
import { MessagingListsTable } from './MessagingListsTable';
import { ListMappingPanel } from './ListMappingPanel';

type Confirming = { kind: 'activate' | 'pause' | 'delete'; list: MessagingList };

/**
 * The campaign's Lists tab (spec 3 §2.3, §4 Messaging list): a CSV drop zone whose upload opens the mapping panel, the
 * lists with their details, activate / pause after a confirmation, delete. Lists follow CampaignList events live.
 */
export function ListsTab({ ws, campaign }: { ws: string; campaign: MessagingCampaign }) {
  const notify = useSnackbar();
  const client = useQueryClient();
  const lists = useMessagingLists(ws, campaign.id);
  const { upload, activate, pause, remove } = useMessagingListActions(ws, campaign.id);
  const [mapping, setMapping] = useState<MessagingList | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  useRealtime([`messagingCampaign:${campaign.id}`], ['CampaignList'], (e) => {
    const l = parseMessagingListEvent(e.payload);
    if (l && l.messagingCampaignId === campaign.id) storeMessagingList(client, ws, l);
  }, () => void client.invalidateQueries({ queryKey: messagingListsKey(ws, campaign.id) }));

  const map = (l: MessagingList) => {
    setMapping(l);
    setPanelOpen(true);
  };

  const confirm = () => {
    if (!confirming) return;
    const { kind, list } = confirming;
    const done = (text: string) => ({ onSuccess: () => { setConfirming(null); notify(text, 'success'); }, onError: () => setConfirming(null) });
    if (kind === 'activate') activate.mutate(list.id, done(M.activated));
    else if (kind === 'pause') pause.mutate(list.id, done(M.paused));
    else remove.mutate(list.id, done(M.deleted));
  };
  const dialog = confirming?.kind === 'activate'
    ? { title: 'Activate list', message: M.confirmActivate, label: 'Activate' }
    : confirming?.kind === 'pause'
      ? { title: 'Pause list', message: M.confirmPause, label: 'Pause' }
      : { title: 'Delete list', message: MESSAGES.listDeleteConfirm.replace('{list}', confirming?.list.name ?? ''), label: 'Delete' };
  const deletable = campaign.campaignStatus !== 'DELETED' && campaign.status !== 'DELETED';

  return (
    <Stack spacing={2}>
      {deletable ? (
        <LeadListDropzone onFile={(file) => upload.mutate(file, { onSuccess: map })} uploading={upload.isPending} />
      ) : null}
      {lists.isError ? <Alert severity="error">{errorMessage(lists.error)}</Alert> : null}
      {lists.isPending ? <LinearProgress aria-label="Loading lists" /> : null}
      <MessagingListsTable
        lists={lists.data ?? []} loading={lists.isPending} onMap={map}
        onActivate={(list) => setConfirming({ kind: 'activate', list })}
        onPause={(list) => setConfirming({ kind: 'pause', list })}
        onDelete={(list) => setConfirming({ kind: 'delete', list })}
      />
      {mapping ? <ListMappingPanel key={mapping.id} ws={ws} campaign={campaign} list={mapping} open={panelOpen} onClose={() => setPanelOpen(false)} /> : null}
      <ConfirmDialog
        open={Boolean(confirming)}
        title={dialog.title}
        message={dialog.message}
        confirmLabel={dialog.label}
        destructive={confirming?.kind === 'delete'}
        busy={activate.isPending || pause.isPending || remove.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
