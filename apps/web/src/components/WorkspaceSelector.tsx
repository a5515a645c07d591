import { MenuItem, TextField } from '@mui/material';
import { useWorkspaces } from '../lib/workspace-context';

/**
 * The workspace every workspace-scoped screen works in. The choice is shared by all screens and remembered;
 * screens key their queries on it, so they refresh when it changes. Disabled where a screen is tied to one workspace.
 */
export function WorkspaceSelector({ disabled }: { disabled?: boolean }) {
  const { workspaces, selected, select } = useWorkspaces();
  if (workspaces.length === 0) return null;
  return (
    <TextField
      select
      label="Workspace"
      value={selected?.id ?? ''}
      onChange={(e) => select(e.target.value)}
      disabled={disabled}
      sx={{ minWidth: 220, maxWidth: { sm: 320 } }}
      fullWidth={false}
      slotProps={{ select: { MenuProps: { sx: { zIndex: (t) => t.zIndex.modal + 1 } } } }}
    >
      {workspaces.map((w) => (
        <MenuItem key={w.id} value={w.id}>
          {w.name}
          {w.status === 'ERROR' ? ' (error)' : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
