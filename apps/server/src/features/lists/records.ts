import { TOKEN_FIELDS, VALIDATION_FIELDS, tokenColumns, type MappedCol } from '@trueline/contract';
import type { DataBoostResult } from '../../providers/data-boost/data-boost';
import type { LeadContext } from './context';
import { leadPhone } from './phone';
import { isActiveScore, type Candidate } from './scrub';

const TOKEN_IDS = new Set<string>(Object.values(TOKEN_FIELDS));

/** How the cells of one file row become a lead: the mapped dialer fields, and where the tokens are. */
export function rowReader(ctx: LeadContext, mappedCols: readonly MappedCol[], headers: readonly string[] | null) {
  const sent = mappedCols.filter((m) => !TOKEN_IDS.has(m.columnId));
  const tokens = tokenColumns(headers, mappedCols);
  const cell = (cells: readonly string[], i: number | null) => (i === null ? null : (cells[i] ?? '').trim() || null);
  return (cells: readonly string[]): { fields: Record<string, string>; candidate: Candidate } => {
    const fields: Record<string, string> = {};
    for (const m of sent) fields[m.columnId] = (cells[m.columnIndex] ?? '').trim();
    const zip = ctx.fields.zip ? fields[ctx.fields.zip]?.replace(/[^\dA-Za-z]/g, '').toUpperCase() || null : null;
    const state = ctx.fields.state ? fields[ctx.fields.state]?.toUpperCase() || null : null;
    return {
      fields,
      candidate: { phone: leadPhone(fields[ctx.fields.phone]), zip, state, trustedForm: cell(cells, tokens.trustedForm), leadId: cell(cells, tokens.leadId) },
    };
  };
}

/** A list row's unique ID: the list's short id and the row number, the same on every run (a resumed batch repeats it). */
export const listUniqueId = (listId: string, rowIndex: number) => `${listId.replace(/-/g, '').slice(0, 8)}-${rowIndex + 1}`;

/** The values DataBoost writes into the campaign's mapped dialer fields. */
function validationValue(boost: DataBoostResult, key: (typeof VALIDATION_FIELDS)[number]): string {
  switch (key) {
    case 'is_valid': return String(boost.is_valid);
    case 'activity_score': return String(boost.activity_score);
    case 'line_type': return boost.line_type;
    case 'carrier': return boost.carrier;
    case 'is_prepaid': return String(boost.is_prepaid);
    case 'active': return String(isActiveScore(boost.activity_score));
  }
}

/**
 * The record delivered to the dialer, written into the lead's own `fields` (the caller's object for this one lead, which
 * it does not read again: a million-row list makes no copy per row): the mapped fields, the normalised phone, the caller
 * ID and unique ID in the workspace's fields (they win over a mapped column of the same field), and DataBoost's values
 * in the mapped fields.
 */
export function dialerRecord(
  ctx: LeadContext, fields: Record<string, string>, lead: { phone: string; callerId: string | null; uniqueId: string | null; boost: DataBoostResult | null },
): Record<string, string> {
  const rec = fields;
  rec[ctx.fields.phone] = lead.phone;
  if (ctx.fields.callerId && lead.callerId) rec[ctx.fields.callerId] = lead.callerId;
  if (ctx.fields.uniqueId && lead.uniqueId) rec[ctx.fields.uniqueId] = lead.uniqueId;
  if (lead.boost && ctx.campaign.features.dataBoostEnabled) {
    const mapping = ctx.campaign.validationDataMapping;
    for (const key of VALIDATION_FIELDS) {
      const target = mapping[key];
      if (target) rec[target] = validationValue(lead.boost, key);
    }
  }
  return rec;
}
