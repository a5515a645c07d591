import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, IconButton, LinearProgress, Stack, Tab, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SaveIcon from '@mui/icons-material/Save';
import { ETL_MESSAGES, type EtlTask } from '@trueline/contract';
import { ApiError, errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { useWorkspaces } from '../../lib/workspace-context';
import { WorkspaceSelector } from '../../components/WorkspaceSelector';
import { TypeToConfirm } from '../../components/TypeToConfirm';
import { useEtlActions, useEtlTask } from './api';
import { bodyOf, formOf, problemsOf, type EtlForm } from './etl-form';
import { EtlOverview } from './EtlOverview';
import { EtlEvents } from './EtlEvents';
import { EtlExecutions } from './EtlExecutions';
import { errorShown } from '../../app/query-client';
import { ScrollableTabs } from '../../components/ScrollableTabs';

type TabKey = 'overview' | 'events' | 'executions';

/** The server's field errors by path (a workflow of the wrong type, an attribute the set lacks…). */
const serverFieldErrors = (err: unknown): Record<string, string> =>
  (err instanceof ApiError ? Object.fromEntries(err.errors.map((e) => [e.path, e.message])) : {});

/** /etl-tasks/{id} (spec 3 §2.10): header with Save, delete and run now; tabs Overview, Events, Executions. */
export function EtlTaskPage() {
  const { id = '' } = useParams();
  const { selected } = useWorkspaces();
  const ws = selected?.id;
  const query = useEtlTask(ws, id);
  if (!ws || query.isPending) return <LinearProgress aria-label="Loading ETL task" />;
  if (query.isError) return <Alert severity="error" action={<Button href="/etl-tasks">Back to ETL tasks</Button>}>{errorMessage(query.error)}</Alert>;
  return <EtlTaskDetail key={query.data.id} ws={ws} task={query.data} />;
}

function EtlTaskDetail({ ws, task }: { ws: string; task: EtlTask }) {
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { save, remove, run } = useEtlActions(ws);
  const [tab, setTab] = useState<TabKey>('overview');
  const [form, setForm] = useState<EtlForm>(() => formOf(task));
  const [tried, setTried] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState(false);
  // A save elsewhere (or the runner's last run time) refreshes the read-only panel; the form keeps what is typed.
  useEffect(() => setServerProblems({}), [task.updated]);
  const problems = tried ? { ...problemsOf(form), ...serverProblems } : serverProblems;

  const onSave = () => {
    setTried(true);
    if (Object.keys(problemsOf(form)).length > 0) {
      setTab('overview');
      return;
    }
    save.mutate({ id: task.id, body: bodyOf(form) }, {
      onSuccess: (saved) => {
        setForm(formOf(saved));
        setTried(false);
        notify(ETL_MESSAGES.saved, 'success');
      },
      onError: (err) => setServerProblems(serverFieldErrors(err)),
    });
  };
  const onRun = () => run.mutate(task.id, {
    onSuccess: () => {
      notify(ETL_MESSAGES.submitted, 'success');
      setTab('executions');
    },
  });
  // mutateAsync, not mutate's callbacks: those are dropped if the page unmounts first (a poll that finds the task gone).
  const onDelete = () => remove.mutateAsync({ id: task.id, confirmName: task.name }).then(
    () => navigate('/etl-tasks'),
    errorShown,
  );

  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', md: 'center' }} sx={{ mb: 2 }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ flexGrow: 1, minWidth: 0 }}>
          <Tooltip title="Back to ETL tasks">
            <IconButton aria-label="Back to ETL tasks" onClick={() => navigate('/etl-tasks')}><ArrowBackIcon /></IconButton>
          </Tooltip>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>{task.name}</Typography>
        </Stack>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <WorkspaceSelector disabled />
          <Tooltip title="Run now">
            <span><IconButton aria-label="Run now" onClick={onRun} disabled={run.isPending}><PlayArrowIcon /></IconButton></span>
          </Tooltip>
          <Tooltip title="Delete task">
            <IconButton aria-label="Delete task" onClick={() => setDeleting(true)}><DeleteOutlineIcon /></IconButton>
          </Tooltip>
          <Button variant="contained" startIcon={<SaveIcon />} onClick={onSave} disabled={save.isPending}>Save</Button>
        </Stack>
      </Stack>
      <ScrollableTabs value={tab} onChange={(_e, v: TabKey) => setTab(v)} sx={{ mb: 2 }}>
        <Tab value="overview" label="Overview" />
        <Tab value="events" label="Events" />
        <Tab value="executions" label="Executions" />
      </ScrollableTabs>
      <Box role="tabpanel" aria-label={tab}>
        {tab === 'overview' ? <EtlOverview ws={ws} task={task} form={form} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} problems={problems} /> : null}
        {tab === 'events' ? <EtlEvents task={task} /> : null}
        {tab === 'executions' ? <EtlExecutions ws={ws} task={task} /> : null}
      </Box>
      <TypeToConfirm
        open={deleting}
        title="Delete ETL task"
        message={ETL_MESSAGES.confirmDelete}
        expected={task.name}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
