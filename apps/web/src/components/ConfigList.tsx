import { useState, type ReactNode } from 'react';
import { errorMessage } from '../lib/api';
import { ConfigTable, type ConfigTableProps } from './ConfigTable';
import type { PanelTarget } from './use-config-panel';

interface Props<T> extends Omit<ConfigTableProps<T>, 'rows' | 'onOpen' | 'onAdd' | 'loading' | 'error'> {
  /** The list's query (TanStack Query). */
  query: { data: readonly T[] | undefined; isPending: boolean; isError: boolean; error: unknown };
  /** Shows the 'Add new' button (for those who may add). */
  canAdd?: boolean;
  /** The item's side panel: a row opens it on that row, 'Add new' on 'new'. */
  renderPanel(target: PanelTarget<T>, onClose: () => void): ReactNode;
}

/** A configuration list with its 'Edit or Create' panel: a row opens the panel on that row, 'Add new' on a new item. */
export function ConfigList<T>({ query, canAdd = true, renderPanel, ...table }: Props<T>) {
  const [target, setTarget] = useState<PanelTarget<T>>(null);
  return (
    <>
      <ConfigTable<T>
        {...table}
        rows={query.data}
        onOpen={(row) => setTarget(row)}
        onAdd={canAdd ? () => setTarget('new') : undefined}
        loading={query.isPending}
        error={query.isError ? errorMessage(query.error) : null}
      />
      {renderPanel(target, () => setTarget(null))}
    </>
  );
}
