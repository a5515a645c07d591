/**
 * Where a fresh sign-in lands, and `/` when signed in: Home, until the Core dashboard exists (/dashboard only says
 * "Coming soon" so far). It becomes '/dashboard', as the spec says, when the Core dashboard lands.
 */
export const LANDING_PATH = '/home';
