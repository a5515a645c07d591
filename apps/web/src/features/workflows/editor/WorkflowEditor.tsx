import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Box, Drawer, IconButton, Tooltip, useMediaQuery, useTheme } from '@mui/material';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import { WORKFLOW_DELETE_WORD, WORKFLOW_MESSAGES, type Workflow, type Workspace } from '@trueline/contract';
import { useSnackbar } from '../../../lib/snackbar';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { TypeToConfirm } from '../../../components/TypeToConfirm';
import { usePickerOptions } from '../api';
import { dropNode, freePosition } from './graph-edit';
import { useEditorGraph } from './use-editor-graph';
import { useEditorSession } from './use-editor-session';
import { EditorActionsContext } from './editor-actions';
import { NodeFormContext } from './form/form-context';
import { EditorToolbar } from './EditorToolbar';
import { FlowCanvas } from './FlowCanvas';
import { Palette } from './Palette';
import { NodeEditPanel } from './NodeEditPanel';
import { RevisionHistoryDialog } from './RevisionHistoryDialog';
import { TestCallDialog } from './TestCallDialog';
import { CloseDialog } from './CloseDialog';

type Dialog = 'history' | 'test' | 'publish' | 'delete' | 'close' | null;

/** The full-screen workflow editor (spec 3 §2.8) of a workflow of `workspace`. */
export function WorkflowEditor(props: { workflow: Workflow; workspace: Workspace }) {
  return (
    <ReactFlowProvider>
      <EditorBody {...props} />
    </ReactFlowProvider>
  );
}

function EditorBody({ workflow, workspace }: { workflow: Workflow; workspace: Workspace }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { screenToFlowPosition } = useReactFlow();
  const features = workspace.workspaceFeatures.aegisFeatures;
  const graph = useEditorGraph(workflow.flow);
  const session = useEditorSession(workspace.id, workflow, graph);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const canvas = useRef<HTMLDivElement>(null);
  const recordSets = usePickerOptions(workspace.id, 'recordSets');

  // Leaving the tab with unsaved changes asks first.
  useEffect(() => {
    if (!session.dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [session.dirty]);

  const refused = useCallback((message: string) => notify(message, 'warning'), [notify]);
  const openNode = useCallback((id: string) => setEditing(id), []);
  const actions = useMemo(() => ({ openNode }), [openNode]);
  const editingNode = graph.nodes.find((n) => n.id === editing) ?? null;
  const formContext = useMemo(() => ({
    ws: workspace.id, workflowId: workflow.id, nodeType: editingNode?.type ?? 'Start',
    recordSets: (recordSets.data ?? []).filter((r) => !r.status || r.status === 'ACTIVE'),
  }), [workspace.id, workflow.id, editingNode?.type, recordSets.data]);

  /** A node picked from the palette without dragging lands in the middle of the view, or the nearest free place to it. */
  const pick = (type: string) => {
    const box = canvas.current?.getBoundingClientRect();
    const centre = box ? screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 }) : { x: 0, y: 0 };
    const dropped = dropNode(type, freePosition(graph.nodes, centre), features);
    if ('refused' in dropped) refused(dropped.refused);
    else graph.addNode(dropped);
    setPaletteOpen(false);
  };
  const leave = () => navigate('/workflows');
  const palette = <Palette type={workflow.type} features={features} onPick={pick} />;

  return (
    <EditorActionsContext.Provider value={actions}>
      <Box sx={{ position: 'fixed', inset: 0, display: 'flex', flexDirection: 'column', bgcolor: 'background.default', zIndex: (t) => t.zIndex.appBar }}>
        <EditorToolbar
          name={session.name} nameError={session.nameError} status={session.status} type={workflow.type} saved={session.saved} dirty={session.dirty}
          canPublish={session.canPublish} busy={session.busy}
          onName={session.setName} onStatus={session.setStatus}
          onClose={() => (session.dirty ? setDialog('close') : leave())}
          onHistory={() => setDialog('history')} onTest={() => setDialog('test')}
          onSave={() => void session.saveNow()} onPublish={() => setDialog('publish')} onDelete={() => setDialog('delete')}
          paletteToggle={phone ? (
            <Tooltip title="Nodes"><IconButton aria-label="Show nodes" onClick={() => setPaletteOpen(true)}><AccountTreeOutlinedIcon /></IconButton></Tooltip>
          ) : undefined}
        />
        <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
          {phone ? (
            <Drawer open={paletteOpen} onClose={() => setPaletteOpen(false)} slotProps={{ paper: { sx: { width: 260 } } }}>{palette}</Drawer>
          ) : (
            <Box sx={{ width: 240, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}>{palette}</Box>
          )}
          <FlowCanvas graph={graph} features={features} wrapper={canvas} onOpenNode={openNode} onRefused={refused} />
        </Box>
      </Box>
      <NodeFormContext.Provider value={formContext}>
        <NodeEditPanel node={editingNode} onClose={() => setEditing(null)} onApply={(id, data) => (graph.updateNode(id, data), setEditing(null))} />
      </NodeFormContext.Provider>
      <RevisionHistoryDialog open={dialog === 'history'} ws={workspace.id} workflowId={workflow.id} dirty={session.dirty} onClose={() => setDialog(null)}
        onReverted={(w) => (session.reverted(w), setDialog(null))} onError={(m) => notify(m, 'error')} />
      <TestCallDialog open={dialog === 'test'} dirty={session.dirty} onClose={() => setDialog(null)} run={session.runTest} />
      <ConfirmDialog open={dialog === 'publish'} title="Publish workflow" message={WORKFLOW_MESSAGES.publishConfirm} confirmLabel="Publish" busy={session.busy}
        onClose={() => setDialog(null)} onConfirm={() => void session.publishNow().then(() => setDialog(null))} />
      <TypeToConfirm open={dialog === 'delete'} title="Delete workflow" message={WORKFLOW_MESSAGES.deleteConfirm} expected={WORKFLOW_DELETE_WORD} confirmLabel="Delete"
        busy={session.busy} onClose={() => setDialog(null)} onConfirm={() => void session.deleteNow().then((ok) => (ok ? leave() : setDialog(null)))} />
      <CloseDialog open={dialog === 'close'} busy={session.busy} onCancel={() => setDialog(null)} onDiscard={leave}
        onSave={() => void session.saveNow().then((w) => (w ? leave() : setDialog(null)))} />
    </EditorActionsContext.Provider>
  );
}
