import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { useServerErrors } from '../../components/form/use-zod-form';
import { useForm } from 'react-hook-form';
import { MESSAGES, updateWorkspaceBody, type UpdateWorkspaceBody, type Workspace } from '@trueline/contract';
import { useUser } from '../../lib/session';
import { useSnackbar } from '../../lib/snackbar';
import { SidePanel } from '../../components/SidePanel';
import { TypeToConfirm } from '../../components/TypeToConfirm';
import { CopyId } from '../../components/CopyId';
import { StatusChip } from '../../components/StatusChip';
import { useDeactivateWorkspace, useUpdateWorkspace } from './workspaces-api';
import { toFormValues, toUpdateBody, workspaceRules, type WorkspaceFormValues } from './workspace-form';
import { rulesResolver } from './rules-resolver';
import { DialerSection } from './DialerSection';
import { SuperAdminSettings } from './SuperAdminSettings';
import { CoverageStates } from './CoverageStates';
import { ApiKeysSection } from './ApiKeysSection';
import { errorShown } from '../../app/query-client';

export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="h3" sx={{ mb: 1.5 }}>{title}</Typography>
      {children}
    </Box>
  );
}

/** The workspace edit panel (spec 1 §2.11): name, dialer, SuperAdmin's settings, API keys, Save and Deactivate. */
export function WorkspacePanel({ workspace, onClose }: { workspace: Workspace; onClose(): void }) {
  const user = useUser();
  const notify = useSnackbar();
  const superAdmin = user.userType === 'SuperAdmin';
  const update = useUpdateWorkspace(workspace.id);
  const deactivate = useDeactivateWorkspace(workspace.id);
  const [confirming, setConfirming] = useState(false);

  // The resolver reads the latest saved workspace: max numbers per location is sent as saved while full coverage is off.
  const saved = useRef(workspace);
  saved.current = workspace;
  const resolver = useMemo(
    () => rulesResolver(updateWorkspaceBody, (v: WorkspaceFormValues) => toUpdateBody(v, saved.current, superAdmin), (v) => workspaceRules(v, superAdmin)),
    [superAdmin],
  );
  const form = useForm<WorkspaceFormValues, unknown, UpdateWorkspaceBody>({ resolver, mode: 'onChange', defaultValues: toFormValues(workspace) });
  const showErrors = useServerErrors(form.setError, ['name', 'maxNumbersPerFullCoverageCampaign', 'coverageStates']);
  const { errors, isValid } = form.formState;

  const save = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: (saved) => {
        form.reset(toFormValues(saved));
        notify(MESSAGES.workspaceSaved, 'success');
      },
      onError: (err) => {
        showErrors(err);
      },
    }),
  );

  // Awaited rather than mutate callbacks: the list drops the workspace first, which unmounts this panel.
  const onDeactivate = () =>
    deactivate.mutateAsync(workspace.name).then(
      () => {
        setConfirming(false);
        notify(MESSAGES.workspaceDeactivated, 'success');
        onClose();
      },
      errorShown,
    );

  const actions = (
    <>
      {user.userType !== 'Admin' ? (
        <Button color="error" onClick={() => setConfirming(true)}>Deactivate</Button>
      ) : null}
      <Box sx={{ flexGrow: 1 }} />
      <Button onClick={onClose}>Close</Button>
      <Button variant="contained" disabled={!isValid || update.isPending} onClick={() => void save()}>Save</Button>
    </>
  );

  return (
    <SidePanel open onClose={onClose} title="Edit workspace" width={640} actions={actions}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">ID</Typography>
        <CopyId id={workspace.id} label="workspace ID" />
        <StatusChip status={workspace.status} />
      </Stack>
      <form noValidate onSubmit={(e) => void save(e)}>
        <TextField label="Workspace name" required {...form.register('name')} error={Boolean(errors.name)} helperText={errors.name?.message} />
      </form>
      <PanelSection title="Dialer">
        <DialerSection workspace={workspace} />
      </PanelSection>
      <PanelSection title="Features and coverage">
        {superAdmin ? <SuperAdminSettings form={form} /> : <CoverageStates form={form} disabled />}
      </PanelSection>
      <PanelSection title="API keys">
        <ApiKeysSection workspaceId={workspace.id} />
      </PanelSection>
      <TypeToConfirm
        open={confirming}
        title="Deactivate workspace"
        message={`Deactivating "${workspace.name}" removes it from the list. Type the workspace name to confirm.`}
        expected={workspace.name}
        confirmLabel="Deactivate"
        busy={deactivate.isPending}
        onConfirm={() => void onDeactivate()}
        onClose={() => setConfirming(false)}
      />
    </SidePanel>
  );
}
