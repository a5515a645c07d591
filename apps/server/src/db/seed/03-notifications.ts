import type { App } from '../../app';
import type { SeedContext } from './01-organizations';
import { DEMO_WORKSPACES } from './02-workspaces';

export async function seedNotifications(app: App, ctx: SeedContext): Promise<void> {
  const n = app.services.notifications;
  for (const userId of [ctx.userIds.superadmin, ctx.userIds.owner, ctx.userIds.admin]) {
    await n.notify({
      orgId: ctx.demoOrgId, userId, type: 'Welcome',
      payload: { heading: 'Welcome to Trueline', message: 'Your demo organisation is ready: workspaces with sandbox dialers are waiting in Admin.' },
    });
    await n.notify({
      orgId: ctx.demoOrgId, userId, type: 'Workspace',
      payload: { heading: 'Dialer connected', message: 'Sales Floor is connected to Five9 (sandbox).', workspaceId: DEMO_WORKSPACES.sales },
    });
  }
}
