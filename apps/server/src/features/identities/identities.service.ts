import type { BusinessRecord, Identity } from '@trueline/contract';
import type { Actor } from '../../platform/auth-context';
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
export function identitiesService(businessRecords: Pick<BusinessRecordsService, 'list' | 'activeCnams'>) {
  async function all(actor: Actor, orgId: string, ws: string): Promise<Identity[]> {
    // The business records service checks the workspace (tenant scoping) and leaves deleted records out.
    return (await businessRecords.list(actor, orgId, ws)).flatMap(identitiesOf).sort(byName);
  }

  return {
    async list(actor: Actor, orgId: string, ws: string, name?: string): Promise<Identity[]> {
      const needle = name?.toLowerCase();
      return (await all(actor, orgId, ws)).filter((i) => !needle || i.name.toLowerCase().includes(needle));
    },

    async get(actor: Actor, orgId: string, ws: string, id: string): Promise<Identity> {
      const found = (await all(actor, orgId, ws)).find((i) => i.id === id);
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
