import { useId, useState } from 'react';
import { Box, Button, Checkbox, Collapse, FormControlLabel, MenuItem, Paper, Stack, TextField, useMediaQuery, useTheme } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { NANP_COUNTRIES, type InteractionWorkflow } from '@trueline/contract';
import { PhoneField } from '../../components/PhoneField';
import type { PeriodChoice } from '../../components/period';
import { DashboardFilters } from './DashboardFilters';
import { RESULT_CHOICES, tidyStates, type CallSearchForm } from './call-search-form';

interface Props {
  form: UseFormReturn<CallSearchForm>;
  onSearch(values: CallSearchForm): void;
  onDownload(): void;
  downloading: boolean;
  workflows: InteractionWorkflow[];
  workflowIds: string[];
  onWorkflows(ids: string[]): void;
  zone: string;
  onZone(zone: string): void;
  period: PeriodChoice;
  onPeriod(p: PeriodChoice): void;
}

/**
 * Call search's filters (spec 3 §2.6): To, From, State(s), Result, Reason, workflows, time zone, period; Search and
 * download. On a phone they would fill the whole first screen: there they fold behind a Filters button (closed at
 * first, with the number of filters set), Search and Download staying in view; elsewhere they are always open.
 */
export function CallSearchFilters({ form, onSearch, onDownload, downloading, ...scope }: Props) {
  const { control, register, handleSubmit, formState: { errors } } = form;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [unfolded, setUnfolded] = useState(false);
  const open = !phone || unfolded || Object.keys(errors).length > 0;
  const fieldsId = useId();
  const values = form.watch();
  const set = [values.to, values.from, values.states, values.reasonFilter].filter((v) => typeof v === 'string' && v.trim()).length
    + (values.result && values.result !== RESULT_CHOICES[0] ? 1 : 0) + (scope.workflowIds.length > 0 ? 1 : 0);
  const buttons = (
    <>
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ ml: { sm: 'auto !important' } }}>Search</Button>
      <Button variant="outlined" onClick={onDownload} disabled={downloading} startIcon={<DownloadIcon />}>Download</Button>
    </>
  );
  return (
    <Paper variant="outlined" component="form" role="search" aria-label="Search interactions" noValidate sx={{ p: 2, mb: 2 }} onSubmit={handleSubmit(onSearch)}>
      {phone ? (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: open ? 1.5 : 0 }}>
          <Button aria-expanded={open} aria-controls={fieldsId} onClick={() => setUnfolded((u) => !u)} sx={{ mr: 'auto' }}
            startIcon={<FilterListIcon />}>
            {set > 0 ? `Filters (${set})` : 'Filters'}
          </Button>
          {buttons}
        </Stack>
      ) : null}
      <Collapse in={open} id={fieldsId} timeout={phone ? 'auto' : 0}>
        <Box sx={{
          display: 'grid', gap: 1.5, mb: 1.5, alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'minmax(0, 1.5fr) minmax(0, 1.5fr) minmax(0, 1fr) minmax(0, 0.8fr) minmax(0, 1.2fr)' },
        }}>
          <Controller name="to" control={control} render={({ field }) => (
            <PhoneField label="To" name="to" value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} countries={NANP_COUNTRIES}
              error={Boolean(errors.to)} helperText={errors.to?.message} />
          )} />
          <Controller name="from" control={control} render={({ field }) => (
            <PhoneField label="From" name="from" value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} countries={NANP_COUNTRIES}
              error={Boolean(errors.from)} helperText={errors.from?.message} />
          )} />
          <Controller name="states" control={control} render={({ field }) => (
            <TextField label="State(s)" placeholder="NY,NJ,CA" value={field.value} inputRef={field.ref}
              onChange={(e) => field.onChange(e.target.value)} onBlur={() => { field.onChange(tidyStates(field.value)); field.onBlur(); }} />
          )} />
          <Controller name="result" control={control} render={({ field }) => (
            <TextField select label="Result" value={field.value} onChange={(e) => field.onChange(e.target.value)} inputRef={field.ref}>
              {RESULT_CHOICES.map((r) => <MenuItem key={r} value={r}>{r}</MenuItem>)}
            </TextField>
          )} />
          <TextField label="Reason" {...register('reasonFilter')} error={Boolean(errors.reasonFilter)} helperText={errors.reasonFilter?.message} />
        </Box>
        <DashboardFilters {...scope} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
          <Controller name="includeTestData" control={control} render={({ field }) => (
            <FormControlLabel control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="Include test calls" />
          )} />
          {phone ? null : buttons}
        </Stack>
      </Collapse>
    </Paper>
  );
}
