import { CsvError } from 'csv-parse/sync';
import {
  CNAM_MAX_LENGTH, MESSAGES, PROTECT_DOWNLOAD_FILE, PROTECT_LIMITS, protectRegisterFields, protectStatusLabel, formatProtectNumber,
  type FieldError, type ProtectFilter, type ProtectMetrics, type ProtectNumber, type ProtectPage, type ProtectUploadResult,
  type protectListQuery,
} from '@trueline/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { csvRow } from '../../platform/csv';
import type { WorkspaceRow, WorkspaceScope } from '../workspaces/workspace';
import type { BusinessRecordsService } from '../business-records/business-records.service';
import type { BrandedCallingProfilesService } from '../branded-calling-profiles/branded-calling-profiles.service';
import * as repo from './protect.repo';
import { readProtectCsv, type ProtectFile } from './protect-csv';

/** An uploaded file as the route read it from the multipart body. */
export interface Upload {
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

const DOWNLOAD_BATCH = 5000;

export function toProtectNumber(r: repo.ProtectNumberRow): ProtectNumber {
  return {
    id: r.id, number: r.number, description: r.description, businessRecordId: r.businessRecordId, status: r.status,
    registrationPending: r.registrationPending, statusReason: r.statusReason, lastScanTime: r.lastScanTime?.toISOString() ?? null,
    lastScanAttempt: r.lastScanAttempt?.toISOString() ?? null, scanError: r.scanError,
    cnam: r.cnamName === null ? null : { name: r.cnamName, invalid: r.cnamInvalid, expected: r.expectedCnam },
    ftcComplaints: r.ftcComplaints === null ? null : { count: r.ftcComplaints },
    spamResult: r.spamResult ?? null, validationResult: r.validationResult ?? null, created: r.created.toISOString(),
  };
}

const DOWNLOAD_HEADER = ['Number', 'Description', 'Status', 'Risk level', 'TrueSpam score', 'NomoRobo score', 'IceHook risk rating', 'CleanCall', 'CNAM', 'CNAM error', 'FTC complaints', 'Activity score', 'Line type', 'Carrier', 'Last scan'];
/** One line of the download, with its line break. */
function downloadLine(r: repo.ProtectNumberRow): string {
  const s = r.spamResult;
  const v = r.validationResult;
  return csvRow([
    formatProtectNumber(r.number), r.description, protectStatusLabel(r), r.riskLevel, s?.trueSpam.spam_score, s?.nomoRobo.score,
    s?.icehookScout.risk_rating, s?.cleanCall.recommendation, r.cnamName, r.cnamName === null ? '' : r.cnamInvalid ? 'Yes' : 'No',
    r.ftcComplaints, v?.activity_score, v?.line_type, v?.carrier, r.lastScanTime?.toISOString(),
  ]);
}

const isCsv = (u: Upload) => /\.csv$/i.test(u.filename) || u.mimetype === 'text/csv';

function read(upload: Upload, withDescription: boolean): ProtectFile {
  try {
    return readProtectCsv(upload.bytes, { withDescription });
  } catch (err) {
    if (err instanceof CsvError) throw badRequest(`The file could not be read as CSV: ${err.message}`, 'file');
    throw err;
  }
}

/**
 * UC Protect (spec 2 §2, §7): the numbers a workspace protects, their registration with the caller-reputation
 * engines and the latest reputation scan. Every user who can see the workspace manages its numbers.
 */
export function protectService(
  deps: Pick<Deps, 'db' | 'now'>,
  x: {
    businessRecords: Pick<BusinessRecordsService, 'find'>;
    brandedProfiles: Pick<BrandedCallingProfilesService, 'find'>;
    /** Queues the registration and first scan of new numbers. */
    enqueueScan(scope: repo.Scope): Promise<unknown>;
    /** Queues the withdrawal of removed numbers from the registration service. */
    enqueueWithdrawal(scope: repo.Scope): Promise<unknown>;
  },
) {
  const { db } = deps;
  const { businessRecords, enqueueScan, enqueueWithdrawal } = x;
  const scopeOf = (w: WorkspaceRow): repo.Scope => ({ orgId: w.orgId, workspaceId: w.id });

  /**
   * The business record numbers are registered under, and the caller name they should show: its branded calling
   * profile's short name when it has one, else its first CNAM, else its legal name.
   */
  async function activeRecord(ws: string, id: string) {
    const record = await businessRecords.find(ws, id);
    if (!record) throw notFound();
    if (record.resourceStatus !== 'ACTIVE') throw badRequest(MESSAGES.businessRecordNotActive, 'businessRecordId');
    const profileId = record.ucProtectBrandedCallingProfileId;
    const branded = profileId ? (await x.brandedProfiles.find(ws, profileId))?.callerNameShort : null;
    return { id: record.id, expectedCnam: (branded || record.cnams[0]?.name || record.legalName).toUpperCase().slice(0, CNAM_MAX_LENGTH).trim() };
  }

  const result = (successfulRecords: number, file: ProtectFile, extra: ProtectFile['failures'] = [], extraCount = 0): ProtectUploadResult => ({
    successfulRecords,
    failureCount: file.failureCount + extraCount,
    failureRecords: [...file.failures, ...extra].sort((a, b) => a.row - b.row).slice(0, PROTECT_LIMITS.failuresListed),
  });

  return {
    async metrics({ workspace }: WorkspaceScope): Promise<ProtectMetrics> {
      return repo.metrics(db, scopeOf(workspace));
    },

    async list({ workspace }: WorkspaceScope, q: z.output<typeof protectListQuery>): Promise<ProtectPage> {
      const scope = scopeOf(workspace);
      const { rows, total } = await repo.page(db, scope, { page: q.page, size: q.size, descending: q.sort === 'number,desc', search: q.search, filter: q.filter });
      return { content: rows.map(toProtectNumber), totalElements: total, totalPages: Math.ceil(total / q.size), page: q.page, size: q.size };
    },

    /** Every matching number as CSV, read in batches so a large workspace does not sit in one query. */
    async download({ workspace }: WorkspaceScope, q: { search?: string; filter?: ProtectFilter }): Promise<{ filename: string; content: string }> {
      const scope = scopeOf(workspace);
      const lines = [csvRow(DOWNLOAD_HEADER)];
      for (let after = ''; ; ) {
        const rows = await repo.batchAfter(db, scope, after, DOWNLOAD_BATCH, q.search, q.filter);
        lines.push(...rows.map(downloadLine));
        if (rows.length < DOWNLOAD_BATCH) break;
        after = rows[rows.length - 1]!.number;
      }
      return { filename: PROTECT_DOWNLOAD_FILE, content: lines.join('') };
    },

    /** Adds (merging) or replaces the workspace's numbers from a CSV; the registration and first scan run as a job. */
    async register({ workspace }: WorkspaceScope, input: { upload: Upload | null; fields: Record<string, string> }): Promise<ProtectUploadResult> {
      const scope = scopeOf(workspace);
      const parsed = protectRegisterFields.safeParse(input.fields);
      const errors: FieldError[] = parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      if (!input.upload) errors.push({ path: 'file', message: MESSAGES.protectFileRequired });
      if (errors.length > 0 || !parsed.success || !input.upload) throw new AppError('VALIDATION', errors[0]!.message, errors);
      if (!isCsv(input.upload)) throw badRequest(MESSAGES.protectCsvOnly, 'file');
      const record = await activeRecord(scope.workspaceId, parsed.data.businessRecordId);
      const file = read(input.upload, true);
      if (file.rows.length === 0 && file.failureCount === 0) throw badRequest(MESSAGES.protectFileEmpty, 'file');
      // A Replace with nothing valid to put in place leaves the existing numbers alone.
      if (file.rows.length === 0) return result(0, file);
      const at = deps.now();
      const replaced = await db.transaction(async (tx) => {
        const gone = parsed.data.mode === 'REPLACE' ? await repo.removeAll(tx, scope, at) : [];
        await repo.upsert(tx, scope, file.rows, record, at);
        return gone.length;
      });
      await enqueueScan(scope);
      if (replaced > 0) await enqueueWithdrawal(scope);
      return result(file.rows.length, file);
    },

    /** Permanently removes the numbers a CSV lists; numbers the workspace does not manage are reported. */
    async deRegister({ workspace }: WorkspaceScope, upload: Upload | null): Promise<ProtectUploadResult> {
      const scope = scopeOf(workspace);
      if (!upload) throw badRequest(MESSAGES.protectFileRequired, 'file');
      if (!isCsv(upload)) throw badRequest(MESSAGES.protectCsvOnly, 'file');
      const file = read(upload, false);
      if (file.rows.length === 0 && file.failureCount === 0) throw badRequest(MESSAGES.protectFileEmpty, 'file');
      const removed = await repo.remove(db, scope, file.rows.map((r) => r.number), deps.now());
      if (removed.size > 0) await enqueueWithdrawal(scope);
      const missing = file.rows.filter((r) => !removed.has(r.number));
      const listed = missing.slice(0, PROTECT_LIMITS.failuresListed).map((r) => ({ row: r.row, number: r.number, reason: MESSAGES.protectRowNotManaged }));
      return result(removed.size, file, listed, missing.length);
    },
  };
}
export type ProtectService = ReturnType<typeof protectService>;
