import { Grid, Typography } from '@mui/material';
import { SMS_CARRIERS, SMS_CARRIER_LABELS, SMS_RATE_KINDS, SMS_RATE_KIND_LABELS } from '@trueline/contract';
import { FormTextField } from '../../components/form/fields';

/** SMS rate limits per carrier and kind; a blank box means Unlimited. */
export function RateLimitsGrid({ readOnly }: { readOnly: boolean }) {
  return (
    <Grid container spacing={1.5} component="section" aria-labelledby="rate-limits-heading">
      <Grid size={12}>
        <Typography variant="h3" component="h3" id="rate-limits-heading">SMS rate limits</Typography>
        <Typography variant="body2" color="text.secondary">Messages per carrier. Leave a box blank for Unlimited.</Typography>
      </Grid>
      {SMS_CARRIERS.map((carrier) => (
        <Grid key={carrier} size={12} container spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Grid size={12} component="legend" sx={{ mb: 0.5 }}>
            <Typography variant="subtitle2">{SMS_CARRIER_LABELS[carrier]}</Typography>
          </Grid>
          {SMS_RATE_KINDS.map((kind) => (
            <Grid key={kind} size={{ xs: 12, sm: 4 }}>
              <FormTextField
                name={`smsRateLimits.${carrier}.${kind}`}
                label={`${SMS_CARRIER_LABELS[carrier]} ${SMS_RATE_KIND_LABELS[kind].toLowerCase()}`}
                placeholder="Unlimited"
                readOnly={readOnly}
                maxLength={9}
              />
            </Grid>
          ))}
        </Grid>
      ))}
    </Grid>
  );
}
