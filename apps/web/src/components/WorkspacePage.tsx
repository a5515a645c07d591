import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { useWorkspaces } from '../lib/workspace-context';
import { PageHeader } from './PageHeader';
import { WorkspaceSelector } from './WorkspaceSelector';

interface Props {
  title: string;
  /** Shown while no workspace is chosen ("Choose a workspace to see its lists."). */
  chooseText: string;
  /** The page's content, for the chosen workspace's id. */
  children(ws: string): ReactNode;
}

/** A page of one workspace: its title with the workspace selector, a hint until a workspace is chosen, then the content. */
export function WorkspacePage({ title, chooseText, children }: Props) {
  const { selected, loading } = useWorkspaces();
  const ws = selected?.id;
  return (
    <>
      <PageHeader title={title}>
        <WorkspaceSelector />
      </PageHeader>
      {!ws && !loading ? <Alert severity="info">{chooseText}</Alert> : null}
      {ws ? children(ws) : null}
    </>
  );
}
