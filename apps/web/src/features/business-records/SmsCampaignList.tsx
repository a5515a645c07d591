import { Button, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { SMS_CAMPAIGN_STATUS_LABELS, SMS_CAMPAIGN_TYPE_LABELS, type SmsCampaignBody } from '@trueline/contract';
import { formatPhone } from '../../components/phone';
import { StatusChip } from '../../components/StatusChip';

interface Props {
  campaigns: SmsCampaignBody[];
  readOnly: boolean;
  onOpen(id: string): void;
  onAdd(): void;
}


/** The record's approved SMS campaigns; a row opens the campaign panel. */
export function SmsCampaignList({ campaigns, readOnly, onOpen, onAdd }: Props) {
  return (
    <Stack spacing={1} component="section" aria-labelledby="sms-campaigns-heading">
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="h3" component="h3" id="sms-campaigns-heading">Approved SMS campaigns</Typography>
        {readOnly ? null : <Button size="small" startIcon={<AddIcon />} onClick={onAdd}>Add SMS campaign</Button>}
      </Stack>
      {campaigns.length === 0 ? <Typography variant="body2" color="text.secondary">No SMS campaigns yet.</Typography> : null}
      <List dense disablePadding aria-label="SMS campaigns">
        {campaigns.map((c) => {
          const status = c.status ?? 'NOT_READY';
          return (
            <ListItemButton key={c.id} onClick={() => onOpen(c.id)} divider aria-label={`Open SMS campaign ${c.name}`}>
              <ListItemText primary={c.name} secondary={`${SMS_CAMPAIGN_TYPE_LABELS[c.campaignType]}${c.senderNumber ? ` · ${formatPhone(c.senderNumber)}` : ''}`} />
              <StatusChip status={status} label={SMS_CAMPAIGN_STATUS_LABELS[status]} />
            </ListItemButton>
          );
        })}
      </List>
    </Stack>
  );
}
