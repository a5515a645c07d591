import { Box, Stack, Typography } from '@mui/material';
import { SwitchField } from '../../components/form/fields';
import { NumberField } from './fields';

/**
 * CoreFlux elastic scaling settings (spec 2 §2, §5): threshold, min and max numbers per city, the scale-up and scale-down
 * windows (days), the weekend weight (0-1 in steps of 0.1) and whether days with no calls are ignored.
 * Bound to `elasticConfig.*` of the surrounding form; read-only unless the user is a SuperAdmin.
 */
export function ElasticFields({ readOnly }: { readOnly: boolean }) {
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <NumberField name="elasticConfig.threshold" label="Threshold" readOnly={readOnly} helperText="Calls per number" />
        <NumberField name="elasticConfig.minPerCity" label="Min per city" readOnly={readOnly} />
        <NumberField name="elasticConfig.maxPerCity" label="Max per city" readOnly={readOnly} />
        <NumberField name="elasticConfig.scaleUpWindow" label="Scale-up window" readOnly={readOnly} helperText="Days" />
        <NumberField name="elasticConfig.scaleDownWindow" label="Scale-down window" readOnly={readOnly} helperText="Days" />
        <NumberField name="elasticConfig.weekendWeight" label="Weekend weight" readOnly={readOnly} step={0.1} helperText="0 to 1" />
      </Box>
      <SwitchField name="elasticConfig.ignoreZeroDays" label="Ignore days with no calls" disabled={readOnly} />
      {readOnly ? <Typography variant="caption" color="text.secondary">Only a SuperAdmin changes CoreFlux settings.</Typography> : null}
    </Stack>
  );
}
