/** Routes of spec 1 §2.1 whose features arrive in later releases: each shows its application's layout and says so. */
export const COMING_SOON: { path: string; title: string; summary: string; workspaceScoped?: boolean }[] = [
  { path: '/dashboard', title: 'Dashboard', summary: 'Campaign activity across the workspace: lists processed, numbers replaced by Sentry and messages sent.', workspaceScoped: true },
];
