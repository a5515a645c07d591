import type { ReactNode } from 'react';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { Workspace } from '@trueline/contract';
import { useWorkspaces } from '../lib/workspace-context';
import { WorkspaceSelector } from './WorkspaceSelector';
import { PageHeader } from './PageHeader';
import { FolderTable, type FolderTableProps } from './FolderTable';

/** An item such a page lists: named, and perhaps in a folder. */
interface Listed {
  id: string;
  name: string;
  folderId?: string | null;
}

type Derived = 'workspaceId' | 'getId' | 'getFolderId' | 'getName' | 'rowLabel' | 'label' | 'loading' | 'loadingLabel' | 'error' | 'canManage';

export interface FolderListPageProps<T extends Listed> extends Omit<FolderTableProps<T>, Derived> {
  /** The page's title, also the table's accessible name ('Campaigns'). */
  title: string;
  /** The state of the query that loads the items. */
  query: { isPending: boolean; isError: boolean; error: unknown };
  /** The header's create button ('Create campaign'), shown once a workspace is chosen. */
  create?: { label: string; onClick(): void; disabled?: boolean };
  /** Other header controls after the workspace selector, shown once a workspace is chosen (an add menu). */
  headerActions?: ReactNode;
  /** The dialogs and panels of the page, for the chosen workspace. */
  panels?(workspace: Workspace): ReactNode;
}

/**
 * A page of one workspace's items in folders (campaigns, workflows, record sets, ETL tasks): the title with the workspace
 * selector and create button, a hint until a workspace is chosen, then the folder table, named and labelled from the
 * page's nouns ('Open campaign …', 'Loading campaigns'), and the page's dialogs.
 */
export function FolderListPage<T extends Listed>({ title, query, create, headerActions, panels, ...table }: FolderListPageProps<T>) {
  const { selected, loading } = useWorkspaces();
  const { nouns } = table;
  return (
    <>
      <PageHeader title={title}>
        <WorkspaceSelector />
        {selected && create ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={create.onClick} disabled={create.disabled} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}>
            {create.label}
          </Button>
        ) : null}
        {selected ? headerActions : null}
      </PageHeader>
      {!selected && !loading ? <Alert severity="info">{`Choose a workspace to see its ${nouns.other}.`}</Alert> : null}
      {selected ? (
        <>
          <FolderTable<T>
            {...table}
            workspaceId={selected.id}
            getId={getId}
            getFolderId={getFolderId}
            getName={getName}
            rowLabel={(item) => `Open ${nouns.one} ${item.name}`}
            canManage
            label={title}
            loading={query.isPending}
            loadingLabel={`Loading ${nouns.other}`}
            error={query.isError ? query.error : null}
          />
          {panels?.(selected)}
        </>
      ) : null}
    </>
  );
}

const getId = (item: Listed) => item.id;
const getFolderId = (item: Listed) => item.folderId;
const getName = (item: Listed) => item.name;

/** The text filter and status choice of a folder-list page's toolbar (campaigns, workflows). */
export function TextAndStatusFilters<S extends string>({ text, onText, status, onStatus, statuses }: {
  text: string;
  onText(text: string): void;
  status: S;
  onStatus(status: NoInfer<S>): void;
  statuses: readonly S[];
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ flex: '1 1 0', minWidth: 0 }}>
      <TextField label="Filter..." type="search" value={text} onChange={(e) => onText(e.target.value)} sx={{ maxWidth: { sm: 320 } }} />
      <TextField select label="Status" value={status} onChange={(e) => onStatus(e.target.value as S)} sx={{ width: 130, flexShrink: 0 }}>
        {statuses.map((f) => <MenuItem key={f} value={f}>{f}</MenuItem>)}
      </TextField>
    </Stack>
  );
}
