/** The applications of the console and their left navigation (spec 1 §2.2). */
export type AppKey = 'core' | 'aegis' | 'engage' | 'protect' | 'reports' | 'admin';

export interface NavEntry {
  path: string;
  title: string;
  /** Entries shown only to SuperAdmin. */
  superAdminOnly?: boolean;
  /** Entries shown only while mail is kept in the local outbox (no SMTP server). */
  outboxOnly?: boolean;
}

export interface Application {
  key: AppKey;
  name: string;
  defaultRoute: string;
  entries: NavEntry[];
}

export const APPLICATIONS: Application[] = [
  {
    key: 'core', name: 'Core', defaultRoute: '/campaigns',
    entries: [
      { path: '/dashboard', title: 'Dashboard' },
      { path: '/campaigns', title: 'Campaigns' },
      { path: '/bulk', title: 'Bulk upload' },
      { path: '/lists', title: 'Lists' },
      { path: '/identities', title: 'Identities' },
      { path: '/profiles', title: 'Provision profiles' },
      { path: '/pools', title: 'Pool numbers' },
      { path: '/leads', title: 'Leads' },
      { path: '/usage/calls', title: 'Callbacks' },
    ],
  },
  {
    key: 'aegis', name: 'Aegis One', defaultRoute: '/aegis-one',
    entries: [
      { path: '/aegis-one', title: 'Dashboard' },
      { path: '/aegis-calls', title: 'Interactions' },
      { path: '/workflows', title: 'Workflows' },
      { path: '/record-sets', title: 'Record sets' },
      { path: '/etl-tasks', title: 'ETL tasks' },
    ],
  },
  {
    key: 'engage', name: 'Engage', defaultRoute: '/engage/dashboard',
    entries: [
      { path: '/engage/dashboard', title: 'Dashboard' },
      { path: '/engage/campaigns', title: 'Campaigns' },
      { path: '/usage/messaging', title: 'Messages' },
      { path: '/engage/opt-outs', title: 'Opt-Outs' },
    ],
  },
  {
    key: 'protect', name: 'UC Protect', defaultRoute: '/protect',
    entries: [
      { path: '/protect', title: 'Dashboard' },
      { path: '/utilities', title: 'Number utility' },
    ],
  },
  {
    key: 'reports', name: 'Reports', defaultRoute: '/usage/billing',
    entries: [
      { path: '/usage/billing', title: 'Billing usage' },
      { path: '/downloads', title: 'Downloads' },
    ],
  },
  {
    key: 'admin', name: 'Admin', defaultRoute: '/workspaces',
    entries: [
      { path: '/workspaces', title: 'Workspaces' },
      { path: '/team', title: 'Team' },
      { path: '/watch-tower', title: 'Watchtower' },
      { path: '/billing-profile', title: 'Billing profile' },
      { path: '/webhooks', title: 'Webhooks' },
      { path: '/outbox', title: 'Outbox', superAdminOnly: true, outboxOnly: true },
    ],
  },
];

/** The entries of `application` this user sees; `outboxEnabled` is unknown (undefined) until the config has loaded. */
export function visibleEntries(application: Application, who: { superAdmin: boolean; outboxEnabled: boolean | undefined }): NavEntry[] {
  return application.entries.filter((e) => (!e.superAdminOnly || who.superAdmin) && (!e.outboxOnly || who.outboxEnabled === true));
}

/** Which application a path belongs to (the longest matching entry wins); profile and home belong to none. */
export function applicationOf(pathname: string): Application | null {
  let best: { app: Application; len: number } | null = null;
  for (const app of APPLICATIONS) {
    for (const e of app.entries) {
      if (pathname === e.path || pathname.startsWith(`${e.path}/`)) {
        if (!best || e.path.length > best.len) best = { app, len: e.path.length };
      }
    }
  }
  if (!best && pathname.startsWith('/engage/')) return APPLICATIONS.find((a) => a.key === 'engage') ?? null;
  return best?.app ?? null;
}

export const API_DOCS_URL = '/api/docs';

/** Titles of the routes outside the navigation (the signed-out screens, detail pages, the user's own pages). */
const OTHER_ROUTE_TITLES: { path: string; title: string }[] = [
  { path: '/sign-in', title: 'Sign in' },
  { path: '/forgot-password', title: 'Reset your password' },
  { path: '/reset-password', title: 'Choose a new password' },
  { path: '/activate-account', title: 'Activate your account' },
  { path: '/auth/token', title: 'Signing in' },
  { path: '/loader', title: 'Loading' },
  { path: '/home', title: 'Home' },
  { path: '/profile', title: 'Profile' },
  { path: '/oauth/cxone', title: 'Connecting CXone' },
  { path: '/campaigns/:id', title: 'Campaign' },
  { path: '/etl-tasks/:id', title: 'ETL task' },
  { path: '/workflows/:id', title: 'Workflow editor' },
  { path: '/engage/campaigns/:id', title: 'Campaign · Engage' },
  { path: '/engage/chat/:token', title: 'Conversation · Engage' },
];

const matches = (pattern: string, pathname: string) => {
  const a = pattern.split('/');
  const b = pathname.replace(/\/+$/, '').split('/');
  return a.length === b.length && a.every((part, i) => part.startsWith(':') ? b[i] !== '' : part === b[i]);
};

/**
 * The browser tab's title of a route: "Campaigns · Trueline". Navigation entries take their menu title; a title
 * that two applications share ("Dashboard") names its application unless it is Core's ("Dashboard · Aegis One").
 */
export function pageTitle(pathname: string): string {
  const other = OTHER_ROUTE_TITLES.find((r) => matches(r.path, pathname));
  if (other) return `${other.title} · Trueline`;
  for (const app of APPLICATIONS) {
    const entry = app.entries.find((e) => matches(e.path, pathname));
    if (!entry) continue;
    const shared = app.key !== 'core' && APPLICATIONS.some((a) => a !== app && a.entries.some((e) => e.title === entry.title));
    return `${entry.title}${shared ? ` · ${app.name}` : ''} · Trueline`;
  }
  return pathname === '/' ? 'Trueline' : 'Page not found · Trueline';
}
