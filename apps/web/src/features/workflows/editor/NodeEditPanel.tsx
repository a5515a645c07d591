import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, useTheme } from '@mui/material';
import { nodeDefinition } from '@trueline/workflow';
import type { FlowNode, FlowNodeData } from './graph-edit';
import { NodeForm } from './form/NodeForm';
import type { NodeDraft } from './form/form-values';

interface Props {
  node: FlowNode | null;
  onClose(): void;
  onApply(id: string, data: Pick<FlowNodeData, 'label' | 'config'>): void;
}

/**
 * The Edit node panel (spec 3 §2.8): the node's form at its type's width (500, 700 for time of day and state dialing,
 * 900 for the rich ones), full screen on phones; OK applies the changes to the canvas (Save keeps them).
 */
export function NodeEditPanel({ node, onClose, onApply }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const def = node ? nodeDefinition(node.type) : undefined;
  const [draft, setDraft] = useState<NodeDraft>({ label: '', config: {} });
  useEffect(() => {
    if (node) setDraft({ label: node.data.label, config: node.data.config });
  }, [node]);
  if (!node || !def) return null;

  return (
    <Dialog open onClose={onClose} fullScreen={phone} aria-labelledby="edit-node-title"
      slotProps={{ paper: { sx: { width: phone ? '100%' : def.panelWidth, maxWidth: phone ? '100%' : 'calc(100vw - 32px)' } } }}>
      <DialogTitle id="edit-node-title">
        Edit node
        <Typography variant="body2" color="text.secondary">{def.label}: {def.description}</Typography>
      </DialogTitle>
      <DialogContent dividers>
        <NodeForm def={def} draft={draft} onChange={setDraft} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => onApply(node.id, draft)}>OK</Button>
      </DialogActions>
    </Dialog>
  );
}
