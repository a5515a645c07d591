import type { Deps } from '../../platform/deps';
import { ProviderError } from '../../providers/sandbox';
import * as repo from './rnd-connections.repo';

export const RND_TOKEN_CHECK_JOB = 'rnd-connections.check-tokens';
/** Every connection's tokens are checked once a day (04:30 UTC), so an expiry shows without anyone saving. */
const RND_TOKEN_CHECK_CRON = '30 4 * * *';
const BATCH = 200;

/** The daily check of every RND connection's tokens with the RND administrator. */
export function defineRndConnectionsJobs(deps: Pick<Deps, 'db' | 'cipher' | 'rnd' | 'now' | 'log' | 'jobs'>) {
  const { db, cipher } = deps;

  /** Checks each connection in turn; one the service cannot answer for keeps its last known state. */
  async function checkTokens(): Promise<{ checked: number; failed: number }> {
    let checked = 0;
    let failed = 0;
    for (let after = ''; ; ) {
      const rows = await repo.connectionsAfter(db, after, BATCH);
      for (const row of rows) {
        try {
          const state = await deps.rnd.checkToken(cipher.decrypt(row.apiToken));
          await repo.saveTokenCheck(db, row.id, state, deps.now());
          checked++;
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          failed++;
        }
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
    if (failed > 0) deps.log.warn({ checked, failed }, 'RND token check: the service did not answer for some connections');
    return { checked, failed };
  }

  deps.jobs.define(RND_TOKEN_CHECK_JOB, async () => {
    await checkTokens();
  });
  void deps.jobs.schedule(RND_TOKEN_CHECK_JOB, RND_TOKEN_CHECK_CRON);

  return { checkTokens };
}
