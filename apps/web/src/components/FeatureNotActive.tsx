import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Paper, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { featureRequestsRoutes, MESSAGES, type AegisFeature } from '@trueline/contract';
import { api } from '../lib/api';
import { useSnackbar } from '../lib/snackbar';
import { useWorkspaces } from '../lib/workspace-context';

interface Props {
  /** The workspace feature flag the screen needs. */
  feature: AegisFeature;
  /** The workspace to ask for; the selected one when left out. */
  workspaceId?: string;
}

/** Stands in for a screen whose feature is off: says so, and sends a request for activation to support. */
export function FeatureNotActive({ feature, workspaceId }: Props) {
  const { selected } = useWorkspaces();
  const ws = workspaceId ?? selected?.id ?? '';
  const notify = useSnackbar();
  // Remembered per workspace and feature, so switching workspaces offers the button again.
  const [sentFor, setSentFor] = useState<string | null>(null);
  const sent = sentFor === `${ws}:${feature}`;
  const request = useMutation({
    mutationFn: () => api(featureRequestsRoutes.create, { params: { ws }, body: { feature } }),
    onSuccess: () => {
      setSentFor(`${ws}:${feature}`);
      notify(MESSAGES.supportRequestSent, 'success');
    },
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5} alignItems="center" textAlign="center">
        <LockOutlinedIcon color="action" fontSize="large" />
        {/* The whole sentence is the button (spec 2 §2); once the request is sent, it stays as plain text. */}
        {sent ? (
          <Typography>{MESSAGES.featureNotActive}</Typography>
        ) : (
          <Button variant="text" onClick={() => request.mutate()} disabled={!ws || request.isPending}
            sx={{ textTransform: 'none', textDecoration: 'underline', fontSize: '1rem', fontWeight: 400, lineHeight: 1.5 }}>
            {MESSAGES.requestActivation}
          </Button>
        )}
        {sent ? (
          <Stack direction="row" spacing={1} alignItems="center" role="status">
            <CheckCircleOutlineIcon color="success" fontSize="small" />
            <Typography color="success.main">{MESSAGES.supportRequestSent}</Typography>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
