import { Box, Button, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { ATTRIBUTE_TYPES, ATTRIBUTE_TYPE_LABELS, RECORD_SET_LIMITS, cleanAttributeName } from '@trueline/contract';
import { sidePanelSelectSlotProps } from '../../components/SidePanel';
import type { RecordSetFormValues } from './record-set-form';

/**
 * The set's attributes (spec 3 §2.9, §5): a name and a type each. Names keep letters and digits only, as typed. The
 * phone attribute is the key: always first, locked, never removed or renamed.
 */
export function AttributesEditor({ form }: { form: UseFormReturn<RecordSetFormValues> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'attributes' });
  const errors = form.formState.errors.attributes;
  const full = fields.length > RECORD_SET_LIMITS.attributesMax;
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>Attributes</Typography>
      {fields.map((field, i) => {
        const locked = Boolean(field.locked);
        const nameError = errors?.[i]?.name?.message;
        return (
          <Stack key={field.id} direction="row" spacing={1} alignItems="flex-start" data-testid="attribute-row">
            <Controller
              control={form.control}
              name={`attributes.${i}.name`}
              render={({ field: f }) => (
                <TextField
                  label="Attribute name"
                  value={f.value}
                  onChange={(e) => f.onChange(cleanAttributeName(e.target.value))}
                  onBlur={f.onBlur}
                  inputRef={f.ref}
                  disabled={locked}
                  error={Boolean(nameError)}
                  helperText={nameError ?? (locked ? 'The key of every record' : undefined)}
                  sx={{ flex: 1, minWidth: 0 }}
                  slotProps={{ htmlInput: { maxLength: RECORD_SET_LIMITS.attributeNameMax, 'aria-label': locked ? 'Attribute name (locked)' : `Attribute ${i} name` } }}
                />
              )}
            />
            <Controller
              control={form.control}
              name={`attributes.${i}.type`}
              render={({ field: f }) => (
                <TextField select label="Type" value={f.value} onChange={f.onChange} onBlur={f.onBlur} disabled={locked} sx={{ width: { xs: 112, sm: 140 }, flexShrink: 0 }}
                  slotProps={{ ...sidePanelSelectSlotProps, htmlInput: { 'aria-label': locked ? 'Attribute type (locked)' : `Attribute ${i} type` } }}>
                  {ATTRIBUTE_TYPES.map((t) => <MenuItem key={t} value={t}>{ATTRIBUTE_TYPE_LABELS[t]}</MenuItem>)}
                </TextField>
              )}
            />
            {locked ? (
              <Tooltip title="The phone attribute is locked">
                <Box sx={{ width: 40, flexShrink: 0, display: 'flex', justifyContent: 'center', pt: 2 }}>
                  <LockOutlinedIcon color="action" aria-label="Locked" />
                </Box>
              </Tooltip>
            ) : (
              <IconButton aria-label={`Remove attribute ${form.getValues(`attributes.${i}.name`) || i}`} onClick={() => remove(i)} sx={{ mt: 0.5 }}>
                <DeleteOutlineIcon />
              </IconButton>
            )}
          </Stack>
        );
      })}
      <Button startIcon={<AddIcon />} onClick={() => append({ name: '', type: 'S' }, { shouldFocus: true })} disabled={full} sx={{ alignSelf: 'flex-start' }}>
        Add attribute
      </Button>
    </Stack>
  );
}
