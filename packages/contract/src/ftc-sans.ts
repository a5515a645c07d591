import { z } from 'zod';
import { workspaceItemRoutes } from './route';
import { MESSAGES } from './messages';
import { requiredString, TEXT_MAX } from './fields';
import { isNanpAreaCode } from './area-codes';

export { isNanpAreaCode };

/** Area codes as typed: comma-separated (spaces and new lines work too), trimmed, blanks and repeats dropped. */
export function parseAreaCodes(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(/[\s,;]+/) : input.flatMap((v) => v.split(/[\s,;]+/));
  return [...new Set(parts.map((p) => p.trim()).filter(Boolean))];
}

/** True for YYYY-MM-DD naming a real day. */
export function isIsoDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}

export const ftcSan = z.object({
  id: z.string(),
  ftcOrgName: z.string(),
  ftcOrgId: z.string(),
  ftcSan: z.string(),
  /** The day the subscription ends (YYYY-MM-DD), when known. */
  expires: z.string().nullable(),
  fullCoverage: z.boolean(),
  /** The area codes the SAN covers when it is not full coverage. */
  areaCodes: z.array(z.string()),
  dateCreated: z.string(),
  dateUpdated: z.string(),
});
export type FtcSan = z.infer<typeof ftcSan>;

/** What the campaign and workflow pickers show: "SAN: organisation name". */
export const ftcSanOption = ftcSan.pick({ id: true, ftcSan: true, ftcOrgName: true });
export type FtcSanOption = z.infer<typeof ftcSanOption>;

const areaCodesField = z
  .union([z.string().max(TEXT_MAX.long), z.array(z.string().max(TEXT_MAX.short)).max(1000)])
  .default([])
  .transform((v) => parseAreaCodes(v))
  .superRefine((codes, ctx) => {
    const unknown = codes.filter((c) => !isNanpAreaCode(c));
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `${MESSAGES.areaCodesUnknown} ${unknown.join(', ')}` });
  });

/** Create and edit of an FTC SAN; area codes come as comma-separated text or a list. */
export const ftcSanBody = z
  .object({
    ftcOrgName: requiredString(MESSAGES.fieldRequired),
    ftcOrgId: requiredString(MESSAGES.fieldRequired),
    ftcSan: requiredString(MESSAGES.fieldRequired),
    expires: z.string().max(TEXT_MAX.short).trim().nullable().optional().refine((v) => !v || isIsoDay(v), MESSAGES.dateInvalid).transform((v) => v || null),
    fullCoverage: z.boolean().default(true),
    areaCodes: areaCodesField,
  })
  .superRefine((v, ctx) => {
    if (!v.fullCoverage && v.areaCodes.length === 0) ctx.addIssue({ code: 'custom', path: ['areaCodes'], message: MESSAGES.areaCodesRequired });
  });
export type FtcSanBody = z.input<typeof ftcSanBody>;

const tag = 'FTC SANs';
const base = '/api/orgs/:orgId/workspaces/:ws/ftcSans';
export const ftcSansRoutes = workspaceItemRoutes({
  tag, base, item: ftcSan, body: ftcSanBody, writeRole: 'SuperAdmin',
  summaries: {
    list: 'FTC SANs of the workspace (National DNC), by organisation name',
    get: 'One FTC SAN',
    create: 'Add an FTC SAN (SuperAdmin)',
    update: 'Edit an FTC SAN (SuperAdmin)',
    remove: 'Delete an FTC SAN (SuperAdmin)',
  },
});
