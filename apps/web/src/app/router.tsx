import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { Box, LinearProgress } from '@mui/material';
import { RequireSession } from './guard';
import { AppShell } from './shell/AppShell';
import { WorkspaceProvider } from '../lib/workspace-context';
import { loadChunk } from './chunk-load';
import { pageTitle } from './navigation';
import { LANDING_PATH } from './landing';

/** Route pages load on demand, one chunk per feature; a failed or timed-out chunk reloads the page once. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  const Page = lazy(() => loadChunk(name, load).then((m) => ({ default: m[name] as ComponentType })));
  return (
    <Suspense fallback={<Box sx={{ p: 2 }}><LinearProgress aria-label="Loading page" /></Box>}>
      <Page />
    </Suspense>
  );
}

export const router = createBrowserRouter([
  { path: '/sign-in', element: page(() => import('../features/auth/sign-in.page'), 'SignInPage') },
  { path: '/forgot-password', element: page(() => import('../features/auth/forgot-password.page'), 'ForgotPasswordPage') },
  { path: '/reset-password', element: page(() => import('../features/auth/reset-password.page'), 'ResetPasswordPage') },
  { path: '/activate-account', element: page(() => import('../features/auth/activate-account.page'), 'ActivateAccountPage') },
  { path: '/auth/token', element: page(() => import('../features/auth/token-sign-in.page'), 'TokenSignInPage') },
  // The Engage agent chat: the signed link is the credential, outside the signed-in shell.
  { path: '/engage/chat/:token', element: page(() => import('../features/messaging-campaigns/agent-chat.page'), 'AgentChatPage') },
  { path: '/loader', element: page(() => import('../features/auth/loader.page'), 'LoaderPage') },
  // The workflow editor is full screen: no shell around it.
  {
    path: '/workflows/:id',
    element: <RequireSession><WorkspaceProvider>{page(() => import('../features/workflows/workflow-editor.page'), 'WorkflowEditorPage')}</WorkspaceProvider></RequireSession>,
  },
  {
    element: (
      <RequireSession>
        <WorkspaceProvider>
          <AppShell>
            <Outlet />
          </AppShell>
        </WorkspaceProvider>
      </RequireSession>
    ),
    children: [
      { path: '/', element: <Navigate to={LANDING_PATH} replace /> },
      { path: '/home', element: page(() => import('./routes/home.page'), 'HomePage') },
      { path: '/team', element: page(() => import('../features/users/team.page'), 'TeamPage') },
      { path: '/workspaces', element: page(() => import('../features/workspaces/workspaces.page'), 'WorkspacesPage') },
      { path: '/oauth/cxone', element: page(() => import('../features/workspaces/cxone-callback.page'), 'CxoneCallbackPage') },
      { path: '/profile', element: page(() => import('../features/profile/profile.page'), 'ProfilePage') },
      { path: '/outbox', element: page(() => import('./routes/outbox.page'), 'OutboxPage') },
      { path: '/protect', element: page(() => import('../features/protect/protect.page'), 'ProtectPage') },
      { path: '/utilities', element: page(() => import('../features/utility/utilities.page'), 'UtilitiesPage') },
      { path: '/watch-tower', element: page(() => import('./routes/watch-tower.page'), 'WatchTowerPage') },
      { path: '/profiles', element: page(() => import('../features/provisioning-profiles/provisioning-profiles.page'), 'ProvisioningProfilesPage') },
      { path: '/identities', element: page(() => import('../features/identities/identities.page'), 'IdentitiesPage') },
      { path: '/pools', element: page(() => import('../features/pools/pools.page'), 'PoolsPage') },
      { path: '/campaigns', element: page(() => import('../features/campaigns/campaigns.page'), 'CampaignsPage') },
      { path: '/campaigns/:id', element: page(() => import('./routes/campaign-detail.page'), 'CampaignDetailPage') },
      { path: '/leads', element: page(() => import('../features/leads/leads.page'), 'LeadsPage') },
      { path: '/lists', element: page(() => import('../features/lists/lists.page'), 'ListsPage') },
      { path: '/bulk', element: page(() => import('../features/lists/bulk.page'), 'BulkPage') },
      { path: '/webhooks', element: page(() => import('../features/webhooks/webhooks.page'), 'WebhooksPage') },
      { path: '/billing-profile', element: page(() => import('../features/billing/billing-profile.page'), 'BillingProfilePage') },
      { path: '/dashboard', element: page(() => import('../features/core-dashboard/core-dashboard.page'), 'CoreDashboardPage') },
      { path: '/usage/calls', element: page(() => import('../features/usage/usage-report.page'), 'CallbacksPage') },
      { path: '/usage/messaging', element: page(() => import('../features/usage/usage-report.page'), 'MessagesPage') },
      { path: '/usage/billing', element: page(() => import('../features/billing/billing-usage.page'), 'BillingUsagePage') },
      { path: '/downloads', element: page(() => import('../features/reports/downloads.page'), 'DownloadsPage') },
      { path: '/record-sets', element: page(() => import('../features/record-sets/record-sets.page'), 'RecordSetsPage') },
      { path: '/workflows', element: page(() => import('../features/workflows/workflows.page'), 'WorkflowsPage') },
      { path: '/etl-tasks', element: page(() => import('../features/etl-tasks/etl-tasks.page'), 'EtlTasksPage') },
      { path: '/etl-tasks/:id', element: page(() => import('../features/etl-tasks/etl-task.page'), 'EtlTaskPage') },
      { path: '/engage/dashboard', element: page(() => import('../features/messaging-dashboard/messaging-dashboard.page'), 'MessagingDashboardPage') },
      { path: '/engage/campaigns', element: page(() => import('../features/messaging-campaigns/messaging-campaigns.page'), 'MessagingCampaignsPage') },
      { path: '/engage/campaigns/:id', element: page(() => import('../features/messaging-campaigns/messaging-campaign.page'), 'MessagingCampaignPage') },
      { path: '/engage/opt-outs', element: page(() => import('../features/opt-outs/opt-outs.page'), 'OptOutsPage') },
      { path: '/aegis-one', element: page(() => import('../features/interactions/aegis-dashboard.page'), 'AegisDashboardPage') },
      { path: '/aegis-calls', element: page(() => import('../features/interactions/aegis-calls.page'), 'AegisCallsPage') },
      { path: '*', element: page(() => import('./routes/not-found.page'), 'NotFoundPage') },
    ],
  },
]);

/** Every route titles the browser tab from the route table ("Campaigns · Trueline"), in this one place. */
export function titleDocumentAfter(r: Pick<typeof router, 'state' | 'subscribe'>) {
  document.title = pageTitle(r.state.location.pathname);
  return r.subscribe((state) => {
    document.title = pageTitle(state.location.pathname);
  });
}
titleDocumentAfter(router);
