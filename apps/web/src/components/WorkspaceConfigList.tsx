import type { ReactNode } from 'react';
import type { AegisFeature } from '@trueline/contract';
import { useUser } from '../lib/session';
import type { ConfigTableProps } from './ConfigTable';
import { ConfigList } from './ConfigList';
import type { PanelTarget } from './use-config-panel';
import { WorkspaceFeatureGate } from './WorkspaceFeatureGate';

/** What the side panel of a workspace configuration list is given. */
export interface WorkspaceConfigPanelProps<T> {
  ws: string;
  target: PanelTarget<T>;
  /** False for a reader who may only view (see `superAdminEdits`). */
  editable: boolean;
  onClose(): void;
}

/** A workspace configuration list, described once: its table's words and columns, how a row is named, who edits. */
export interface WorkspaceConfigSpec<T> extends Pick<ConfigTableProps<T>, 'label' | 'description' | 'columns' | 'addLabel' | 'emptyText'> {
  /** The workspace feature flag the tab needs (see WorkspaceFeatureGate); none when always available. */
  feature?: AegisFeature;
  /** What one row is ("FTC SAN"): a row reads 'Edit FTC SAN <name>', or 'View …' for someone who may not edit. */
  noun: string;
  rowName(row: T): string;
  /** Only a SuperAdmin adds and edits (the others view); otherwise every role does. */
  superAdminEdits?: boolean;
}

interface Props<T extends { id: string }> {
  spec: WorkspaceConfigSpec<T>;
  /** The list's query hook for a workspace (TanStack Query). */
  useItems(ws: string): { data: readonly T[] | undefined; isPending: boolean; isError: boolean; error: unknown };
  renderPanel(panel: WorkspaceConfigPanelProps<T>): ReactNode;
}

/** A settings tab listing a workspace's items: nothing until a workspace is chosen, 'not active' while its feature is off. */
export function WorkspaceConfigTab<T extends { id: string }>(props: Props<T>) {
  const List = props.spec.superAdminEdits ? SuperAdminEditsList : WorkspaceConfigList;
  return <WorkspaceFeatureGate feature={props.spec.feature}>{(ws) => <List<T> ws={ws} {...props} />}</WorkspaceFeatureGate>;
}

function SuperAdminEditsList<T extends { id: string }>(props: Props<T> & { ws: string }) {
  return <WorkspaceConfigList<T> {...props} editable={useUser().userType === 'SuperAdmin'} />;
}

/** The workspace's items in a configuration list; a row opens its side panel, 'Add new' (when `editable`) a new one. */
export function WorkspaceConfigList<T extends { id: string }>({ ws, spec, useItems, renderPanel, editable = true }: Props<T> & { ws: string; editable?: boolean }) {
  const query = useItems(ws);
  const { noun, rowName, feature: _feature, superAdminEdits: _superAdminEdits, ...table } = spec;
  return (
    <ConfigList<T>
      {...table}
      query={query}
      rowKey={(row) => row.id}
      rowLabel={(row) => `${editable ? 'Edit' : 'View'} ${noun} ${rowName(row)}`}
      canAdd={editable}
      renderPanel={(target, onClose) => renderPanel({ ws, target, editable, onClose })}
    />
  );
}
