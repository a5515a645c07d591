import { formatDateTime } from '../lib/format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONNECTION_STATUS_LABELS, type AegisFeature, type ApiKeyConnection, type apiKeyConnectionRoutes } from '@trueline/contract';
import { api } from '../lib/api';
import type { ConfigColumn } from './ConfigTable';
import { ConfigList } from './ConfigList';
import { StatusChip } from './StatusChip';
import { WorkspaceFeatureGate } from './WorkspaceFeatureGate';
import { ApiKeyConnectionPanel, type ApiKeyConnectionSave } from './ApiKeyConnectionPanel';

export interface ApiKeyConnectionsCopy {
  /** Names the table ("Active Prospect connections"). */
  tableLabel: string;
  description: string;
  /** What the panel edits ("Active Prospect Connection"): 'Edit or Create …', 'Delete …'. */
  panelNoun: string;
  confirmDelete: string;
  apiKeyHint: string;
  emptyText: string;
}

interface Props {
  feature: AegisFeature;
  routes: ReturnType<typeof apiKeyConnectionRoutes>;
  copy: ApiKeyConnectionsCopy;
}

const COLUMNS: ConfigColumn<ApiKeyConnection>[] = [
  { key: 'companyName', label: 'Company name', render: (c) => c.companyName },
  { key: 'status', label: 'Status', render: (c) => <StatusChip status={c.resourceStatus} label={CONNECTION_STATUS_LABELS[c.resourceStatus]} /> },
  { key: 'created', label: 'Created', render: (c) => formatDateTime(c.timestamp), nowrap: true, wide: true },
];

/** A tab of lead-verification connections reached with an API key (Active Prospect, Verisk): open to every role when the feature is on. */
export function ApiKeyConnectionsTab({ feature, routes, copy }: Props) {
  return <WorkspaceFeatureGate feature={feature}>{(ws) => <ConnectionsList ws={ws} routes={routes} copy={copy} />}</WorkspaceFeatureGate>;
}

function ConnectionsList({ ws, routes, copy }: { ws: string; routes: Props['routes']; copy: ApiKeyConnectionsCopy }) {
  const key = [routes.list.path, ws] as const;
  const client = useQueryClient();
  const connections = useQuery({ queryKey: key, queryFn: () => api(routes.list, { params: { ws } }) });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const save = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (call: ApiKeyConnectionSave) =>
      call.id !== null ? api(routes.update, { params: { ws, id: call.id }, query: call.query }) : api(routes.create, { params: { ws }, query: call.query }),
    onSuccess: refresh,
  });
  const remove = useMutation({ meta: { handlesErrors: true }, mutationFn: (id: string) => api(routes.remove, { params: { ws, id } }), onSuccess: refresh });

  return (
    <ConfigList<ApiKeyConnection>
      label={copy.tableLabel}
      description={copy.description}
      columns={COLUMNS}
      query={connections}
      rowKey={(c) => c.id}
      rowLabel={(c) => `Edit connection ${c.companyName}`}
      emptyText={copy.emptyText}
      renderPanel={(target, onClose) => (
        <ApiKeyConnectionPanel
          noun={copy.panelNoun}
          confirmDelete={copy.confirmDelete}
          apiKeyHint={copy.apiKeyHint}
          target={target}
          save={(call) => save.mutateAsync(call)}
          remove={(id) => remove.mutateAsync(id)}
          onClose={onClose}
        />
      )}
    />
  );
}
