import { Controller, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { Box, Button, IconButton, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { BILLING_ITEMS, MINIMUM_SPEND_STRUCTURE, TIER_MAX, type RateTier, type RateStructureName } from '@trueline/contract';
import { errorAt, type BillingForm } from './billing-form';
import { AmountField } from './AmountField';
import { addTier, removeTier, setTierMax, unitsLabel } from './tiers';

interface Props {
  form: BillingForm;
  name: RateStructureName;
  readOnly: boolean;
}

/**
 * A product's graduated tiers (spec 3 §9): a single tier shows as one dollar field, several as a table of from, to
 * (the last reads Max) and rate; the minimum spend is UC protect's alone. A tier starts one unit after the previous
 * one ends, so only the ends are typed.
 */
export function RateStructureEditor({ form, name, readOnly }: Props) {
  const item = BILLING_ITEMS[name];
  const path = `rates.${name}.tiers` as const;
  const { fields, replace } = useFieldArray({ control: form.control, name: path });
  const tiers = (useWatch({ control: form.control, name: path }) ?? []) as RateTier[];
  const { errors } = useFormState({ control: form.control, name: `rates.${name}` });
  const issue = (p: string): string | undefined => errorAt(errors, `rates.${name}.${p}`);
  // Every tier is re-checked after a change: an end moved here can make the next tier end before it starts.
  const revalidate = () => void form.trigger(path);
  const change = (next: RateTier[]) => {
    replace(next);
    revalidate();
  };
  const rateField = (i: number, label: string, dense: boolean) => (
    <Controller control={form.control} name={`${path}.${i}.rate`} render={({ field }) => (
      <AmountField dense={dense} label={label} ariaLabel={dense ? `${item.label} tier ${i + 1} rate` : undefined} value={field.value ?? ''} onChange={(v) => (field.onChange(v), revalidate())} readOnly={readOnly} error={issue(`tiers.${i}.rate`)} />
    )} />
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={item.label}>
      <Stack direction="row" alignItems="baseline" spacing={1} sx={{ mb: 1.5 }}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>{item.label}</Typography>
        <Typography variant="caption" color="text.secondary">{item.unit}</Typography>
      </Stack>
      {fields.length === 1 ? rateField(0, 'Rate', false) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={`${item.label} tiers`} sx={{ '& td, & th': { px: { xs: 0.5, sm: 1.5 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>From</TableCell>
                <TableCell>To</TableCell>
                <TableCell>Rate</TableCell>
                {readOnly ? null : <TableCell padding="checkbox" />}
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((f, i) => {
                const t = tiers[i] ?? f;
                const last = i === fields.length - 1;
                const maxError = issue(`tiers.${i}.max`);
                return (
                  <TableRow key={f.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{unitsLabel(t.min)}</TableCell>
                    <TableCell sx={{ width: '38%' }}>
                      {last || readOnly ? <Typography variant="body2">{unitsLabel(t.max)}</Typography> : (
                        <TextField size="small" fullWidth value={Number.isNaN(t.max) ? '' : t.max} error={Boolean(maxError)} helperText={maxError}
                          onChange={(e) => change(setTierMax(tiers, i, e.target.value.replace(/\D/g, '') === '' ? Number.NaN : Number(e.target.value.replace(/\D/g, ''))))}
                          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${item.label} tier ${i + 1} up to` } }} />
                      )}
                    </TableCell>
                    <TableCell sx={{ width: '38%' }}>{rateField(i, '', true)}</TableCell>
                    {readOnly ? null : (
                      <TableCell padding="checkbox">
                        <Tooltip title="Remove tier">
                          <IconButton aria-label={`Remove ${item.label} tier ${i + 1}`} onClick={() => change(removeTier(tiers, i))}>
                            <DeleteOutlineIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
      {issue('tiers.root') ?? issue('tiers') ? <Typography variant="caption" color="error">{issue('tiers.root') ?? issue('tiers')}</Typography> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-start' }} sx={{ mt: 1.5 }}>
        {readOnly ? null : (
          <Button size="small" startIcon={<AddIcon />} onClick={() => change(addTier(tiers))} aria-label={`Add ${item.label} tier`} sx={{ alignSelf: 'flex-start' }}
            disabled={tiers.length >= 20 || (tiers[tiers.length - 1]?.min ?? 0) >= TIER_MAX - 1}>
            Add tier
          </Button>
        )}
        {name === MINIMUM_SPEND_STRUCTURE ? (
          <Box sx={{ maxWidth: 240, ml: { sm: 'auto' } }}>
            <Controller control={form.control} name={`rates.${name}.minimum`} render={({ field }) => (
              <AmountField label="Minimum spend" value={field.value ?? ''} onChange={(m) => field.onChange(m === '' ? null : m)} readOnly={readOnly}
                error={issue('minimum')} helperText="per month" />
            )} />
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
