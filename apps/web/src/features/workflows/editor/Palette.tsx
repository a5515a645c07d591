import { useState, type DragEvent } from 'react';
import { Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Tooltip, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { NODE_CATEGORIES, type NodeCategory, type WorkflowType } from '@trueline/contract';
import { isNodeEnabled, paletteOf, type NodeDefinition } from '@trueline/workflow';
import type { Features } from './graph-edit';
import { CATEGORY_COLOURS } from './node-style';

/** The drag payload's type: the node type being dragged onto the canvas. */
export const NODE_DRAG_TYPE = 'application/x-aegis-node';

interface Props {
  type: WorkflowType;
  features: Features;
  /** A node chosen without dragging (click or keyboard): the canvas places it in view. */
  onPick(nodeType: string): void;
}

/**
 * The left palette (spec 3 §2.8): the node types usable in this workflow's type, by collapsible category, from the
 * registry. Types the workspace has not enabled are dimmed with a lock; they can still be dragged, and the canvas
 * refuses them with the spec's text.
 */
export function Palette({ type, features, onPick }: Props) {
  const [closed, setClosed] = useState<ReadonlySet<NodeCategory>>(new Set());
  const toggle = (c: NodeCategory) => setClosed((s) => {
    const next = new Set(s);
    if (next.has(c)) next.delete(c);
    else next.add(c);
    return next;
  });
  const onDragStart = (e: DragEvent, def: NodeDefinition) => {
    e.dataTransfer.setData(NODE_DRAG_TYPE, def.type);
    e.dataTransfer.effectAllowed = 'move';
  };

  return (
    <Box component="nav" aria-label="Node palette" sx={{ overflowY: 'auto', height: '100%', bgcolor: 'background.paper' }}>
      {paletteOf(type, NODE_CATEGORIES).filter((g) => g.nodes.length > 0).map(({ category, nodes }) => {
        const open = !closed.has(category);
        return (
          <List key={category} dense disablePadding subheader={
            <ListSubheader disableSticky sx={{ p: 0, bgcolor: 'transparent' }}>
              <ListItemButton onClick={() => toggle(category)} aria-expanded={open} sx={{ py: 0.5 }}>
                <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: CATEGORY_COLOURS[category], mr: 1 }} />
                <ListItemText primary={category} slotProps={{ primary: { variant: 'subtitle2' } }} />
                {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
              </ListItemButton>
            </ListSubheader>
          }>
            <Collapse in={open} unmountOnExit>
              {nodes.map((def) => {
                const enabled = isNodeEnabled(def, features);
                return (
                  <Tooltip key={def.type} title={enabled ? def.description : `${def.description} Not enabled on this workspace.`} placement="right">
                    <ListItemButton
                      draggable
                      onDragStart={(e) => onDragStart(e, def)}
                      onClick={() => onPick(def.type)}
                      aria-label={enabled ? `Add ${def.label}` : `Add ${def.label} (not enabled on this workspace)`}
                      data-disabled={enabled ? undefined : 'true'}
                      sx={{ pl: 2, opacity: enabled ? 1 : 0.45, cursor: 'grab' }}
                    >
                      <ListItemIcon sx={{ minWidth: 28 }}>
                        {enabled ? <DragIndicatorIcon fontSize="small" /> : <LockOutlinedIcon fontSize="small" aria-label="Locked" />}
                      </ListItemIcon>
                      <ListItemText primary={<Typography variant="body2">{def.label}</Typography>} />
                    </ListItemButton>
                  </Tooltip>
                );
              })}
            </Collapse>
          </List>
        );
      })}
    </Box>
  );
}
