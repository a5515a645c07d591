import { useState } from 'react';
import { MESSAGES, WORKFLOW_DELETE_WORD, WORKFLOW_MESSAGES, type Workflow, type WorkflowStatus, type WorkflowTestResult } from '@trueline/contract';
import { ApiError, errorMessage } from '../../../lib/api';
import { useSnackbar } from '../../../lib/snackbar';
import { useDeleteWorkflow, usePublishWorkflow, useSaveWorkflow, useTestCall } from '../api';
import { problemsByNode, sameGraph } from './graph-edit';
import type { EditorGraph } from './use-editor-graph';
import { toTestRequest, type TestCallForm } from './test-call-form';

/**
 * The editor's dealings with the server: what was last saved, whether there are changes, save (the name is
 * required), publish (saving first when needed), delete, the test call, and a revert's result. Problems the server
 * names by node are marked on the canvas.
 */
export function useEditorSession(ws: string, initial: Workflow, graph: EditorGraph) {
  const notify = useSnackbar();
  const [saved, setSaved] = useState(initial);
  const [name, setName] = useState(initial.name);
  const [status, setStatus] = useState<WorkflowStatus>(initial.status);
  const [nameError, setNameError] = useState<string | undefined>();
  const save = useSaveWorkflow(ws, initial.id);
  const publish = usePublishWorkflow(ws, initial.id);
  const remove = useDeleteWorkflow(ws, initial.id);
  const test = useTestCall(ws, initial.id);
  const dirty = name !== saved.name || status !== saved.status || !sameGraph(graph.graph, saved.flow);

  const failed = (err: unknown) => {
    if (err instanceof ApiError && err.errors.length) graph.setProblems(problemsByNode(err.errors, graph.nodes.map((n) => n.id)));
    if (err instanceof ApiError && err.errors.some((e) => e.path === 'name')) setNameError(MESSAGES.workflowNameRequired);
    notify(errorMessage(err), 'error');
  };

  /** Saves; answers the saved workflow, or null when it was refused (the reason is shown). */
  async function saveNow(opts: { quiet?: boolean } = {}): Promise<Workflow | null> {
    if (!name.trim()) {
      setNameError(MESSAGES.workflowNameRequired);
      notify(MESSAGES.workflowNameRequired, 'error');
      return null;
    }
    setNameError(undefined);
    try {
      const w = await save.mutateAsync({ name, status, flow: graph.graph });
      setSaved(w);
      setName(w.name);
      graph.setProblems(new Map());
      if (!opts.quiet) notify(MESSAGES.saved, 'success');
      return w;
    } catch (err) {
      failed(err);
      return null;
    }
  }

  async function publishNow(): Promise<boolean> {
    if (dirty && !(await saveNow({ quiet: true }))) return false;
    try {
      const r = await publish.mutateAsync();
      setSaved((s) => ({ ...s, ...r }));
      notify(WORKFLOW_MESSAGES.published, 'success');
      return true;
    } catch (err) {
      failed(err);
      return false;
    }
  }

  async function deleteNow(): Promise<boolean> {
    try {
      await remove.mutateAsync(WORKFLOW_DELETE_WORD);
      notify(WORKFLOW_MESSAGES.deleted, 'success');
      return true;
    } catch (err) {
      failed(err);
      return false;
    }
  }

  async function runTest(form: TestCallForm): Promise<WorkflowTestResult> {
    if (dirty && !(await saveNow({ quiet: true }))) throw new Error(MESSAGES.errorOccurred);
    return test.mutateAsync(toTestRequest(form));
  }

  /** A revert replaced the workflow: the editor shows it as saved. */
  function reverted(w: Workflow) {
    setSaved(w);
    setName(w.name);
    setStatus(w.status);
    setNameError(undefined);
    graph.reset(w.flow);
    notify(MESSAGES.workflowReverted, 'success');
  }

  return {
    saved, name, status, nameError, dirty,
    busy: save.isPending || publish.isPending || remove.isPending,
    canPublish: saved.draft || dirty,
    setName: (v: string) => (setName(v), setNameError(undefined)),
    setStatus,
    saveNow, publishNow, deleteNow, runTest, reverted,
  };
}
