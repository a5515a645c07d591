import { ComingSoon } from '../../components/ComingSoon';

export function CxoneCallbackPage() {
  return <ComingSoon title="CXOne" summary="Being built." />;
}
