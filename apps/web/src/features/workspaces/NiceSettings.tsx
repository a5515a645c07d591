import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { DialerSettings } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { niceAuthorizeUrl } from './workspaces-api';
import { cxoneRedirectUrl, forgetCxoneWorkspace, rememberCxoneWorkspace } from './cxone';

type Settings = Extract<DialerSettings, { provider: 'NICE' }>;

/** NICE CXone connects through its own sign-in: keep the workspace id, ask for the authorise URL, go there. */
export function NiceSettings({ workspaceId, settings }: { workspaceId: string; settings: Settings }) {
  const notify = useSnackbar();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    rememberCxoneWorkspace(workspaceId);
    try {
      const url = await niceAuthorizeUrl(workspaceId, cxoneRedirectUrl());
      window.location.assign(url);
    } catch (err) {
      forgetCxoneWorkspace();
      setBusy(false);
      notify(errorMessage(err), 'error');
    }
  };

  return (
    <Stack spacing={1.5} alignItems="flex-start">
      <Typography variant="body2" color="text.secondary">
        {settings.connected
          ? 'This workspace is connected to CXOne. Connect again to renew the authorisation or to use another CXOne account.'
          : 'You will sign in to CXOne and approve access, then come back here.'}
      </Typography>
      <Button variant="outlined" onClick={() => void start()} disabled={busy}>
        Connect CXOne
      </Button>
    </Stack>
  );
}
