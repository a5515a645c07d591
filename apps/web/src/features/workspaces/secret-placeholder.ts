/** What a secret input shows when the server holds a saved value (secrets never come back). */
export const SAVED_SECRET_PLACEHOLDER = '••••• (saved)';
export const KEEP_SECRET_HINT = 'Leave blank to keep the saved value';
