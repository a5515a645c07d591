import { Paper, Stack, TextField, Typography } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { MESSAGE_FIELDS, MESSAGE_FIELD_LABELS, MESSAGING_LIMITS, renderTokens, type MessageField } from '@trueline/contract';
import { SegmentCounter } from './SegmentCounter';
import { SAMPLE_LEAD, type CampaignForm } from './campaign-form';

/** One text of the campaign with its live segment counter. */
function MessageBox({ field, disabled }: { field: MessageField; disabled: boolean }) {
  const { control } = useFormContext<CampaignForm>();
  return (
    <Controller
      control={control}
      name={`messages.${field}`}
      render={({ field: f, fieldState }) => (
        <Stack spacing={0.5}>
          <TextField
            label={MESSAGE_FIELD_LABELS[field]}
            multiline
            minRows={2}
            name={f.name}
            inputRef={f.ref}
            value={f.value}
            onChange={f.onChange}
            onBlur={f.onBlur}
            disabled={disabled}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { maxLength: MESSAGING_LIMITS.messageMax, 'aria-describedby': `${field}-count` } }}
          />
          <SegmentCounter id={`${field}-count`} text={f.value} />
        </Stack>
      )}
    />
  );
}

/** The five texts (spec 3 §2.3), each counted, and the initial message as a sample lead would receive it. */
export function MessageBoxes({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<CampaignForm>();
  const initial = useWatch({ control, name: 'messages.outgoingMessage' });
  const customFields = useWatch({ control, name: 'customFields' });
  const sample = { ...Object.fromEntries(customFields.map((f) => [f, `Sample ${f}`])), ...SAMPLE_LEAD };
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2" component="h3">Messages</Typography>
      {MESSAGE_FIELDS.map((f) => <MessageBox key={f} field={f} disabled={disabled} />)}
      <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover' }} aria-label="Initial message preview">
        <Typography variant="caption" color="text.secondary">Preview (sample lead)</Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-preview">
          {renderTokens(initial, sample) || '—'}
        </Typography>
      </Paper>
    </Stack>
  );
}
