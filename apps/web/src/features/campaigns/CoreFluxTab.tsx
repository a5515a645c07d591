import { useEffect, type ReactNode } from 'react';
import { Alert, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { SaveRow } from './fields';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { FormProvider } from 'react-hook-form';
import { useZodForm } from '../../components/form/use-zod-form';
import { z } from 'zod';
import { elasticConfig, MESSAGES, type Campaign, type CityUtilization } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useRealtime } from '../../lib/use-realtime';
import { useSnackbar } from '../../lib/snackbar';
import { useCityUtilization, useUpdateCampaign } from './api';
import { dateTime } from './campaign-format';
import { ElasticFields } from './ElasticFields';
import { elasticValuesOf } from './overview-form';
import { errorShown } from '../../app/query-client';

type Row = CityUtilization & { id: string };

/** City, Region, Country, Target, Active, Ordered, Updated and Last event (both from the newest event). */
export const CITY_COLUMNS: GridColDef<Row>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120, valueGetter: (_v, r) => r.city.city },
  { field: 'region', headerName: 'Region', width: 80, valueGetter: (_v, r) => r.city.state },
  { field: 'country', headerName: 'Country', width: 80, valueGetter: (_v, r) => r.city.country },
  { field: 'target', headerName: 'Target', type: 'number', width: 95, valueGetter: (_v, r) => r.utilization.targetPoolCount },
  { field: 'active', headerName: 'Active', type: 'number', width: 90, valueGetter: (_v, r) => r.utilization.activeNumberCount },
  { field: 'ordered', headerName: 'Ordered', type: 'number', width: 95, valueGetter: (_v, r) => r.utilization.incompleteOrderCount },
  { field: 'updated', headerName: 'Updated', width: 170, valueGetter: (_v, r) => r.utilization.events[0]?.timestamp ?? null, valueFormatter: (v: string | null) => dateTime(v) },
  {
    field: 'lastEvent', headerName: 'Last event', flex: 1.5, minWidth: 180, valueGetter: (_v, r) => r.utilization.events[0]?.message ?? '',
    // The whole message on hover: it is often longer than the column.
    renderCell: ({ value }) => <span title={String(value)}>{String(value)}</span>,
  },
];

/** On a phone only City and the three counts show; narrower, so all four fit 375 px without scrolling sideways. */
const PHONE_COLUMNS: GridColDef<Row>[] = CITY_COLUMNS.map((c) =>
  c.field === 'city' ? { ...c, minWidth: 96 } : c.type === 'number' ? { ...c, width: c.field === 'target' ? 88 : 76 } : c);

const schema = z.object({ elasticConfig });

/** Draws the cities on a map; the page passes it in (the map is the CoreFlux feature's). */
export type CityMap = (rows: CityUtilization[]) => ReactNode;

function CitiesTable({ campaign, map }: { campaign: Campaign; map?: CityMap }) {
  const cities = useCityUtilization(campaign, true);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // CoreFlux recorded the cities again (its hourly run, or a run after the settings changed): read them now; and once the
  // subscription is (re)established, in case a run finished while the socket was away.
  const reread = () => void cities.refetch();
  useRealtime([`campaign:${campaign.id}`], ['CityUtilization'], reread, reread);
  if (cities.isError) return <Alert severity="error">{errorMessage(cities.error)}</Alert>;
  const rows: Row[] = (cities.data ?? []).map((c) => ({ ...c, id: c.city.id }));
  return (
    <>
    {rows.length > 0 && map ? map(cities.data ?? []) : null}
    <DataGrid
      aria-label="CoreFlux cities"
      rows={rows}
      columns={phone ? PHONE_COLUMNS : CITY_COLUMNS}
      loading={cities.isPending}
      autoHeight
      density="compact"
      disableRowSelectionOnClick
      disableColumnMenu
      pageSizeOptions={[25, 50, 100]}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } }, sorting: { sortModel: [{ field: 'target', sort: 'desc' }] } }}
      columnVisibilityModel={phone ? { region: false, country: false, updated: false, lastEvent: false } : {}}
      localeText={{ noRowsLabel: 'CoreFlux has not sized any city yet.' }}
      sx={{ bgcolor: 'background.paper' }}
    />
    </>
  );
}

/** CoreFlux (spec 2 §2): the elastic scaling settings (SuperAdmin changes them) and each city's target and pool counts. */
export function CoreFluxTab({ campaign, editable, map }: { campaign: Campaign; editable: boolean; map?: CityMap }) {
  const notify = useSnackbar();
  const save = useUpdateCampaign(campaign);
  const form = useZodForm(schema, {
    defaultValues: { elasticConfig: elasticValuesOf(campaign) },
    mode: 'onTouched',
  });

  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ elasticConfig: elasticValuesOf(campaign) });
  }, [campaign, form]);

  if (!campaign.enableElasticScaling) {
    return <Typography variant="h2" component="h2" sx={{ py: 4, textAlign: 'center' }} color="text.secondary">{MESSAGES.coreFluxNotAvailable}</Typography>;
  }
  const submit = form.handleSubmit((v) =>
    save.mutateAsync({ elasticConfig: v.elasticConfig }).then(
      (saved) => (form.reset({ elasticConfig: elasticValuesOf(saved) }), notify(MESSAGES.campaignSaved, 'success')),
      errorShown,
    ));
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 720 }}>
        <FormProvider {...form}>
          <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="CoreFlux settings">
            <Typography variant="h3" component="h3">Elastic scaling</Typography>
            <ElasticFields readOnly={!editable} />
            <SaveRow show={editable} saving={save.isPending} />
          </Stack>
        </FormProvider>
      </Paper>
      <Typography variant="h3" component="h3">Cities</Typography>
      <CitiesTable campaign={campaign} map={map} />
    </Stack>
  );
}
