/** Spec 1 §9: a page chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The chunk whose failure reloaded the page; cleared when that chunk loads. */
export const CHUNK_RELOAD_KEY = 'trueline.chunk-reload';

/**
 * Loads the route chunk named `name` with the 120 s time-out. A failure (a stale chunk after a deploy, a dead
 * network, the time-out) reloads the page once for that chunk; when the same chunk fails again after the reload
 * the error stands (no reload loop, even when other chunks load meanwhile). Once it loads, the guard is cleared,
 * so a later deploy may reload once again.
 */
export function loadChunk<M>(
  name: string,
  load: () => Promise<M>,
  reload: () => void = () => location.reload(),
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<M> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The page did not load within ${Math.round(timeoutMs / 1000)} seconds.`)), timeoutMs);
  });
  return Promise.race([load(), timeout]).then(
    (module) => {
      clearTimeout(timer);
      if (sessionStorage.getItem(CHUNK_RELOAD_KEY) === name) sessionStorage.removeItem(CHUNK_RELOAD_KEY);
      return module;
    },
    (err: unknown) => {
      clearTimeout(timer);
      if (sessionStorage.getItem(CHUNK_RELOAD_KEY) !== name) {
        sessionStorage.setItem(CHUNK_RELOAD_KEY, name);
        reload();
      }
      throw err;
    },
  );
}
