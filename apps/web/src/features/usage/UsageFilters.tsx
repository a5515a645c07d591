import { Button, Paper, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { NANP_COUNTRIES, USAGE_TEXTS } from '@trueline/contract';
import { IdMultiSelect, type IdOption } from '../../components/IdMultiSelect';
import { PeriodPicker } from '../../components/PeriodPicker';
import { PhoneField } from '../../components/PhoneField';
import { TimezoneSelect } from '../../components/TimezoneSelect';
import type { PeriodChoice } from '../../components/period';
import type { UsageForm } from './usage-form';

interface Props {
  label: string;
  form: UseFormReturn<UsageForm>;
  onSearch(values: UsageForm): void;
  onDownload(): void;
  downloading: boolean;
  campaigns: IdOption[];
  campaignIds: string[];
  onCampaigns(ids: string[]): void;
  zone: string;
  onZone(zone: string): void;
  period: PeriodChoice;
  onPeriod(p: PeriodChoice): void;
}

/** A usage report's filters (spec 3 §2.12): to, from, campaigns (none: all), time zone, period; Search and download. */
export function UsageFilters({ label, form, onSearch, onDownload, downloading, campaigns, campaignIds, onCampaigns, zone, onZone, period, onPeriod }: Props) {
  const { control, handleSubmit, formState: { errors } } = form;
  return (
    <Paper variant="outlined" component="form" role="search" aria-label={label} noValidate sx={{ p: 2, mb: 2 }} onSubmit={handleSubmit(onSearch)}>
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
          {(['to', 'from'] as const).map((name) => (
            <Controller key={name} name={name} control={control} render={({ field }) => (
              <PhoneField label={name === 'to' ? 'To' : 'From'} name={name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref}
                countries={NANP_COUNTRIES} error={Boolean(errors[name])} helperText={errors[name]?.message} />
            )} />
          ))}
          <IdMultiSelect label="Campaigns" options={campaigns} value={campaignIds} onChange={onCampaigns} allLabel={USAGE_TEXTS.allCampaigns} emptyLabel="No campaigns in this workspace" />
          <TimezoneSelect value={zone} onChange={onZone} />
        </Stack>
        <PeriodPicker value={period} onChange={onPeriod} zone={zone} />
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button type="submit" variant="contained" startIcon={<SearchIcon />}>Search</Button>
          <Button variant="outlined" onClick={onDownload} disabled={downloading} startIcon={<DownloadIcon />}>Download</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
