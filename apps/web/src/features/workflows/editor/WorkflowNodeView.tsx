import { memo } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { nodeDefinition, nodeOutputs } from '@trueline/workflow';
import type { FlowNode } from './graph-edit';
import { CATEGORY_COLOURS, NODE_WIDTH, TYPE_COLOURS } from './node-style';
import { useEditorActions } from './editor-actions';

const handleSx = { width: 10, height: 10, background: '#fff', border: '2px solid #5f6b7a' };

/** A note on the canvas: its text, no handles. */
function NoteView({ data, selected }: NodeProps<FlowNode>) {
  return (
    <Box sx={{ width: NODE_WIDTH, p: 1.25, bgcolor: '#fff8c5', border: 1, borderColor: selected ? 'primary.main' : '#e6d98a', borderRadius: 1, boxShadow: selected ? 3 : 1 }}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{data.label || 'Note'}</Typography>
    </Box>
  );
}

/**
 * Every node type but Notes, drawn from its definition: the label, the type, an input on the left (not for Start),
 * and its outputs as labelled handles on the right (which may follow the settings, as a script's count does).
 * A node whose settings are not complete, or that the server named in a problem, is marked.
 */
function NodeView(props: NodeProps<FlowNode>) {
  const { id, type, data, selected } = props;
  const { openNode } = useEditorActions();
  const def = nodeDefinition(type);
  if (type === 'Notes') return <NoteView {...props} />;
  const outputs = nodeOutputs({ type, data: { label: data.label, config: data.config } });
  const incomplete = def ? !def.config.safeParse(data.config).success : true;
  const problems = data.problems ?? [];
  const colour = TYPE_COLOURS[type] ?? (def ? CATEGORY_COLOURS[def.category] : '#5f6b7a');
  const flagged = problems.length > 0 || incomplete;
  return (
    <Box
      data-node-type={type}
      sx={{
        width: NODE_WIDTH, bgcolor: 'background.paper', borderRadius: 1, borderLeft: `5px solid ${colour}`,
        outline: flagged ? '2px solid' : selected ? '2px solid' : '1px solid', outlineColor: problems.length ? 'error.main' : incomplete ? 'warning.main' : selected ? 'primary.main' : '#d5dbe5',
        boxShadow: selected ? 4 : 1,
      }}
    >
      {type !== 'Start' ? <Handle type="target" position={Position.Left} id="in" style={handleSx} /> : null}
      <Stack direction="row" alignItems="flex-start" spacing={0.5} sx={{ px: 1.25, pt: 1, pb: outputs.length ? 0.5 : 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{data.label || def?.label || type}</Typography>
          {data.label && data.label !== def?.label ? <Typography variant="caption" color="text.secondary">{def?.label ?? type}</Typography> : null}
        </Box>
        {def && def.form.length > 0 ? (
          <Tooltip title="Edit node">
            <IconButton size="small" className="nodrag" aria-label={`Edit ${data.label || def.label}`} onClick={() => openNode(id)} sx={{ m: -0.5 }}>
              <EditOutlinedIcon sx={{ fontSize: 16 }} />
            </IconButton>
          </Tooltip>
        ) : null}
        {flagged ? (
          <Tooltip title={problems.length ? problems.join(' · ') : 'Needs settings before publishing'}>
            <ErrorOutlineIcon fontSize="small" color={problems.length ? 'error' : 'warning'} aria-label={problems.length ? 'Has problems' : 'Needs settings'} />
          </Tooltip>
        ) : null}
      </Stack>
      {outputs.map((o) => (
        <Box key={o.id} sx={{ position: 'relative', pr: 2, pl: 1.25, py: 0.25, textAlign: 'right', borderTop: 1, borderColor: '#eef1f6' }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>{o.label}</Typography>
          <Handle type="source" position={Position.Right} id={o.id} style={handleSx} aria-label={`Output ${o.label}`} />
        </Box>
      ))}
    </Box>
  );
}

export const WorkflowNodeView = memo(NodeView);
