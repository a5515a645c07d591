import { useState } from 'react';
import { Box, Button, Chip, IconButton, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  keepAmountCharacters, USAGE_ALERT_METRICS, USAGE_ALERT_TEXTS as T, USAGE_DESCRIPTIONS, USAGE_PRODUCTS, type UsageAlert, type UsageAlertMetric, type UsageProduct,
} from '@trueline/contract';
import { ApiError, errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useSnackbar } from '../../lib/snackbar';
import { useUsageAlerts } from './api';
import { formatMoney } from './usage-view';

const METRIC_LABELS: Record<UsageAlertMetric, string> = { SPEND: 'Spend', QUANTITY: 'Quantity' };
const WHOLE = 'whole';
const describe = (a: UsageAlert) => {
  const what = a.product ? USAGE_DESCRIPTIONS[a.product as UsageProduct] ?? a.product : T.wholeBill;
  return a.metric === 'SPEND' ? `${what}: spend over ${formatMoney(a.threshold)}` : `${what}: over ${Number(a.threshold).toLocaleString('en-US')}`;
};

/** Usage alerts under the billing usage table: each with whether it fired this month; Owner and SuperAdmin add and delete. */
export function UsageAlertsCard({ canEdit }: { canEdit: boolean }) {
  const notify = useSnackbar();
  const { list, add, remove } = useUsageAlerts();
  const [metric, setMetric] = useState<UsageAlertMetric>('SPEND');
  const [product, setProduct] = useState<string>(WHOLE);
  const [threshold, setThreshold] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    setErrors({});
    add.mutate({ metric, product: product === WHOLE ? null : (product as UsageProduct), threshold }, {
      onSuccess: (a) => {
        notify(a.firedAt ? `${T.added}: already crossed this month, so it was sent now.` : T.added, 'success');
        setThreshold('');
      },
      onError: (err) => {
        if (err instanceof ApiError && err.errors.length) setErrors(Object.fromEntries(err.errors.map((e) => [e.path, e.message])));
        else notify(errorMessage(err), 'error');
      },
    });
  };

  return (
    <Paper variant="outlined" component="section" aria-label={T.title} sx={{ p: 2, mt: 2 }}>
      <Typography variant="h3" component="h2">{T.title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>{T.intro}</Typography>
      {list.data && list.data.length === 0 ? <Typography variant="body2" color="text.secondary">{T.none}</Typography> : null}
      <Stack component="ul" aria-label="Usage alert list" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: canEdit ? 2 : 0 }}>
        {(list.data ?? []).map((a) => (
          <Box component="li" key={a.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0 }}>{describe(a)}</Typography>
            <Chip size="small" color={a.firedAt ? 'warning' : 'default'} label={a.firedAt ? `Crossed ${formatDateTime(a.firedAt)}` : 'Not reached this month'} />
            {canEdit ? (
              <Tooltip title="Delete alert">
                <IconButton size="small" aria-label={`Delete alert ${describe(a)}`} disabled={remove.isPending}
                  onClick={() => remove.mutate(a.id, { onSuccess: () => notify(T.deleted, 'success') })}><DeleteOutlineIcon fontSize="small" /></IconButton>
              </Tooltip>
            ) : null}
          </Box>
        ))}
      </Stack>
      {canEdit ? (
        <Stack component="form" noValidate direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-start' }}
          onSubmit={(e) => { e.preventDefault(); submit(); }} aria-label={T.add}>
          <TextField select size="small" label="Measure" value={metric} onChange={(e) => setMetric(e.target.value as UsageAlertMetric)} sx={{ minWidth: 130 }}>
            {USAGE_ALERT_METRICS.map((m) => <MenuItem key={m} value={m}>{METRIC_LABELS[m]}</MenuItem>)}
          </TextField>
          <TextField select size="small" label="Of" value={product} onChange={(e) => setProduct(e.target.value)} sx={{ minWidth: 240 }}
            error={Boolean(errors.product)} helperText={errors.product}>
            <MenuItem value={WHOLE}>{T.wholeBill}</MenuItem>
            {USAGE_PRODUCTS.map((p) => <MenuItem key={p} value={p}>{USAGE_DESCRIPTIONS[p]}</MenuItem>)}
          </TextField>
          <TextField size="small" label={metric === 'SPEND' ? 'Over ($)' : 'Over (units)'} value={threshold}
            onChange={(e) => setThreshold(metric === 'SPEND' ? keepAmountCharacters(e.target.value) : e.target.value.replace(/\D/g, ''))}
            error={Boolean(errors.threshold)} helperText={errors.threshold} slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 16 } }} />
          <Button type="submit" variant="outlined" disabled={add.isPending} sx={{ whiteSpace: 'nowrap' }}>{T.add}</Button>
        </Stack>
      ) : null}
    </Paper>
  );
}
