import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { MESSAGES, PROVIDER_LABELS, type DialerSettings, type ProviderCode, type Workspace } from '@trueline/contract';
import { useSnackbar } from '../../lib/snackbar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { StatusChip } from '../../components/StatusChip';
import { useConnectDialer } from './workspaces-api';
import { DIALER_OPTIONS, premReplacesConnection, resolveChoice, settingsFor } from './provider-choice';
import { Five9Settings } from './Five9Settings';
import { RingSettings } from './RingSettings';
import { ConnectSettings } from './ConnectSettings';
import { NiceSettings } from './NiceSettings';

export function ConnectionChip({ connected }: { connected: boolean }) {
  return <StatusChip status={connected ? 'CONNECTED' : 'NOT_CONNECTED'} />;
}

function ProviderSettings({ workspaceId, settings, onRetryPrem, premBusy }: { workspaceId: string; settings: DialerSettings; onRetryPrem(): void; premBusy: boolean }) {
  switch (settings.provider) {
    case 'FIVE9': return <Five9Settings workspaceId={workspaceId} settings={settings} />;
    case 'RING': return <RingSettings workspaceId={workspaceId} settings={settings} />;
    case 'CONNECT': return <ConnectSettings workspaceId={workspaceId} settings={settings} />;
    case 'NICE': return <NiceSettings workspaceId={workspaceId} settings={settings} />;
    case 'PREM':
      return settings.connected ? (
        <Typography variant="body2" color="text.secondary">The universal connector needs no settings.</Typography>
      ) : (
        <Button variant="outlined" onClick={onRetryPrem} disabled={premBusy}>Connect</Button>
      );
  }
}

/**
 * The dialer choice and the chosen provider's settings (spec 1 §3.2, §4.3). Choosing a provider shows its unconnected
 * defaults until its connect call succeeds; PREM connects at once; the CSM-only platforms cannot be chosen.
 */
export function DialerSection({ workspace }: { workspace: Workspace }) {
  const notify = useSnackbar();
  const connect = useConnectDialer(workspace.id);
  const [choice, setChoice] = useState<ProviderCode | null>(workspace.dialerProviderType);
  const [csmNotice, setCsmNotice] = useState(false);
  const [confirmPrem, setConfirmPrem] = useState(false);

  const connectPrem = () => {
    setChoice('PREM');
    connect.mutate({ provider: 'PREM' }, {
      onSuccess: () => notify(MESSAGES.workspaceSaved, 'success'),
      onError: () => notify(MESSAGES.premConnectError, 'error'),
    });
  };

  const choose = (value: string) => {
    const result = resolveChoice(value);
    if (result.kind === 'csmOnly') {
      setCsmNotice(true);
      return;
    }
    setCsmNotice(false);
    if (result.provider === choice) return;
    if (result.provider !== 'PREM') setChoice(result.provider);
    else if (premReplacesConnection(workspace)) setConfirmPrem(true);
    else connectPrem();
  };

  const settings = choice ? settingsFor(workspace, choice) : null;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', sm: 'center' }}>
        <Box sx={{ flexGrow: 1 }}>
          <TextField select label="Dialer" value={choice ?? ''} onChange={(e) => choose(e.target.value)}
            helperText={choice ? undefined : 'Choose the dialer platform this workspace works with'}>
            {DIALER_OPTIONS.map((o) => (
              <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>
            ))}
          </TextField>
        </Box>
        {settings ? <Box><ConnectionChip connected={settings.connected} /></Box> : null}
      </Stack>
      {csmNotice ? <Alert severity="info" onClose={() => setCsmNotice(false)}>{MESSAGES.contactCsm}</Alert> : null}
      {settings ? (
        <ProviderSettings key={`${workspace.id}:${settings.provider}`} workspaceId={workspace.id} settings={settings}
          onRetryPrem={connectPrem} premBusy={connect.isPending} />
      ) : null}
      <ConfirmDialog
        open={confirmPrem}
        title={`Switch to ${PROVIDER_LABELS.PREM}`}
        message={`This workspace is connected to ${workspace.dialerProviderType ? PROVIDER_LABELS[workspace.dialerProviderType] : ''}. Switching connects the ${PROVIDER_LABELS.PREM} at once and replaces that connection.`}
        confirmLabel="Switch"
        onConfirm={() => {
          setConfirmPrem(false);
          connectPrem();
        }}
        onClose={() => setConfirmPrem(false)}
      />
    </Stack>
  );
}
