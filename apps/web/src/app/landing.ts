/** Where a fresh sign-in lands, and `/` when signed in: the Core dashboard (spec 1 §2). */
export const LANDING_PATH = '/dashboard';
