import type { Deps } from '../../platform/deps';
import type { Actor } from '../../platform/auth-context';
import type { WorkspaceRow } from '../workspaces/workspace';
import type { FoldersService } from '../folders/folders.service';
import type { IdentitiesService } from '../identities/identities.service';
import type { DialersService } from '../dialers/dialers.service';
import type { BusinessRecordsService } from '../business-records/business-records.service';
import type { ProvisioningProfilesService } from '../provisioning-profiles/provisioning-profiles.service';
import type { FtcSansService } from '../ftc-sans/ftc-sans.service';
import type { DialerCampaignCache } from './campaign-rules';
import type { BrandedCallingProfilesService } from '../branded-calling-profiles/branded-calling-profiles.service';
import type { MappingTemplatesService } from '../mapping-templates/mapping-templates.service';

/** The services campaigns consult: only what it uses of each, so tests and other wirings can stand in. */
export interface CampaignsPeers {
  folders: Pick<FoldersService, 'assertFolder'>;
  identities: Pick<IdentitiesService, 'isActive'>;
  dialers: Pick<DialersService, 'campaigns' | 'mappingFields'>;
  businessRecords: Pick<BusinessRecordsService, 'find' | 'cnamNames'>;
  provisioningProfiles: Pick<ProvisioningProfilesService, 'find'>;
  ftcSans: Pick<FtcSansService, 'exists'>;
  brandedCallingProfiles: Pick<BrandedCallingProfilesService, 'exists'>;
  mappingTemplates: Pick<MappingTemplatesService, 'exists'>;
}

/** What a create or update use case works with: the caller and the workspace it already may see. */
export interface CampaignUseCase {
  deps: Pick<Deps, 'now'>;
  peers: CampaignsPeers;
  actor: Actor;
  orgId: string;
  workspace: WorkspaceRow;
  dialerCampaigns: DialerCampaignCache;
}
