import { useState } from 'react';
import { Chip, Stack, TextField, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { MESSAGING_LIMITS, STANDARD_LEAD_FIELDS, tokenFor } from '@trueline/contract';
import { useCopy } from '../../components/CopyId';
import { customFieldProblem, type CampaignForm } from './campaign-form';

/**
 * Data fields / tokens (spec 3 §2.3): the standard chips and the custom fields; a click copies the token in double
 * braces. A custom field takes letters and digits only (others are dropped as typed), is added on Enter, and not added
 * when empty or already there.
 */
export function DataFields({ disabled }: { disabled: boolean }) {
  const { control, setValue } = useFormContext<CampaignForm>();
  const customFields = useWatch({ control, name: 'customFields' });
  const copy = useCopy();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const value = typed.trim();
    if (!value) return;
    const p = customFieldProblem(value, customFields);
    setProblem(p);
    if (p) return;
    setValue('customFields', [...customFields, value], { shouldDirty: true });
    setTyped('');
  };
  return (
    <Stack spacing={1} component="section" aria-label="Data fields">
      <Typography variant="subtitle2" component="h3">Data fields</Typography>
      <Typography variant="caption" color="text.secondary">Click a field to copy its token.</Typography>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={0.75}>
        {STANDARD_LEAD_FIELDS.map((f) => <Chip key={f} size="small" label={f} onClick={() => void copy(tokenFor(f))} />)}
        {customFields.map((f) => (
          <Chip key={f} size="small" color="primary" variant="outlined" label={f} onClick={() => void copy(tokenFor(f))}
            onDelete={disabled ? undefined : () => setValue('customFields', customFields.filter((x) => x !== f), { shouldDirty: true })} />
        ))}
      </Stack>
      <TextField
        size="small"
        label="Custom field"
        value={typed}
        disabled={disabled || customFields.length >= MESSAGING_LIMITS.customFieldsMax}
        onChange={(e) => {
          setTyped(e.target.value.replace(/[^A-Za-z0-9]/g, ''));
          setProblem(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
        error={Boolean(problem)}
        helperText={problem ?? 'Letters and digits; press Enter to add.'}
        slotProps={{ htmlInput: { maxLength: MESSAGING_LIMITS.customFieldMax } }}
        sx={{ maxWidth: 320 }}
      />
    </Stack>
  );
}
