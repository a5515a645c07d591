import { Box, Stack } from '@mui/material';
import type { Campaign, Workspace } from '@trueline/contract';
import { ActivityCharts } from './ActivityCharts';
import { OverviewColumns } from './OverviewColumns';
import { OverviewForm } from './OverviewForm';
import type { CampaignPermissions } from './overview-form';

interface Props {
  campaign: Campaign;
  workspace: Workspace;
  can: CampaignPermissions;
}

/** Overview (spec 2 §2): the edit form beside the three read-only columns, the activity charts below. */
export function OverviewTab({ campaign, workspace, can }: Props) {
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(320px, 5fr) 7fr' }, alignItems: 'start' }}>
        <OverviewForm key={campaign.id} campaign={campaign} workspace={workspace} can={can} />
        <OverviewColumns campaign={campaign} />
      </Box>
      <ActivityCharts campaign={campaign} />
    </Stack>
  );
}
