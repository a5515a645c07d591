import { LinearProgress, Stack } from '@mui/material';
import { CsvDropzone } from './CsvDropzone';

interface Props {
  /** The CSV dropped or chosen (the first one, when several). */
  onFile(file: File): void;
  /** True while the upload runs: the zone is disabled and a progress bar shows. */
  uploading: boolean;
}

/** The drop zone of a campaign's Lists tab: one CSV lead list, its first row the column headers. */
export function LeadListDropzone({ onFile, uploading }: Props) {
  return (
    <Stack spacing={0.5}>
      <CsvDropzone
        onFiles={([file]) => { if (file) onFile(file); }}
        disabled={uploading} label="Drop a CSV lead list here, or click to choose one" hint="The first row holds the column headers." />
      {uploading ? <LinearProgress aria-label="Uploading the list" /> : null}
    </Stack>
  );
}
