import { STATES, isMessagingType, type Campaign, type CoverageState } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { NumberLocation } from '../../providers/numbers/numbers';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import type { ProvisioningProfilesService } from '../provisioning-profiles/provisioning-profiles.service';
import type { BusinessRecordsService } from '../business-records/business-records.service';
import { distanceKm } from './caller-id-choice';
import type { PoolNumberRow } from './pools.repo';

/** A place a pool keeps numbers in: a location (any of its area codes), or one area code; and how many. */
export interface Slot {
  locationId: string;
  areaCode?: string;
  count: number;
}

/** Locations a messaging pool takes numbers in (our choice): the business's own city and the next nearest of its state. */
export const MESSAGING_POOL_LOCATIONS = 3;

/** Two-letter codes of coverage states (stored by name and country). */
export const stateCodesOf = (states: readonly CoverageState[]) =>
  states.flatMap((s) => STATES.filter((x) => x.stateName === s.stateName && x.country === s.country).map((x) => x.code));

export const fillsSlot = (slot: Slot, n: Pick<PoolNumberRow, 'locationId' | 'areaCode'>) =>
  slot.areaCode ? n.areaCode === slot.areaCode : n.locationId === slot.locationId;

/**
 * Where each provisioning type keeps numbers (domain: full coverage keeps N numbers in every location of the footprint):
 * - FullCoverage: `fullCoverageNumberCount` in every location of the campaign's coverage states, else of the workspace's
 *   allowed states, else of every state and province;
 * - ProvisioningProfile: as many in every location of the profile's states, or in each of its area codes;
 * - messaging types: as many in the business record's city and the next nearest cities of its state;
 * - BringYourOwnPool: none (only the numbers the customer registers).
 */
export function poolTargets(
  deps: Pick<Deps, 'numbers'>,
  x: {
    workspaces: Pick<WorkspacesService, 'findAnyOrg'>;
    profiles: Pick<ProvisioningProfilesService, 'find'>;
    businessRecords: Pick<BusinessRecordsService, 'find'>;
  },
) {
  const { numbers } = deps;
  const perLocation = (c: Campaign, locations: NumberLocation[]): Slot[] => locations.map((l) => ({ locationId: l.id, count: c.fullCoverageNumberCount }));

  async function fullCoverage(c: Campaign): Promise<Slot[]> {
    let codes = stateCodesOf(c.coverageStates);
    if (codes.length === 0) codes = stateCodesOf((await x.workspaces.findAnyOrg(c.workspaceId))?.coverageStates ?? []);
    return perLocation(c, numbers.locationsIn(codes));
  }

  async function profile(c: Campaign): Promise<Slot[]> {
    const p = c.provisioningProfileId ? await x.profiles.find(c.workspaceId, c.provisioningProfileId) : null;
    if (!p || p.values.length === 0) return [];
    if (p.type === 'STATE') return perLocation(c, numbers.locationsIn(p.values));
    return p.values.flatMap((code) => {
      const loc = numbers.locationsForAreaCodes([code])[0];
      return loc ? [{ locationId: loc.id, areaCode: code, count: c.fullCoverageNumberCount }] : [];
    });
  }

  async function messaging(c: Campaign): Promise<Slot[]> {
    const record = c.messagingConfig.businessRecordId ? await x.businessRecords.find(c.workspaceId, c.messagingConfig.businessRecordId) : null;
    if (!record) return [];
    const home = numbers.geocodeZip(record.address.zip);
    const inState = numbers.locationsIn([record.address.state]);
    const from = home ?? inState[0];
    const near = from ? [...inState].sort((a, b) => distanceKm(from, a) - distanceKm(from, b)) : inState;
    return perLocation(c, near.slice(0, MESSAGING_POOL_LOCATIONS));
  }

  return {
    async slots(c: Campaign): Promise<Slot[]> {
      if (c.provisioningType === 'FullCoverage') return fullCoverage(c);
      if (c.provisioningType === 'ProvisioningProfile') return profile(c);
      if (isMessagingType(c.provisioningType)) return messaging(c);
      return [];
    },
  };
}
export type PoolTargets = ReturnType<typeof poolTargets>;
