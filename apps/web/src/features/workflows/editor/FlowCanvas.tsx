import { useEffect, useState, type DragEvent, type RefObject } from 'react';
import { Background, MarkerType, ReactFlow, useReactFlow, type DefaultEdgeOptions } from '@xyflow/react';
import { Box, CircularProgress } from '@mui/material';
import { nodeDefinition } from '@trueline/workflow';
import { dropNode, type Features } from './graph-edit';
import type { EditorGraph } from './use-editor-graph';
import { NODE_TYPES } from './node-types';
import { NODE_DRAG_TYPE } from './Palette';

/** The canvas appears a second after the editor (spec 3 §2.8). */
export const CANVAS_DELAY_MS = 1000;

const EDGE_OPTIONS: DefaultEdgeOptions = { type: 'smoothstep', markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18 }, style: { strokeWidth: 1.5 } };
const DELETE_KEYS = ['Backspace', 'Delete'];
/**
 * The graph is fitted into view, but never below a zoom where node labels stay readable (body text at 0.75 is about
 * 10.5 px): a larger graph starts centred at that zoom and the rest is a pan away.
 */
export const READABLE_ZOOM = 0.75;
const FIT_VIEW = { maxZoom: 1, minZoom: READABLE_ZOOM, padding: 0.2 };

interface Props {
  graph: EditorGraph;
  features: Features;
  wrapper: RefObject<HTMLDivElement | null>;
  onOpenNode(id: string): void;
  onRefused(message: string): void;
}

/** Keys typed in a field or a dialog are not the canvas's. */
const typingElsewhere = (e: KeyboardEvent) =>
  e.target instanceof HTMLElement && Boolean(e.target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]'));

/**
 * The workflow canvas: nodes from the palette by drag and drop (a type the workspace has not enabled is refused with
 * the spec's text), connections one per output, copy and paste with ctrl/cmd C and V (the copy 80 px off), delete
 * with Delete or Backspace (never Start), double-click to edit.
 */
export function FlowCanvas({ graph, features, wrapper, onOpenNode, onRefused }: Props) {
  const { screenToFlowPosition, fitView } = useReactFlow();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), CANVAS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // A graph replaced as a whole (a revert) is brought into view once its nodes are drawn.
  useEffect(() => {
    if (graph.generation === 0) return;
    const timer = setTimeout(() => void fitView(FIT_VIEW), 50);
    return () => clearTimeout(timer);
  }, [graph.generation, fitView]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || typingElsewhere(e)) return;
      const key = e.key.toLowerCase();
      if (key === 'c') {
        if (graph.nodes.some((n) => n.selected && n.type === 'Start') && !graph.nodes.some((n) => n.selected && n.type !== 'Start')) {
          onRefused('The Start node cannot be copied.');
        } else if (graph.copySelected()) e.preventDefault();
      } else if (key === 'v' && graph.paste()) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [graph, onRefused]);

  const onDragOver = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes(NODE_DRAG_TYPE)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
  };
  const onDrop = (e: DragEvent) => {
    const type = e.dataTransfer.getData(NODE_DRAG_TYPE);
    if (!type) return;
    e.preventDefault();
    const dropped = dropNode(type, screenToFlowPosition({ x: e.clientX, y: e.clientY }), features);
    if ('refused' in dropped) onRefused(dropped.refused);
    else graph.addNode(dropped);
  };

  return (
    <Box ref={wrapper} sx={{ flex: 1, minWidth: 0, minHeight: 0, position: 'relative', bgcolor: '#f5f7fb' }} onDragOver={onDragOver} onDrop={onDrop} data-testid="workflow-canvas">
      {ready ? (
        <ReactFlow
          nodes={graph.nodes}
          edges={graph.edges}
          nodeTypes={NODE_TYPES}
          onNodesChange={graph.onNodesChange}
          onEdgesChange={graph.onEdgesChange}
          onConnect={graph.onConnect}
          isValidConnection={graph.isValidConnection}
          onNodeDoubleClick={(_e, n) => {
            if (n.type === 'Notes' || (nodeDefinition(n.type ?? '')?.form.length ?? 0) > 0) onOpenNode(n.id);
          }}
          defaultEdgeOptions={EDGE_OPTIONS}
          deleteKeyCode={DELETE_KEYS}
          zoomOnDoubleClick={false}
          fitView
          fitViewOptions={FIT_VIEW}
          minZoom={0.2}
          maxZoom={2}
        >
          <Background gap={20} size={1} color="#d5dbe5" />
        </ReactFlow>
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}><CircularProgress aria-label="Loading canvas" /></Box>
      )}
    </Box>
  );
}
