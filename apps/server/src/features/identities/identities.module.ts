import { defineModule } from '../../platform/module';
import type { BusinessRecordsService } from '../business-records/business-records.service';
import { identitiesService } from './identities.service';
import { registerIdentitiesRoutes } from './identities.routes';

/** CNAM identities, derived from the business records (nothing of their own is stored). */
export const identitiesModule = defineModule({
  name: 'identities',
  create: (_deps: object, peers: { businessRecords: Pick<BusinessRecordsService, 'list' | 'activeCnams'> }) => identitiesService(peers),
  routes: registerIdentitiesRoutes,
});
