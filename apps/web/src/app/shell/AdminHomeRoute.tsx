import { useSearchParams } from 'react-router';
import { ScreenHost, useScreenGate } from './ScreenHost.tsx';

/** /adminhome[?form=<FrmName>]: the dashboard, or the screen a menu opened. */
export default function AdminHomeRoute() {
  const [params] = useSearchParams();
  const name = params.get('form') || 'Dashboard';
  const gate = useScreenGate(name);
  return <ScreenHost key={name} name={name} gate={gate} />;
}
