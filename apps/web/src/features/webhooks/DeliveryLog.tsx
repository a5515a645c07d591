import { useState } from 'react';
import { Alert, Box, Button, Chip, Collapse, LinearProgress, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { MESSAGES, WEBHOOK_DELIVERY_LOG_SIZE, type WebhookDelivery } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { StatusChip } from '../../components/StatusChip';
import { useSnackbar } from '../../lib/snackbar';
import { useWebhookActions, useWebhookDeliveries } from './api';
import { attemptsText, deliveryStatusLabel, formatWhen } from './webhook-format';


/** The webhook's recent deliveries (newest first, each opening its payload) and "Send test event". Follows new attempts live. */
export function DeliveryLog({ ws, webhookId }: { ws: string; webhookId: string }) {
  const deliveries = useWebhookDeliveries(ws, webhookId);
  const { test } = useWebhookActions(ws);
  const notify = useSnackbar();
  const [open, setOpen] = useState<string | null>(null);

  const sendTest = () => test.mutate(webhookId, {
    onSuccess: () => notify(MESSAGES.webhookTestQueued, 'success'),
  });

  return (
    <Stack spacing={1}>
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>Recent deliveries</Typography>
        <Button size="small" startIcon={<SendIcon />} onClick={sendTest} disabled={test.isPending}>Send test event</Button>
      </Stack>
      {deliveries.isPending ? <LinearProgress aria-label="Loading deliveries" /> : null}
      {deliveries.isError ? <Alert severity="error">{errorMessage(deliveries.error)}</Alert> : null}
      {deliveries.data?.length === 0 ? <Typography variant="body2" color="text.secondary">No deliveries yet.</Typography> : null}
      {deliveries.data && deliveries.data.length > 0 ? (
        <List dense disablePadding aria-label="Recent deliveries" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {deliveries.data.map((d) => (
            <DeliveryRow key={d.id} d={d} open={open === d.id} onToggle={() => setOpen(open === d.id ? null : d.id)} />
          ))}
        </List>
      ) : null}
      <Typography variant="caption" color="text.secondary">The last {WEBHOOK_DELIVERY_LOG_SIZE} deliveries are shown; deliveries are kept for 30 days.</Typography>
    </Stack>
  );
}

function DeliveryRow({ d, open, onToggle }: { d: WebhookDelivery; open: boolean; onToggle(): void }) {
  return (
    <>
      <ListItemButton onClick={onToggle} aria-expanded={open} divider>
        <ListItemText
          primary={
            <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
              <StatusChip status={d.status} label={deliveryStatusLabel(d)} />
              {d.test ? <Chip size="small" label="Test" /> : null}
              <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>{d.response ?? 'Not tried yet'}</Typography>
            </Stack>
          }
          secondary={`${formatWhen(d.created)} · ${d.eventType} · ${attemptsText(d)}`}
          slotProps={{ primary: { component: 'div' } }}
        />
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <Box component="pre" sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', fontSize: 12, overflowX: 'auto', maxHeight: 240 }}>
          {JSON.stringify(d.payload, null, 2)}
        </Box>
      </Collapse>
    </>
  );
}
