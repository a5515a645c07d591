/**
 * Concurrent calls with the same key share one call in flight; a call made after it settled makes its own. Nothing
 * is kept once it settles, so no answer is older than the read that was under way when it was asked for: hundreds
 * of replies to one campaign in the same instant read the campaign once, and a change is seen by the next read.
 */
export function singleFlight<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const inFlight = new Map<K, Promise<V>>();
  return (key) => {
    const running = inFlight.get(key);
    if (running) return running;
    const p = load(key).finally(() => inFlight.delete(key));
    inFlight.set(key, p);
    return p;
  };
}
