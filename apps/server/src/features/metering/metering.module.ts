import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import { meteringService } from './metering.service';

/** The usage ledger every billable feature writes to. */
export const meteringModule = defineModule({
  name: 'metering',
  create: (deps: Pick<Deps, 'db' | 'jobs' | 'now' | 'log'>) => meteringService(deps),
});
