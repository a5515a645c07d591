import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockIcon from '@mui/icons-material/Block';
import { isActiveCampaignStatus, PROVISIONING_TYPE_LABELS, type Campaign } from '@trueline/contract';
import { WorkspaceSelector } from '../../components/WorkspaceSelector';
import { CopyId } from '../../components/CopyId';
import { TypeToConfirm } from '../../components/TypeToConfirm';
import { useDeactivateCampaign } from './api';
import { CampaignStatusText } from './campaign-columns';

/**
 * The detail's header (spec 1 §2.13, spec 2 §2): back to /campaigns, the campaign's name, status and type, the workspace
 * selector (disabled: the campaign belongs to its workspace) and Deactivate, confirmed by typing the name.
 */
export function CampaignHeader({ campaign }: { campaign: Campaign }) {
  const navigate = useNavigate();
  const deactivate = useDeactivateCampaign(campaign);
  const [confirming, setConfirming] = useState(false);
  const active = isActiveCampaignStatus(campaign.status);
  const confirm = () =>
    deactivate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        navigate('/campaigns');
      },
    });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', md: 'center' }} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Tooltip title="Back to campaigns">
          <IconButton aria-label="Back to campaigns" onClick={() => navigate('/campaigns')} sx={{ mt: 0.25 }}>
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>{campaign.name}</Typography>
          <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap sx={{ color: 'text.secondary' }}>
            <Typography variant="body2" component="span"><CampaignStatusText status={campaign.status} /></Typography>
            <Typography variant="body2" component="span">{PROVISIONING_TYPE_LABELS[campaign.provisioningType]}</Typography>
            <CopyId id={campaign.id} label="campaign ID" />
          </Stack>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
        <WorkspaceSelector disabled />
        {active ? (
          <Button color="error" variant="outlined" startIcon={<BlockIcon />} onClick={() => setConfirming(true)} sx={{ flexShrink: 0 }}>
            Deactivate
          </Button>
        ) : null}
      </Stack>
      <TypeToConfirm
        open={confirming}
        title="Deactivate campaign"
        message="The campaign stops, and every number of its pool is released at once. This cannot be undone."
        expected={campaign.name}
        confirmLabel="Deactivate"
        busy={deactivate.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
