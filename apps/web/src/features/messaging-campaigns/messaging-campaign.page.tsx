import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Drawer, IconButton, LinearProgress, Stack, Tab, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SaveIcon from '@mui/icons-material/Save';
import { FormProvider, useWatch, type FieldPath } from 'react-hook-form';
import {
  MESSAGES, MESSAGING_MESSAGES as M, messagingCampaignBody, missingApprovalMessages,
  type MessagingCampaign, type MessagingTransition,
} from '@trueline/contract';
import { ApiError, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useSnackbar } from '../../lib/snackbar';
import { useRealtime } from '../../lib/use-realtime';
import { useWorkspaces } from '../../lib/workspace-context';
import { useZodForm } from '../../components/form/use-zod-form';
import { TypeToConfirm } from '../../components/TypeToConfirm';
import { campaignKey, useMessagingActions, useMessagingCampaign } from './api';
import { formOf, type CampaignForm } from './campaign-form';
import { OverviewTab } from './OverviewTab';
import { ScheduleTab } from './ScheduleTab';
import { NotificationsTab } from './NotificationsTab';
import { DispositionsTab } from './DispositionsTab';
import { EventsTab } from './EventsTab';
import { ListsTab } from './ListsTab';
import { LeadsTab } from './LeadsTab';
import { MessagingCampaignsPage } from './messaging-campaigns.page';
import { ScrollableTabs } from '../../components/ScrollableTabs';

type TabKey = 'overview' | 'schedule' | 'notifications' | 'lists' | 'leads' | 'dispositions' | 'events';
const TABS: { key: TabKey; label: string }[] = [
  { key: 'overview', label: 'Overview' }, { key: 'schedule', label: 'Schedule' }, { key: 'notifications', label: 'Notifications' },
  { key: 'lists', label: 'Lists' }, { key: 'leads', label: 'Leads' }, { key: 'dispositions', label: 'Dispositions' }, { key: 'events', label: 'Events' },
];
/** The tab holding a field path, to show a field error where it is. */
export function tabOf(path: string): TabKey {
  if (path.startsWith('schedule')) return 'schedule';
  if (path.startsWith('webhooks') || path.startsWith('notifications')) return 'notifications';
  if (path.startsWith('dispositions')) return 'dispositions';
  return 'overview';
}
const BACK = '/engage/campaigns';

/** /engage/campaigns/{id} (spec 3 §2.3): the campaign list with the campaign's right-side modal over it. */
export function MessagingCampaignPage() {
  const { id = '' } = useParams();
  return (
    <>
      <MessagingCampaignsPage />
      <MessagingCampaignModal id={id} />
    </>
  );
}

/** The edit modal of one campaign: header, tabs, live updates; closing it goes back to the list. */
export function MessagingCampaignModal({ id }: { id: string }) {
  const navigate = useNavigate();
  const ws = useWorkspaces().selected?.id;
  const query = useMessagingCampaign(ws, id);
  const client = useQueryClient();
  // Live: a MessagingCampaign event naming it (on its own channel or its workspace's) reads it again; the form keeps
  // what is typed, the status box and events follow.
  const refresh = () => void client.invalidateQueries({ queryKey: campaignKey(ws ?? '', id), exact: true });
  useRealtime(id && ws ? [`messagingCampaign:${id}`, `workspace:${ws}`] : [], ['MessagingCampaign'], (e) => {
    if (e.payload.id === id) refresh();
  }, refresh);
  return (
    <Drawer anchor="right" open onClose={() => navigate(BACK)} sx={{ zIndex: (t) => t.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', md: 'min(1100px, 92vw)' } } } }}>
      {!ws || query.isPending ? <LinearProgress aria-label="Loading campaign" /> : null}
      {query.isError ? (
        <Alert severity="error" sx={{ m: 2 }} action={<Button onClick={() => navigate(BACK)}>Back to campaigns</Button>}>{errorMessage(query.error)}</Alert>
      ) : null}
      {ws && query.data ? <CampaignEditor key={query.data.id} ws={ws} campaign={query.data} /> : null}
    </Drawer>
  );
}

function CampaignEditor({ ws, campaign }: { ws: string; campaign: MessagingCampaign }) {
  const navigate = useNavigate();
  const notify = useSnackbar();
  const superAdmin = useSession().user?.userType === 'SuperAdmin';
  const { save, remove, transition } = useMessagingActions(ws);
  const [tab, setTab] = useState<TabKey>('overview');
  const [deleting, setDeleting] = useState(false);
  const form = useZodForm(messagingCampaignBody, { defaultValues: formOf(campaign) });
  const messages = useWatch({ control: form.control, name: 'messages' });
  const approvalReady = missingApprovalMessages(messages).length === 0;

  // A field error from the server goes on its input, and its tab opens; one without an input goes to the snackbar.
  const showServerErrors = (err: unknown) => {
    if (err instanceof ApiError && err.errors.length > 0 && err.errors.every((e) => e.path)) {
      err.errors.forEach((e) => form.setError(e.path as FieldPath<CampaignForm>, { type: 'server', message: e.message }));
      setTab(tabOf(err.errors[0]!.path));
    } else notify(errorMessage(err), 'error');
  };
  const saveNow = () => new Promise<MessagingCampaign | null>((resolve) => {
    void form.handleSubmit(
      (body) => save.mutate({ id: campaign.id, body }, {
        onSuccess: (saved) => {
          form.reset(formOf(saved));
          resolve(saved);
        },
        onError: (err) => {
          showServerErrors(err);
          resolve(null);
        },
      }),
      (errors) => {
        const first = Object.keys(errors)[0];
        if (first) setTab(tabOf(first));
        resolve(null);
      },
    )();
  });
  const onSave = () => void saveNow().then((saved) => saved && notify(M.saved, 'success'));

  // Request approval saves first (spec 3 §4); every action's answer replaces the shown campaign.
  const onAction = async (action: MessagingTransition, comment?: string) => {
    if (action === 'requestApproval' && !(await saveNow())) return;
    await transition.mutateAsync({ id: campaign.id, action, comment });
  };
  const onDelete = () => remove.mutateAsync({ id: campaign.id, confirmName: campaign.name }).then(() => {
    notify(MESSAGES.deletedSuccessfully, 'success');
    navigate(BACK);
  }, () => undefined);

  useEffect(() => {
    document.getElementById('messaging-campaign-tabpanel')?.scrollTo?.({ top: 0 });
  }, [tab]);

  return (
    <FormProvider {...form}>
      <Stack sx={{ height: '100%' }} role="dialog" aria-label={campaign.name}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ px: 2, py: 1.5 }}>
          <Tooltip title="Back to campaigns">
            <IconButton aria-label="Back to campaigns" onClick={() => navigate(BACK)}><ArrowBackIcon /></IconButton>
          </Tooltip>
          <Typography variant="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>{campaign.name}</Typography>
          <Tooltip title="Delete campaign">
            <IconButton aria-label="Delete campaign" onClick={() => setDeleting(true)}><DeleteOutlineIcon /></IconButton>
          </Tooltip>
          <Button variant="contained" startIcon={<SaveIcon />} onClick={onSave} disabled={save.isPending}>Save</Button>
        </Stack>
        <ScrollableTabs value={tab} onChange={(_e, v: TabKey) => setTab(v)} sx={{ px: 2 }}>
          {TABS.map((t) => <Tab key={t.key} value={t.key} label={t.label} />)}
        </ScrollableTabs>
        <Box id="messaging-campaign-tabpanel" role="tabpanel" aria-label={TABS.find((t) => t.key === tab)?.label} sx={{ flexGrow: 1, overflowY: 'auto', p: 2 }}>
          {tab === 'overview' ? (
            <OverviewTab ws={ws} campaign={campaign} superAdmin={superAdmin} approvalReady={approvalReady} busy={transition.isPending || save.isPending} onAction={onAction} />
          ) : null}
          {tab === 'schedule' ? <ScheduleTab /> : null}
          {tab === 'notifications' ? <NotificationsTab ws={ws} /> : null}
          {tab === 'lists' ? <ListsTab ws={ws} campaign={campaign} /> : null}
          {tab === 'leads' ? <LeadsTab ws={ws} campaign={campaign} /> : null}
          {tab === 'dispositions' ? <DispositionsTab /> : null}
          {tab === 'events' ? <EventsTab ws={ws} campaign={campaign} /> : null}
        </Box>
      </Stack>
      <TypeToConfirm
        open={deleting}
        title="Delete campaign"
        message={M.confirmDelete}
        expected={campaign.name}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onClose={() => setDeleting(false)}
      />
    </FormProvider>
  );
}
