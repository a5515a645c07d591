import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import { notificationsService } from './notifications.service';
import { registerNotificationsRoutes } from './notifications.routes';

/** The notification drawer and web push: other features send through `notifications.notify`. */
export const notificationsModule = defineModule({
  name: 'notifications',
  create: (deps: Pick<Deps, 'db' | 'realtime' | 'now'>) => notificationsService(deps),
  routes: registerNotificationsRoutes,
});
