import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import { ftcSansService } from './ftc-sans.service';
import { registerFtcSansRoutes } from './ftc-sans.routes';

/** The workspace's FTC SANs (national DNC subscriptions); features that name one register with `registerUsage`. */
export const ftcSansModule = defineModule({
  name: 'ftcSans',
  create: (deps: Pick<Deps, 'db' | 'now'>) => ftcSansService(deps),
  routes: registerFtcSansRoutes,
});
