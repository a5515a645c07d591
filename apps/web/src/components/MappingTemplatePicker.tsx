import { useState } from 'react';
import { Autocomplete, Box, IconButton, TextField, Tooltip, type Theme } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { MESSAGES, type MappingTemplate } from '@trueline/contract';
import { useSnackbar } from '../lib/snackbar';
import { ConfirmDialog } from './ConfirmDialog';

interface Props {
  templates: readonly MappingTemplate[];
  value: string | null;
  onChange(template: MappingTemplate | null): void;
  label?: string;
  error?: string | null;
  disabled?: boolean;
  loading?: boolean;
  /** Deletes a template of the workspace (the feature's mutation); a failure is shown by the query client. */
  onDelete(template: MappingTemplate): Promise<unknown>;
  /** While a deletion runs. */
  deleteBusy?: boolean;
}

const popperOverPanel = { popper: { sx: { zIndex: (t: Theme) => t.zIndex.modal + 1 } } };

/**
 * The mapping template picker (spec 2 §2, spec 3 §2.3 List mapping panel) with a delete button per template (also the
 * Delete key on the highlighted one), after 'Are you sure you want to delete this mapping template?'. Core lists and
 * Engage lists share the workspace's templates.
 */
export function MappingTemplatePicker({ templates, value, onChange, label = 'Mapping template', error, disabled, loading, onDelete, deleteBusy }: Props) {
  const notify = useSnackbar();
  const [highlighted, setHighlighted] = useState<MappingTemplate | null>(null);
  const [deleting, setDeleting] = useState<MappingTemplate | null>(null);
  const chosen = templates.find((t) => t.id === value) ?? null;

  const confirmDelete = () => {
    const t = deleting;
    if (!t) return;
    onDelete(t).then(
      () => {
        setDeleting(null);
        if (t.id === value) onChange(null);
        notify(MESSAGES.mappingTemplateDeleted, 'success');
      },
      () => setDeleting(null),
    );
  };

  return (
    <>
      <Autocomplete
        size="small"
        options={templates as MappingTemplate[]}
        value={chosen}
        disabled={disabled}
        loading={loading}
        getOptionLabel={(t) => t.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, t) => onChange(t)}
        onHighlightChange={(_, t) => setHighlighted(t)}
        onKeyDown={(e) => {
          if (e.key === 'Delete' && highlighted) {
            e.preventDefault();
            setDeleting(highlighted);
          }
        }}
        slotProps={popperOverPanel}
        renderOption={({ key, ...props }, t) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <span>{t.name}</span>
            <Tooltip title="Delete template">
              <IconButton
                size="small"
                tabIndex={-1}
                aria-label={`Delete template ${t.name}`}
                onMouseDown={(e) => e.stopPropagation()}
                onClick={(e) => {
                  e.stopPropagation();
                  setDeleting(t);
                }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            error={Boolean(error)}
            helperText={error ?? (templates.length ? 'The Delete key removes the highlighted template' : 'No saved templates yet')}
            slotProps={{ htmlInput: { ...params.inputProps, 'aria-keyshortcuts': 'Delete' } }}
          />
        )}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete mapping template"
        message={MESSAGES.mappingTemplateDeleteConfirm}
        confirmLabel="Delete"
        destructive
        busy={deleteBusy}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
