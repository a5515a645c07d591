import type { MeteringService } from '../metering/metering.service';
import type { Deps } from '../../platform/deps';
import { isSuperAdmin } from '../../platform/auth-context';
import { defineModule } from '../../platform/module';
import type { FoldersService } from '../folders/folders.service';
import type { BrandedCallingProfilesService } from '../branded-calling-profiles/branded-calling-profiles.service';
import { businessRecordsService } from './business-records.service';
import { registerBusinessRecordsRoutes } from './business-records.routes';

/** Business records (KYC profiles); features that store record ids register with `registerUsage`. */
export const businessRecordsModule = defineModule({
  name: 'businessRecords',
  create: (
    deps: Pick<Deps, 'db' | 'now'>,
    peers: { folders: Pick<FoldersService, 'assertFolder'>; brandedCallingProfiles: Pick<BrandedCallingProfilesService, 'exists'> },
  ) => businessRecordsService(deps, peers),
  connect: (records, peers: {
    folders: Pick<FoldersService, 'registerScope'>; brandedCallingProfiles: Pick<BrandedCallingProfilesService, 'registerUsage'>; metering: Pick<MeteringService, 'registerCensus'>;
  }) => {
    peers.metering.registerCensus(records.billedSmsCampaigns);
    // Folders of business profiles change only with the profiles themselves: SuperAdmin's (spec 2 §6).
    peers.folders.registerScope('BusinessRecord', { count: records.countInFolder, canWrite: isSuperAdmin });
    // A branded calling profile that a record names is not deleted from under it.
    peers.brandedCallingProfiles.registerUsage('businessRecords', records.countUsingBrandedProfile);
  },
  routes: registerBusinessRecordsRoutes,
});
