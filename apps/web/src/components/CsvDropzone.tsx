import { useDropzone, type FileError, type FileRejection } from 'react-dropzone';
import { Box, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { fileRejectedMessage, isCsvFileName, MESSAGES } from '@trueline/contract';
import { useSnackbar } from '../lib/snackbar';

/** Only a name ending in .csv passes: a browser may call another file text/csv, and Windows calls CSVs Excel files. */
export function csvOnly(file: File): FileError | null {
  return isCsvFileName(file.name) ? null : { code: 'file-invalid-type', message: MESSAGES.listCsvOnly };
}

/** '{file} rejected because: {reason}' for one rejected file (spec 2 §8). */
export function rejectionMessage(r: FileRejection): string {
  const reason = r.errors.map((e) => (e.code === 'file-invalid-type' ? MESSAGES.listCsvOnly : e.message));
  return fileRejectedMessage(r.file.name, [...new Set(reason)].join(' '));
}

interface Props {
  onFiles(files: File[]): void;
  multiple?: boolean;
  disabled?: boolean;
  /** The zone's accessible name and first line. */
  label?: string;
  hint?: string;
}

/**
 * A drop zone that takes .csv files only (click or Enter opens the file chooser); each rejected file
 * says why in an error toast. Used by the Lists tab (one file) and /bulk (several).
 */
export function CsvDropzone({ onFiles, multiple = false, disabled, label = 'Drop a CSV file here, or click to choose one', hint }: Props) {
  const notify = useSnackbar();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { 'text/csv': ['.csv'] },
    validator: csvOnly,
    multiple,
    disabled,
    onDropAccepted: (files) => onFiles(files),
    // One toast at a time: the reasons of several rejected files go in one message.
    onDropRejected: (rejections) => notify(rejections.map(rejectionMessage).join(' '), 'error'),
  });

  return (
    <Box
      {...getRootProps({ role: 'button', 'aria-label': label, 'aria-disabled': disabled || undefined })}
      sx={{
        border: '2px dashed',
        borderColor: isDragActive ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 2,
        textAlign: 'center',
        cursor: disabled ? 'default' : 'pointer',
        opacity: disabled ? 0.6 : 1,
        bgcolor: isDragActive ? 'action.hover' : 'background.paper',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <input {...getInputProps({ 'aria-label': multiple ? 'CSV files' : 'CSV file' })} />
      <UploadFileIcon color="action" />
      <Typography variant="body2">{label}</Typography>
      {hint ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
}
