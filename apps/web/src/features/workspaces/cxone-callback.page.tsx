import { useEffect, useState } from 'react';
import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { workspacesQueryKey } from '../../lib/workspace-context';
import { niceConnect } from './workspaces-api';
import { claimCode, CXONE_NO_WORKSPACE, cxoneRedirectUrl, forgetCxoneWorkspace, recallCxoneWorkspace } from './cxone';

/**
 * /oauth/cxone?code=…&state=… (spec 1 §2.12, §4.3): CXOne sends the browser back here; the code is exchanged once for
 * the workspace kept in local storage (never one named by the address), with the `state` the server issued, then the
 * user lands on that workspace's panel.
 */
export function CxoneCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const code = params.get('code');
  // The server checks `state` against the authorisation it issued; it never picks the workspace.
  const state = params.get('state') ?? '';
  // Read once: the stored id is forgotten after success, before the page is left.
  const [workspaceId] = useState(recallCxoneWorkspace);

  useEffect(() => {
    if (!code) {
      setFailure(params.get('error_description') ?? params.get('error') ?? MESSAGES.errorOccurred);
      return;
    }
    if (!workspaceId) {
      setFailure(CXONE_NO_WORKSPACE);
      return;
    }
    if (!claimCode(code)) return;
    niceConnect(workspaceId, code, cxoneRedirectUrl(), state)
      .then(async () => {
        forgetCxoneWorkspace();
        await client.invalidateQueries({ queryKey: workspacesQueryKey });
        notify(MESSAGES.cxoneConnected, 'success');
        navigate(`/workspaces?openWorkspace=${encodeURIComponent(workspaceId)}`, { replace: true });
      })
      .catch((err: unknown) => {
        // A code works once: the next attempt starts again from the workspace.
        forgetCxoneWorkspace();
        setFailure(errorMessage(err));
      });
  }, [code, state, workspaceId, params, client, notify, navigate]);

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 560, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
      {failure === null ? (
        <Stack spacing={2} alignItems="center" role="status">
          <CircularProgress aria-label="Connecting" />
          <Typography>{MESSAGES.cxoneConnecting}</Typography>
        </Stack>
      ) : (
        <Stack spacing={2} alignItems="flex-start">
          <Alert severity="error" sx={{ width: '100%' }}>
            {MESSAGES.cxoneConnectError} {failure}
          </Alert>
          <Button component={RouterLink} to={workspaceId ? `/workspaces?openWorkspace=${encodeURIComponent(workspaceId)}` : '/workspaces'} variant="outlined">
            Back to workspaces
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
