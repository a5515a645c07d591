import type { ReadStream } from 'node:fs';
import { MESSAGING_LIMITS, MESSAGING_MESSAGES as M, TEXT_MAX, type MessagingCampaign } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { signedTokens } from '../../platform/crypto';
import type { WorkspaceScope } from '../workspaces/workspace';
import * as repo from './messaging-campaigns.repo';
import type { MessagingCampaignRow, MessagingMediaFile } from './messaging-campaigns.tables';
import { byWhom, type MessagingCampaignsService } from './messaging-campaigns.service';

/** How long a media address answered by `mediaUrl` works (the lightbox opens it at once; the carrier fetches it on send). */
export const MEDIA_URL_SECONDS = 300;
/** How long the carrier's media addresses work (a lead may be retried hours later). */
export const CARRIER_MEDIA_DAYS = 7;

type MediaKind = 'jpeg' | 'png' | 'gif' | 'pdf' | 'svg';
const KIND_OF_EXTENSION: Record<string, MediaKind> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', gif: 'gif', pdf: 'pdf', svg: 'svg' };
const CONTENT_TYPES: Record<MediaKind, string> = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', pdf: 'application/pdf', svg: 'image/svg+xml' };

/** What the first bytes say the file is (JPEG, PNG, GIF and PDF signatures; an SVG is XML whose root is `<svg`). */
export function sniffMedia(bytes: Buffer): MediaKind | null {
  const starts = (sig: number[] | string) => (typeof sig === 'string' ? bytes.subarray(0, sig.length).toString('latin1') === sig : sig.every((b, i) => bytes[i] === b));
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts('GIF87a') || starts('GIF89a')) return 'gif';
  if (starts('%PDF-')) return 'pdf';
  const head = bytes.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '');
  // Prolog, comments and doctype may come before the root element; the first element must be <svg.
  const rest = head.replace(/^(\s*(<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>))*\s*/i, '');
  return /^<svg[\s>]/i.test(rest) ? 'svg' : null;
}

/** A file name kept in the campaign: no path, no control characters, at most TEXT_MAX.name characters (the extension kept). */
export function cleanMediaName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (base.length <= TEXT_MAX.name) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? base.slice(dot) : '';
  return base.slice(0, TEXT_MAX.name - ext.length) + ext;
}

/** The headers a media file is served with: never run as a page (SVG is an attachment under a sandboxing CSP). */
export function mediaHeaders(file: Pick<MessagingMediaFile, 'fileName' | 'contentType'>): Record<string, string> {
  const svg = file.contentType === 'image/svg+xml';
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return {
    'content-type': file.contentType,
    'content-disposition': `${svg ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, max-age=300',
  };
}

/**
 * MMS media of a campaign's initial message (spec 3 §2.3): uploaded while the campaign is a DRAFT whose source allows
 * MMS, checked by name and by content, kept in the file store; read through short-lived signed addresses.
 */
export function messagingMedia(deps: Pick<Deps, 'db' | 'files' | 'now' | 'secretKey' | 'config'>, campaigns: MessagingCampaignsService) {
  const { db } = deps;
  const tokens = signedTokens<{ c: string; f: string }>(deps.secretKey, 'messaging-media');

  async function draft(scope: WorkspaceScope, id: string) {
    const row = await campaigns.findLive(scope, id);
    if (row.campaignStatus !== 'DRAFT') throw conflict(M.overviewLocked);
    return row;
  }

  async function saveFiles(scope: WorkspaceScope, row: repo.MessagingCampaignRow, mediaFiles: MessagingMediaFile[], event: string) {
    const saved = await repo.updateCampaign(db, row.id, { mediaFiles, updated: deps.now() });
    await campaigns.log(saved, 'INFO', 'Settings', `${event} by ${byWhom(scope.actor)}`);
    await campaigns.publish(saved);
    return campaigns.present(scope, saved);
  }

  return {
    /**
     * Adds a file: the campaign must be a DRAFT (409) whose source allows MMS; the file's name and bytes must be one of
     * the accepted types, at most mediaMaxBytes, and the campaign must have room for it. A file of the same name is
     * replaced.
     */
    async upload(scope: WorkspaceScope, id: string, upload: { filename: string; bytes: Buffer }): Promise<MessagingCampaign> {
      const row = await draft(scope, id);
      const source = row.senderSourceId ? (await campaigns.senderSources(scope)).find((s) => s.id === row.senderSourceId) : null;
      if (!source?.mmsEnabled) throw badRequest(M.mediaNotEnabled, 'file');
      const { bytes } = upload;
      const fileName = cleanMediaName(upload.filename);
      const kind = KIND_OF_EXTENSION[fileName.split('.').pop()?.toLowerCase() ?? ''];
      if (bytes.length > MESSAGING_LIMITS.mediaMaxBytes) throw new AppError('TOO_LARGE', M.mediaTooLarge, [{ path: 'file', message: M.mediaTooLarge }]);
      if (!kind || !fileName.includes('.') || sniffMedia(bytes) !== kind) throw badRequest(M.mediaType, 'file');
      const replaced = row.mediaFiles.find((f) => f.fileName === fileName);
      if (!replaced && row.mediaFiles.length >= MESSAGING_LIMITS.mediaFilesMax) throw badRequest(M.mediaTooMany, 'file');
      const contentType = CONTENT_TYPES[kind];
      const fileId = await deps.files.put({ orgId: row.orgId, name: fileName, contentType, bytes });
      const files = [...row.mediaFiles.filter((f) => f !== replaced), { fileName, size: bytes.length, fileId, contentType }];
      const answer = await saveFiles(scope, row, files, `Media file ${fileName} added`);
      if (replaced) await deps.files.remove(replaced.fileId);
      return answer;
    },

    /** A signed address of the file's bytes that works for MEDIA_URL_SECONDS. */
    async url(scope: WorkspaceScope, id: string, fileName: string): Promise<{ url: string }> {
      const row = await campaigns.find(scope, id);
      const file = row.mediaFiles.find((f) => f.fileName === fileName);
      if (!file) throw notFound(M.mediaMissing);
      const token = tokens.sign({ c: row.id, f: file.fileId }, new Date(deps.now().getTime() + MEDIA_URL_SECONDS * 1000));
      return { url: `${deps.config.publicUrl}/api/messagingMedia?token=${token}` };
    },

    /** The address the carrier fetches a media file from while it sends (MMS): signed for CARRIER_MEDIA_DAYS. */
    carrierUrl(row: Pick<MessagingCampaignRow, 'id'>, fileId: string): string {
      const token = tokens.sign({ c: row.id, f: fileId }, new Date(deps.now().getTime() + CARRIER_MEDIA_DAYS * 86_400_000));
      return `${deps.config.publicUrl}/api/messagingMedia?token=${token}`;
    },

    /** The file a signed address names, while it is valid and the file still belongs to the campaign; else 404. */
    async open(token: string): Promise<{ file: MessagingMediaFile; stream: ReadStream }> {
      const claim = tokens.verify(token, deps.now());
      const row = claim ? await repo.findCampaignById(db, claim.c) : null;
      const file = row?.mediaFiles.find((f) => f.fileId === claim!.f);
      const stored = file ? await deps.files.openStream(file.fileId) : null;
      if (!file || !stored) throw notFound(M.mediaMissing);
      return { file, stream: stored.stream };
    },

    async remove(scope: WorkspaceScope, id: string, fileName: string): Promise<MessagingCampaign> {
      const row = await draft(scope, id);
      const file = row.mediaFiles.find((f) => f.fileName === fileName);
      if (!file) throw notFound(M.mediaMissing);
      const answer = await saveFiles(scope, row, row.mediaFiles.filter((f) => f !== file), `Media file ${fileName} removed`);
      await deps.files.remove(file.fileId);
      return answer;
    },
  };
}
export type MessagingMedia = ReturnType<typeof messagingMedia>;
