import type { BusinessRecord, Identity } from '@trueline/contract';
import type { WorkspaceScope } from '../workspaces/workspace';
import { notFound } from '../../platform/errors';
import type { BusinessRecordsService } from '../business-records/business-records.service';

/** The identities of one record: each CNAM, with the record's status and dates. */
const identitiesOf = (r: BusinessRecord): Identity[] =>
  r.cnams.map((c) => ({
    id: c.id, identityId: c.id, name: c.name, resourceStatus: r.resourceStatus, dateCreated: r.dateCreated, dateUpdated: r.dateUpdated,
    businessRecordId: r.id, businessRecordName: r.legalName,
  }));

const byName = (a: Identity, b: Identity) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.businessRecordName.localeCompare(b.businessRecordName);

/**
 * CNAM identities (spec 2 §2, §3): derived from the workspace's business records, never stored apart. An identity is a
 * CNAM of a record; its status follows the record (a DISABLED record's CNAMs show as DISABLED and cannot be chosen for
 * new campaigns). Every role of the organisation reads them; they change only through the business records.
 */
export function identitiesService({ businessRecords }: { businessRecords: Pick<BusinessRecordsService, 'list' | 'activeCnams'> }) {
  async function all(scope: WorkspaceScope): Promise<Identity[]> {
    // The business records service leaves deleted records out.
    return (await businessRecords.list(scope)).flatMap(identitiesOf).sort(byName);
  }

  return {
    async list(scope: WorkspaceScope, name?: string): Promise<Identity[]> {
      const needle = name?.toLowerCase();
      return (await all(scope)).filter((i) => !needle || i.name.toLowerCase().includes(needle));
    },

    async get(scope: WorkspaceScope, id: string): Promise<Identity> {
      const found = (await all(scope)).find((i) => i.id === id);
      if (!found) throw notFound();
      return found;
    },

    /** Whether the identity may be chosen for a campaign now: a CNAM of an ACTIVE record of the workspace. */
    async isActive(workspaceId: string, id: string): Promise<boolean> {
      return (await businessRecords.activeCnams(workspaceId)).some((c) => c.id === id);
    },
  };
}
export type IdentitiesService = ReturnType<typeof identitiesService>;
