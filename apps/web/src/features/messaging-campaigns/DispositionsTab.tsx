import { Button, Checkbox, IconButton, Table, TableBody, TableCell, TableHead, TableRow, TextField, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { MESSAGING_LIMITS } from '@trueline/contract';
import { EmptyTableRow } from '../../components/EmptyTableRow';
import type { CampaignForm } from './campaign-form';

/** The Dispositions tab (spec 3 §2.3): an editable table, Disposition, Success, Do not contact, delete; + Add disposition. */
export function DispositionsTab() {
  const { control } = useFormContext<CampaignForm>();
  const rows = useFieldArray({ control, name: 'dispositions', keyName: 'key' });
  return (
    <>
      <Table size="small" aria-label="Dispositions">
        <TableHead>
          <TableRow>
            <TableCell>Disposition</TableCell>
            <TableCell sx={{ width: 100 }} align="center">Success</TableCell>
            <TableCell sx={{ width: 130 }} align="center">Do not contact</TableCell>
            <TableCell sx={{ width: 60 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.fields.length === 0 ? <EmptyTableRow columns={4}>No dispositions yet.</EmptyTableRow> : null}
          {rows.fields.map((r, i) => (
            <TableRow key={r.key}>
              <TableCell>
                <Controller control={control} name={`dispositions.${i}.disposition`} render={({ field, fieldState }) => (
                  <TextField size="small" fullWidth name={field.name} inputRef={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur}
                    error={Boolean(fieldState.error)} helperText={fieldState.error?.message} slotProps={{ htmlInput: { 'aria-label': `Disposition ${i + 1}` } }} />
                )} />
              </TableCell>
              <TableCell align="center">
                <Controller control={control} name={`dispositions.${i}.success`} render={({ field }) => (
                  <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} slotProps={{ input: { 'aria-label': `Disposition ${i + 1} success` } }} />
                )} />
              </TableCell>
              <TableCell align="center">
                <Controller control={control} name={`dispositions.${i}.doNotContact`} render={({ field }) => (
                  <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} slotProps={{ input: { 'aria-label': `Disposition ${i + 1} do not contact` } }} />
                )} />
              </TableCell>
              <TableCell>
                <Tooltip title="Delete disposition">
                  <IconButton aria-label={`Delete disposition ${i + 1}`} onClick={() => rows.remove(i)}><DeleteOutlineIcon fontSize="small" /></IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button startIcon={<AddIcon />} sx={{ mt: 1 }} disabled={rows.fields.length >= MESSAGING_LIMITS.dispositionsMax}
        onClick={() => rows.append({ disposition: '', success: false, doNotContact: false })}>Add disposition</Button>
    </>
  );
}
