import { ComingSoon } from '../../components/ComingSoon';

export function TeamPage() {
  return <ComingSoon title="Team" summary="Being built." />;
}
