import type { ReactNode } from 'react';
import { Box, IconButton, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  ETL_AUTO_DELETE_LABELS, ETL_MAX_RECORDS_OPTIONS, ETL_TIME_UNITS, ETL_TIME_UNIT_LABELS, ETL_TIME_ZONES, maxRecordsLabel,
  type EtlTask,
} from '@trueline/contract';
import { useEtlPickers } from './api';
import type { EtlForm } from './etl-form';
import { mediumDateTime } from './etl-format';
import { EtlRunWindows } from './EtlRunWindows';

interface Props {
  ws: string;
  task: EtlTask;
  form: EtlForm;
  onChange(patch: Partial<EtlForm>): void;
  /** Problems to show (after a first Save), by field path. */
  problems: Record<string, string>;
}

const menu = { select: { MenuProps: { sx: { zIndex: 1400 } } } };

function OpenIcon({ href, label, disabled }: { href: string; label: string; disabled: boolean }) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} href={href} target="_blank" rel="noopener" disabled={disabled} sx={{ mt: 1 }}>
          <OpenInNewIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

function Select({ label, value, onChange, error, children, required }: { label: string; value: string | number; onChange(v: string): void; error?: string; children: ReactNode; required?: boolean }) {
  return (
    <TextField select fullWidth required={required} label={label} value={value} onChange={(e) => onChange(e.target.value)} error={Boolean(error)} helperText={error} slotProps={menu}>
      {children}
    </TextField>
  );
}

/** The Overview tab (spec 3 §2.10): what the task reads, how it walks it, and when it runs. */
export function EtlOverview({ ws, task, form, onChange, problems }: Props) {
  const pickers = useEtlPickers(ws);
  const set = pickers.recordSets.find((s) => s.id === form.recordSetId);
  const attributes = set?.attributes.map((a) => a.name) ?? [];
  // A saved choice not offered any more (a workflow deleted, a set deleted) still shows what it was.
  const workflowOffered = !form.workflowId || pickers.workflows.some((w) => w.id === form.workflowId);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <TextField label="Task name" required value={form.name} onChange={(e) => onChange({ name: e.target.value })} error={Boolean(problems.name)} helperText={problems.name} />
        <TextField label="Description" multiline minRows={2} value={form.description} onChange={(e) => onChange({ description: e.target.value })} />
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <Select label="Workflow" required value={workflowOffered ? form.workflowId : ''} onChange={(v) => onChange({ workflowId: v })} error={problems.workflowId}>
            {pickers.workflows.map((w) => <MenuItem key={w.id} value={w.id}>{w.name}</MenuItem>)}
          </Select>
          <OpenIcon href={`/workflows/${form.workflowId}`} label="Open workflow in the editor" disabled={!form.workflowId} />
        </Stack>
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <Select label="Record set" required value={set ? form.recordSetId : ''} error={problems.recordSetId}
            onChange={(v) => onChange({ recordSetId: v, phoneAttribute: 'phone', zipCodeAttribute: '' })}>
            {pickers.recordSets.map((s) => <MenuItem key={s.id} value={s.id}>{s.name}</MenuItem>)}
          </Select>
          <OpenIcon href="/record-sets" label="Open record sets" disabled={!form.recordSetId} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Select label="Mapped phone attribute" required value={attributes.includes(form.phoneAttribute) ? form.phoneAttribute : ''} onChange={(v) => onChange({ phoneAttribute: v })} error={problems.phoneAttribute}>
            {attributes.map((a) => <MenuItem key={a} value={a}>{a}</MenuItem>)}
          </Select>
          <Select label="Mapped zip attribute" value={attributes.includes(form.zipCodeAttribute) ? form.zipCodeAttribute : ''} onChange={(v) => onChange({ zipCodeAttribute: v })} error={problems.zipCodeAttribute}>
            <MenuItem value=""><em>None</em></MenuItem>
            {attributes.map((a) => <MenuItem key={a} value={a}>{a}</MenuItem>)}
          </Select>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Select label="Auto delete records" required value={form.autoDeleteRecords ? 'yes' : 'no'} onChange={(v) => onChange({ autoDeleteRecords: v === 'yes' })}>
            <MenuItem value="yes">{ETL_AUTO_DELETE_LABELS.yes}</MenuItem>
            <MenuItem value="no">{ETL_AUTO_DELETE_LABELS.no}</MenuItem>
          </Select>
          <Select label="Max records per run" required value={form.maxRecordsPerExecution} onChange={(v) => onChange({ maxRecordsPerExecution: Number(v) })} error={problems.maxRecordsPerExecution}>
            {ETL_MAX_RECORDS_OPTIONS.map((n) => <MenuItem key={n} value={n}>{maxRecordsLabel(n)}</MenuItem>)}
          </Select>
        </Stack>
        <Select label="Status" required value={form.status} onChange={(v) => onChange({ status: v as EtlForm['status'] })}>
          <MenuItem value="ACTIVE">Active</MenuItem>
          <MenuItem value="DISABLED">Disabled</MenuItem>
        </Select>
      </Stack>
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <Paper variant="outlined" sx={{ p: 2 }} aria-label="Task times">
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}>
            <dt>Created</dt><dd>{mediumDateTime(task.created)}</dd>
            <dt>Updated</dt><dd>{mediumDateTime(task.updated)}</dd>
            <dt>Last run</dt><dd>{mediumDateTime(task.lastRunTime)}</dd>
            <dt>Next run</dt><dd>{mediumDateTime(task.nextRunTime)}</dd>
          </Box>
        </Paper>
        <Select label="Task run timezone" required value={form.scheduleTimezone} onChange={(v) => onChange({ scheduleTimezone: v as EtlForm['scheduleTimezone'] })} error={problems.scheduleTimezone}>
          {ETL_TIME_ZONES.map((z) => <MenuItem key={z} value={z}>{z}</MenuItem>)}
        </Select>
        <Stack direction="row" spacing={2}>
          <TextField label="Task run frequency (Every)" required type="number" value={form.duration} onChange={(e) => onChange({ duration: e.target.value })}
            error={Boolean(problems['frequency.duration'] ?? problems.frequency)} helperText={problems['frequency.duration'] ?? problems.frequency} slotProps={{ htmlInput: { min: 1 } }} sx={{ flex: 1 }} />
          <Box sx={{ flex: 1 }}>
            <Select label="Time unit" required value={form.timeUnit} onChange={(v) => onChange({ timeUnit: v as EtlForm['timeUnit'] })}>
              {ETL_TIME_UNITS.map((u) => <MenuItem key={u} value={u}>{ETL_TIME_UNIT_LABELS[u]}</MenuItem>)}
            </Select>
          </Box>
        </Stack>
        <Typography variant="body2" color="text.secondary">The task runs at this frequency inside its run windows, in its time zone.</Typography>
        <EtlRunWindows schedule={form.schedule} onChange={(schedule) => onChange({ schedule })} problems={problems} />
      </Stack>
    </Stack>
  );
}
