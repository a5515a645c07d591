import { isAppToPersonValid, type PoolNumber } from '@trueline/contract';
import { csvRows } from '../../platform/csv';
import type { PoolNumberRow } from './pools.repo';

const DAY_MS = 24 * 3600_000;

/**
 * Days in service (our choice): whole days from the number's first use as a caller ID ("In service") to now, or to when
 * it left service; 0 while it was never used. A number that sits in the pool unused has not been in service.
 */
export function daysInService(n: Pick<PoolNumberRow, 'firstUsed' | 'agedAt' | 'releasedAt'>, now: Date): number {
  if (!n.firstUsed) return 0;
  const end = n.agedAt ?? n.releasedAt ?? now;
  return Math.max(0, Math.floor((end.getTime() - n.firstUsed.getTime()) / DAY_MS));
}

/** Average caller IDs a day since first use: what the reputation engines see of a number's calling pattern. */
export const callsPerDay = (n: Pick<PoolNumberRow, 'firstUsed' | 'agedAt' | 'releasedAt' | 'usageCount'>, now: Date) =>
  n.usageCount === 0 ? 0 : Math.round(n.usageCount / Math.max(1, daysInService(n, now)));

export function toPoolNumber(n: PoolNumberRow, c: { name: string; vendorCampaignId: string | null }, now: Date): PoolNumber {
  const appToPerson = { appToPersonCampaignId: n.appToPersonCampaignId, appToPersonCampaignStatus: n.appToPersonStatus };
  return {
    number: n.number, locality: n.city, region: n.state, areaCode: n.areaCode, status: n.status, created: n.created.toISOString(),
    firstUsed: n.firstUsed?.toISOString() ?? null, daysInService: daysInService(n, now), usageCount: n.usageCount, riskLevel: n.riskLevel,
    cnam: n.cnam, cnamStatus: n.cnamStatus, appToPersonValid: isAppToPersonValid(appToPerson, c.vendorCampaignId), ...appToPerson,
    appToPersonFailureReason: n.appToPersonFailureReason, campaignId: n.campaignId, campaignName: c.name,
  };
}

const CSV_HEADER = ['Number', 'City', 'State', 'Status', 'Created', 'In service', 'Days in service', 'Usages', 'SPAM', 'CNAM', 'CNAM status', '10DLC', 'Campaign ID', 'Campaign'];

/** The pool download (Pool-Download.csv): one line per number. */
export function poolCsv(rows: PoolNumber[]): string {
  return csvRows([CSV_HEADER, ...rows.map((n) => [
    n.number, n.locality, n.region, n.status, n.created, n.firstUsed, n.daysInService, n.usageCount, n.riskLevel, n.cnam, n.cnamStatus,
    n.appToPersonCampaignStatus ? `${n.appToPersonCampaignStatus}${n.appToPersonValid ? '' : ' (invalid)'}` : null, n.campaignId, n.campaignName,
  ])]);
}
