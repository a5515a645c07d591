import { ComingSoon } from '../../components/ComingSoon';

export function WorkspacesPage() {
  return <ComingSoon title="Workspaces" summary="Being built." />;
}
