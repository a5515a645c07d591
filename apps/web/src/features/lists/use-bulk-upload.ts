import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CampaignList, Workspace } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useRealtime } from '../../lib/use-realtime';
import { parseListEvent, uploadAndProcess, useDialerCampaignsWithLists, useMappingTemplates, useWorkspaceCampaigns } from './api';
import { BULK_SETTINGS, bulkCampaigns, bulkFileErrors, newBulkFile, pendingFiles, processingError, type BulkFile, type BulkSettings } from './bulk-upload';
import { takesDialerList } from './ListTargetFields';
import { leadKeyFieldsOf, targetRequest } from './process-request';

/**
 * The bulk uploader's state: the data it needs (campaigns, templates, the dialer's lists), the file rows, and
 * processing them one after another — a file that fails (its validation or its processing) is marked and the others go
 * on. Rows follow CampaignList events.
 */
export function useBulkUpload(workspace: Workspace | null) {
  const ws = workspace?.id;
  const provider = workspace?.dialerProviderType ?? null;
  const campaigns = useWorkspaceCampaigns(ws);
  const templates = useMappingTemplates(ws);
  const needsLists = takesDialerList(provider);
  const dialerCampaigns = useDialerCampaignsWithLists(ws, needsLists);
  const [files, setFiles] = useState<BulkFile[]>([]);
  const [settings, setSettings] = useState<BulkSettings>(BULK_SETTINGS);
  const [running, setRunning] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const data = useMemo(
    () =>
      campaigns.data && templates.data && (!needsLists || dialerCampaigns.data)
        ? { campaigns: bulkCampaigns(campaigns.data), templates: templates.data, dialerCampaigns: dialerCampaigns.data ?? [] }
        : null,
    [campaigns.data, templates.data, dialerCampaigns.data, needsLists],
  );

  // Another workspace: other campaigns, so the rows start over — at once, in the render that shows the new workspace
  // (an effect would clear files dropped right after the switch).
  const [filesWs, setFilesWs] = useState(ws);
  if (filesWs !== ws) {
    setFilesWs(ws);
    setFiles([]);
    setErrors({});
  }

  // Files dropped before the data arrived are matched once it is there.
  const dataRef = useRef(data);
  dataRef.current = data;
  useEffect(() => {
    if (!data) return;
    setFiles((fs) => fs.map((f) => (f.state === 'ready' && !f.campaignId && !f.templateId && !f.dialerList ? { ...newBulkFile(f.file, data), key: f.key } : f)));
  }, [data]);

  const add = useCallback((dropped: File[]) => setFiles((fs) => [...fs, ...dropped.map((f) => newBulkFile(f, dataRef.current))]), []);
  // A choice changed on a failed file makes it ready to be sent again.
  const update = useCallback((key: string, patch: Partial<BulkFile>) => {
    setFiles((fs) => fs.map((f) => (f.key === key ? { ...f, ...(f.state === 'failed' ? { state: 'ready', error: null } : {}), ...patch } : f)));
    setErrors(({ [key]: _, ...rest }) => rest);
  }, []);
  const remove = useCallback((key: string) => setFiles((fs) => fs.filter((f) => f.key !== key)), []);

  // Events by list id: a small file can finish before its upload call answers, so the answer looks here first.
  const seen = useRef(new Map<string, CampaignList>());
  useRealtime(ws ? [`workspace:${ws}`] : [], ['CampaignList'], (e) => {
    const l = parseListEvent(e.payload);
    if (!l) return;
    seen.current.set(l.id, l);
    setFiles((fs) => fs.map((f) => (f.list?.id === l.id ? { ...f, list: l } : f)));
  });

  /** Sends the valid files one after another; a file whose processing fails is marked and the next one goes on. */
  const send = async (todo: readonly BulkFile[]) => {
    if (!ws || !workspace) return;
    setRunning(true);
    try {
      for (const f of todo) {
        update(f.key, { state: 'sending', error: null });
        try {
          const template = data?.templates.find((t) => t.id === f.templateId);
          const request = {
            ...targetRequest(provider, { ...settings, dialerList: f.dialerList, dedupe: f.dedupe }, leadKeyFieldsOf(workspace)),
            templateName: template?.name ?? null,
            mappedCols: template?.mapping ?? [],
          };
          const answer = await uploadAndProcess(ws, f.campaignId!, f.file, request);
          const list = seen.current.get(answer.id) ?? answer;
          setFiles((fs) => fs.map((x) => (x.key === f.key ? { ...x, state: 'sent', list } : x)));
        } catch (err) {
          update(f.key, { state: 'failed', error: processingError(errorMessage(err)) });
        }
      }
    } finally {
      setRunning(false);
    }
  };

  /**
   * Validates every waiting file (all its problems, in the spec's order) and starts sending the valid ones: a file with
   * a problem keeps its messages and stays to be fixed, the others go on. Answers the first file with a problem.
   */
  const processAll = (): { firstProblem: string | null; done: Promise<void> } => {
    const todo = pendingFiles(files);
    const found: Record<string, string[]> = {};
    for (const f of todo) {
      const problems = bulkFileErrors(f, provider);
      if (problems.length > 0) found[f.key] = problems;
    }
    setErrors(found);
    const valid = todo.filter((f) => !found[f.key]);
    return { firstProblem: todo.find((f) => found[f.key])?.key ?? null, done: valid.length > 0 ? send(valid) : Promise.resolve() };
  };

  return {
    provider,
    data,
    loading: campaigns.isPending || templates.isPending || (needsLists && dialerCampaigns.isPending),
    collectingLists: needsLists && dialerCampaigns.isFetching && !dialerCampaigns.data,
    loadError: campaigns.error ?? templates.error ?? dialerCampaigns.error,
    files,
    errors,
    settings,
    setSettings,
    running,
    add,
    update,
    remove,
    processAll,
  };
}
