import { useRef, useState, type ChangeEvent } from 'react';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PhoneInTalkOutlinedIcon from '@mui/icons-material/PhoneInTalkOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { AEGIS_FILE_EXTENSION, MESSAGES, WORKFLOW_ADD_LABELS, parseAegisFile, type AegisFile, type WorkflowType } from '@trueline/contract';
import { useSnackbar } from '../../lib/snackbar';

interface Props {
  busy?: boolean;
  onCreate(type: WorkflowType): void;
  onImport(file: AegisFile): void;
}

/** Reads a chosen file as an `.aegis` workflow, or null when it is not one (another extension, not JSON, not a workflow). */
export async function readAegisFile(file: File): Promise<AegisFile | null> {
  if (!file.name.toLowerCase().endsWith(AEGIS_FILE_EXTENSION)) return null;
  return parseAegisFile(await file.text());
}

/** The list's add menu (spec 3 §2.7): Real-time calls, ETL tasks, Import workflow. */
export function AddWorkflowMenu({ busy, onCreate, onImport }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const notify = useSnackbar();
  const create = (type: WorkflowType) => {
    setAnchor(null);
    onCreate(type);
  };
  const picked = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const parsed = await readAegisFile(file);
    if (parsed) onImport(parsed);
    else notify(MESSAGES.workflowImportFailed, 'error');
  };
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} disabled={busy} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}>
        Add workflow
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => create('RealTime')}>
          <ListItemIcon><PhoneInTalkOutlinedIcon fontSize="small" /></ListItemIcon>
          <ListItemText>{WORKFLOW_ADD_LABELS.RealTime}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => create('ETL')}>
          <ListItemIcon><ScheduleOutlinedIcon fontSize="small" /></ListItemIcon>
          <ListItemText>{WORKFLOW_ADD_LABELS.ETL}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => (setAnchor(null), input.current?.click())}>
          <ListItemIcon><UploadFileOutlinedIcon fontSize="small" /></ListItemIcon>
          <ListItemText>Import workflow</ListItemText>
        </MenuItem>
      </Menu>
      <input ref={input} type="file" accept={AEGIS_FILE_EXTENSION} hidden aria-label="Workflow file" onChange={(e) => void picked(e)} />
    </>
  );
}
