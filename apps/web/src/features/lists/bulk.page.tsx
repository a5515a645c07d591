import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useWorkspaces } from '../../lib/workspace-context';
import { WorkspaceSelector } from '../../components/WorkspaceSelector';
import { CsvDropzone } from '../../components/CsvDropzone';
import { PageHeader } from '../../components/PageHeader';
import { BulkFileCard, bulkFileId } from './BulkFileCard';
import { pendingFiles } from './bulk-upload';
import { Five9OptionFields } from './Five9OptionFields';
import { ModeField, takesMode } from './ListTargetFields';
import { useBulkUpload } from './use-bulk-upload';

/** /bulk: several CSV files at once, each matched to a campaign by its name, validated, uploaded and processed (spec 2 §2). */
export function BulkPage() {
  const { selected, loading } = useWorkspaces();
  const bulk = useBulkUpload(selected);
  const { data, files, provider, running, settings } = bulk;
  const canProcess = Boolean(data) && pendingFiles(files).length > 0 && !running;

  // Each file shows its own problems while the valid ones are sent; the first file with a problem is brought into view
  // and focused so it is read out.
  const processFiles = () => {
    const { firstProblem, done } = bulk.processAll();
    const card = firstProblem ? document.getElementById(bulkFileId(firstProblem)) : null;
    card?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    card?.focus({ preventScroll: true });
    return done;
  };

  return (
    <>
      <PageHeader title="Bulk upload">
        <WorkspaceSelector disabled={running} />
      </PageHeader>
      {!selected && !loading ? <Alert severity="info">Choose a workspace to upload lists into its campaigns.</Alert> : null}
      {selected ? (
        <Stack spacing={2}>
          {running ? <Alert severity="warning">{MESSAGES.filesUploading}</Alert> : null}
          {bulk.collectingLists ? <Alert severity="info">{MESSAGES.collectingDialerLists}</Alert> : null}
          {bulk.loadError ? <Alert severity="error">{errorMessage(bulk.loadError)}</Alert> : null}
          <CsvDropzone multiple onFiles={bulk.add} disabled={running} label="Drop CSV lead lists here, or click to choose them" hint="A file whose name contains a campaign's name is matched to that campaign." />
          {takesMode(provider) ? (
            <Paper variant="outlined" component="section" aria-label="Five9 options" sx={{ p: 1.5 }}>
              <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
                Five9 options for every file
              </Typography>
              <Stack spacing={1.5}>
                <ModeField value={settings.mode} onChange={(mode) => bulk.setSettings({ ...settings, mode })} disabled={running} />
                <Five9OptionFields row value={settings.five9} onChange={(five9) => bulk.setSettings({ ...settings, five9 })} disabled={running} idPrefix="bulk-five9" />
              </Stack>
            </Paper>
          ) : null}
          {files.map((row) => (
            <BulkFileCard
              key={row.key}
              row={row}
              provider={provider}
              campaigns={data?.campaigns ?? []}
              templates={data?.templates ?? []}
              dialerCampaigns={data?.dialerCampaigns ?? []}
              problems={bulk.errors[row.key]}
              locked={running}
              onChange={(patch) => bulk.update(row.key, patch)}
              onRemove={() => bulk.remove(row.key)}
            />
          ))}
          <Stack direction="row" justifyContent="flex-end">
            <Button variant="contained" disabled={!canProcess} onClick={() => void processFiles()}>
              Process files
            </Button>
          </Stack>
        </Stack>
      ) : null}
    </>
  );
}
