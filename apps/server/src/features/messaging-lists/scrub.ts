import { CARRIER_LABELS, type MappedCol } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { leadPhone } from '../lists';
import { leadZones } from '../messaging-leads/send-window';
import type { LoadedLeadStatus } from '../messaging-leads/load-leads';
import { phonesInCampaign } from '../messaging-leads/load-leads';
import { screeningGeo } from '../screening/geo';
import type { WalkableWorkflow } from '../screening/ports';
import type { SmsCarrier } from '../../providers/sms/sms';
import type { MessagingListsServices } from './ports';

/** The campaign field a lead's number is read from (spec 3 §2.3 data fields). */
export const PHONE_FIELD = 'Phone';

/** Why a lead was refused, as its status message says. */
export const REASONS = {
  invalid: 'Not a valid US or Canadian phone number',
  repeated: 'Repeated in this list',
  existing: 'Already a lead of this campaign',
  optedOut: 'Opted out',
  dncSet: 'In a DNC record set of the campaign',
  landline: 'Landline: it cannot receive text messages',
  rejected: 'Rejected by the Aegis workflow',
} as const;

/** One file row as the scrub reads it. */
export interface Row {
  /** Ten digits, or null when the cell is not a valid US or Canadian number. */
  phone: string | null;
  /** What the phone cell said. */
  raw: string;
  leadData: Record<string, string>;
}

export interface Outcome {
  status: LoadedLeadStatus;
  message: string | null;
  carrier: string | null;
  normalizedCarrier: SmsCarrier | null;
  zones: readonly string[];
}

/** Reads the mapped cells of a row: the phone, and every other field into the lead's data. */
export function rowReader(mappedCols: readonly MappedCol[]) {
  const phoneCol = mappedCols.find((m) => m.columnId === PHONE_FIELD);
  const others = mappedCols.filter((m) => m.columnId !== PHONE_FIELD);
  return (cells: readonly string[]): Row => {
    const raw = phoneCol ? (cells[phoneCol.columnIndex] ?? '').trim() : '';
    const leadData: Record<string, string> = {};
    for (const m of others) leadData[m.columnId] = (cells[m.columnIndex] ?? '').trim();
    return { phone: leadPhone(raw), raw: raw.slice(0, 100), leadData };
  };
}

/** What a batch is checked against: the campaign, its DNC record sets and the workflow leads walk before sending. */
export interface ScrubContext {
  workspaceId: string;
  campaignId: string;
  dncRecordSets: readonly string[];
  workflow: WalkableWorkflow | null;
}

export type ScrubDeps = Pick<Deps, 'db' | 'dataBoost' | 'sms' | 'numbers'>;

/**
 * The Engage scrub, in the order that spends least on provider calls: invalid → duplicate (in the list, or a lead the
 * campaign already has) → suppressed (opt-outs of the workspace, the campaign's DNC record sets) → landline (DataBoost)
 * → the Aegis workflow (when the campaign runs it before sending). Leads left are READY, with their carrier.
 * Every valid lead gets the time zones it may be in (ZIP, else state, else area code).
 */
export function scrubber(deps: ScrubDeps, s: Pick<MessagingListsServices, 'optOuts' | 'recordSets' | 'screening'>) {
  const geo = screeningGeo(deps.numbers);

  const zonesOf = (row: Row) => {
    const zip = row.leadData.Zip?.trim();
    return leadZones({
      zipZone: zip ? geo.zip(zip)?.timezone ?? null : null,
      state: row.leadData.State ?? null,
      areaCodeZone: row.phone ? geo.areaCode(row.phone)?.timezone ?? null : null,
    });
  };

  return async function scrub(ctx: ScrubContext, rows: readonly Row[]): Promise<Outcome[]> {
    const out: Outcome[] = rows.map((r) => ({
      status: r.phone ? 'READY' : 'INVALID', message: r.phone ? null : REASONS.invalid, carrier: null, normalizedCarrier: null, zones: r.phone ? zonesOf(r) : [],
    }));
    const standing = () => out.flatMap((o, i) => (o.status === 'READY' ? [i] : []));
    const phoneOf = (i: number) => rows[i]!.phone!;
    const refuse = (i: number, status: LoadedLeadStatus, message: string) => Object.assign(out[i]!, { status, message });

    const known = await phonesInCampaign(deps.db, ctx.campaignId, [...new Set(standing().map(phoneOf))]);
    const seen = new Set<string>();
    for (const i of standing()) {
      const p = phoneOf(i);
      if (seen.has(p)) refuse(i, 'DUPLICATE', REASONS.repeated);
      else if (known.has(p)) refuse(i, 'DUPLICATE', REASONS.existing);
      seen.add(p);
    }

    const optedOut = await s.optOuts.optedOutAmong(ctx.workspaceId, standing().map(phoneOf));
    for (const i of standing()) if (optedOut.has(phoneOf(i))) refuse(i, 'SUPPRESSED', REASONS.optedOut);
    for (const setId of ctx.dncRecordSets) {
      const ids = standing();
      if (ids.length === 0) break;
      const found = await s.recordSets.getRecords(ctx.workspaceId, setId, ids.map(phoneOf));
      for (const i of ids) if (found.has(phoneOf(i))) refuse(i, 'SUPPRESSED', REASONS.dncSet);
    }

    const lines = standing();
    if (lines.length > 0) {
      const boost = await deps.dataBoost.validate(lines.map(phoneOf));
      lines.forEach((i, k) => {
        if (boost[k]?.line_type === 'Landline') refuse(i, 'LANDLINE', REASONS.landline);
      });
    }

    if (ctx.workflow) {
      const workflow = ctx.workflow;
      const noInserts = { add: async () => undefined };
      for (const i of standing()) {
        const row = rows[i]!;
        const ix = await s.screening.etl(ctx.workspaceId, workflow, { phone: phoneOf(i), zip: row.leadData.Zip?.trim() || null, data: row.leadData }, noInserts, 'SMS');
        if (ix?.result === 'Rejected') refuse(i, 'REJECTED', ix.reason ? `${REASONS.rejected}: ${ix.reason}` : REASONS.rejected);
      }
    }

    const ready = standing();
    if (ready.length > 0) {
      const carriers = await deps.sms.carriers(ready.map(phoneOf));
      for (const i of ready) {
        const c = carriers.get(phoneOf(i)) ?? 'other';
        Object.assign(out[i]!, { normalizedCarrier: c, carrier: CARRIER_LABELS[c] });
      }
    }
    return out;
  };
}
export type Scrub = ReturnType<typeof scrubber>;
