import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { CNAM_MAX_LENGTH, MESSAGES } from '@trueline/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormTextField } from '../../components/form/fields';
import type { RecordFormValues } from './record-form';

/** The approved caller names of the record: each at most 15 characters; a removed one leaves the list at once and is gone on Save. */
export function CnamList({ readOnly }: { readOnly: boolean }) {
  const { control } = useFormContext<RecordFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'cnams', keyName: 'key' });
  const [confirm, setConfirm] = useState<number | null>(null);
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="cnam-heading">
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="h3" component="h3" id="cnam-heading">Approved CNAMs</Typography>
        {readOnly ? null : (
          <Button size="small" startIcon={<AddIcon />} onClick={() => append({ name: '' }, { focusName: `cnams.${fields.length}.name` })}>
            Add CNAM
          </Button>
        )}
      </Stack>
      {fields.length === 0 ? <Typography variant="body2" color="text.secondary">No approved CNAMs yet.</Typography> : null}
      {fields.map((f, i) => (
        <Stack key={f.key} direction="row" spacing={1} alignItems="flex-start">
          <FormTextField name={`cnams.${i}.name`} label={`CNAM ${i + 1}`} readOnly={readOnly} maxLength={CNAM_MAX_LENGTH} helperText={`At most ${CNAM_MAX_LENGTH} characters`} />
          {readOnly ? null : (
            <Tooltip title="Delete CNAM">
              <IconButton aria-label={`Delete CNAM ${i + 1}`} onClick={() => setConfirm(i)} sx={{ mt: 0.5 }}>
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ))}
      <ConfirmDialog
        open={confirm !== null}
        title="Delete CNAM"
        message={MESSAGES.cnamDeleteConfirm}
        confirmLabel="Delete"
        destructive
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm !== null) remove(confirm);
          setConfirm(null);
        }}
      />
    </Stack>
  );
}
