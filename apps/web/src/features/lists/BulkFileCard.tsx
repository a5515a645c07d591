import { Alert, Box, IconButton, LinearProgress, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { Campaign, DialerCampaign, MappingTemplate, ProviderCode } from '@trueline/contract';
import { campaignChoices, dialerListsOf, type BulkFile } from './bulk-upload';
import { BulkFileResult } from './BulkFileResult';
import { formatMegabytes } from './format';
import { DedupeField, DialerListField, takesDedupe, takesDialerList } from './ListTargetFields';

interface Props {
  row: BulkFile;
  provider: ProviderCode | null;
  campaigns: readonly Campaign[];
  templates: readonly MappingTemplate[];
  dialerCampaigns: readonly DialerCampaign[];
  /** Its validation messages, in the spec's order. */
  problems?: readonly string[];
  locked: boolean;
  onChange(patch: Partial<BulkFile>): void;
  onRemove(): void;
}

/** The element id of a file's card (the page focuses the first one with a problem). */
export const bulkFileId = (key: string) => `bulk-file-${key}`;

/** One file of /bulk: Campaign, Mapping template, Dialer list (a free-entry combo for RING, none for CONNECT), De-dupe (RING); then its result. */
export function BulkFileCard({ row, provider, campaigns, templates, dialerCampaigns, problems, locked, onChange, onRemove }: Props) {
  const campaign = campaigns.find((c) => c.id === row.campaignId) ?? null;
  const editable = !locked && (row.state === 'ready' || row.state === 'failed');
  const name = row.file.name;
  return (
    <Paper variant="outlined" component="section" id={bulkFileId(row.key)} tabIndex={-1} aria-label={name} sx={{ p: 1.5, '&:focus-visible': { outline: '2px solid', outlineColor: 'error.main' } }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1.5 }}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {formatMegabytes(row.file.size)}
        </Typography>
        <Tooltip title="Remove file">
          <span>
            <IconButton size="small" aria-label={`Remove ${name}`} onClick={onRemove} disabled={locked || row.state === 'sending'}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(200px, 1fr))' } }}>
        <TextField
          select
          size="small"
          label="Campaign"
          value={row.campaignId ?? ''}
          disabled={!editable}
          onChange={(e) => {
            const c = campaigns.find((x) => x.id === e.target.value);
            if (!c) return;
            // The campaign brings its first dialer list and its default template; without one, the template chosen stays.
            const picked = campaignChoices(c, dialerCampaigns, templates);
            onChange({ ...picked, templateId: picked.templateId ?? row.templateId });
          }}
          helperText={campaigns.length === 0 ? 'No active campaigns take uploads' : ' '}
        >
          {campaigns.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Mapping template" value={row.templateId ?? ''} disabled={!editable} onChange={(e) => onChange({ templateId: e.target.value || null })} helperText={templates.length === 0 ? 'No saved templates yet' : ' '}>
          {templates.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        {takesDialerList(provider) ? (
          <DialerListField
            provider={provider}
            label="Dialer list"
            lists={dialerListsOf(campaign, dialerCampaigns)}
            value={row.dialerList}
            onChange={(dialerList) => onChange({ dialerList })}
            disabled={!editable}
            helperText={provider === 'RING' ? 'Choose a list or type a new name' : !campaign ? 'Choose a campaign first' : undefined}
          />
        ) : null}
        {takesDedupe(provider) ? <DedupeField value={row.dedupe} onChange={(dedupe) => onChange({ dedupe })} disabled={!editable} /> : null}
      </Box>
      {problems && problems.length > 0 ? (
        <Alert severity="error" sx={{ mt: 1, overflowWrap: 'anywhere', '& .MuiAlert-message': { minWidth: 0 } }}>
          {problems.map((p) => (
            <Box key={p}>{p}</Box>
          ))}
        </Alert>
      ) : null}
      {row.state === 'sending' ? <LinearProgress aria-label={`Uploading ${name}`} sx={{ mt: 1 }} /> : null}
      {row.state === 'failed' && row.error ? (
        <Alert severity="error" sx={{ mt: 1, overflowWrap: 'anywhere', '& .MuiAlert-message': { minWidth: 0 } }}>
          {row.error}
        </Alert>
      ) : null}
      {row.list ? <BulkFileResult list={row.list} /> : null}
    </Paper>
  );
}
