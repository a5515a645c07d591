/** The NICE CXone round trip (spec 1 §4.3): the workspace id waits in local storage while the browser is away. */
export const CXONE_WORKSPACE_KEY = 'trueline.cxone.workspace';

/** The redirect address is the site origin plus /oauth/cxone. */
export const cxoneRedirectUrl = (origin: string = window.location.origin) => `${origin}/oauth/cxone`;

export const rememberCxoneWorkspace = (id: string) => localStorage.setItem(CXONE_WORKSPACE_KEY, id);
export const recallCxoneWorkspace = (): string | null => localStorage.getItem(CXONE_WORKSPACE_KEY);
export const forgetCxoneWorkspace = () => localStorage.removeItem(CXONE_WORKSPACE_KEY);

/** Shown after the failure text when this browser did not start the connection (no workspace id kept). */
export const CXONE_NO_WORKSPACE = 'This browser did not start a CXOne connection. Open the workspace and choose Connect CXOne again.';

/** The authorisation codes already sent: a code is exchanged once, whatever React mounts twice. */
const exchanged = new Set<string>();
export function claimCode(code: string): boolean {
  if (exchanged.has(code)) return false;
  exchanged.add(code);
  return true;
}
