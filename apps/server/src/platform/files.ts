import fs from 'node:fs/promises';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable, Transform } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Db } from './db';
import { files } from './platform.tables';
import { newId } from './crypto';

export interface StoredFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
  bytes: Buffer;
}

export type FileMeta = Omit<StoredFile, 'bytes'>;

/** Keeps uploaded and generated files: metadata in the database, bytes on disk under DATA_DIR/files. */
export interface FileStorage {
  put(input: { orgId: string; name: string; contentType: string; bytes: Buffer }): Promise<string>;
  get(id: string): Promise<StoredFile | null>;
  remove(id: string): Promise<void>;
  /**
   * Stores a stream without holding it in memory (large uploads). `through` sees the bytes on their way to disk
   * (to parse or count them); when the stream or `through` fails, nothing is kept and the error is thrown.
   */
  putStream(input: { orgId: string; name: string; contentType: string; stream: Readable; through?: Transform[] }): Promise<{ id: string; size: number }>;
  /** The file's metadata and a stream of its bytes (from `start`), or null when it is gone. */
  openStream(id: string, opts?: { start?: number }): Promise<{ meta: FileMeta; stream: ReadStream } | null>;
  /**
   * An empty stored file that a job writes in place (appending at `pathOf`, truncating to resume); `sync` records
   * its size on disk when the writer is done.
   */
  create(input: { orgId: string; name: string; contentType: string }): Promise<string>;
  pathOf(id: string): string;
  sync(id: string): Promise<number>;
  stat(id: string): Promise<FileMeta | null>;
}

export function diskFileStorage(db: Db, root: string): FileStorage {
  const pathOf = (id: string) => path.join(root, id.slice(0, 2), id);
  return {
    async put({ orgId, name, contentType, bytes }) {
      const id = newId();
      await fs.mkdir(path.dirname(pathOf(id)), { recursive: true });
      await fs.writeFile(pathOf(id), bytes);
      await db.insert(files).values({ id, orgId, name, contentType, size: bytes.length });
      return id;
    },
    async get(id) {
      const [meta] = await db.select().from(files).where(eq(files.id, id));
      if (!meta) return null;
      const bytes = await fs.readFile(pathOf(id)).catch(() => null);
      return bytes ? { id, name: meta.name, contentType: meta.contentType, size: meta.size, bytes } : null;
    },
    async remove(id) {
      await db.delete(files).where(eq(files.id, id));
      await fs.rm(pathOf(id), { force: true });
    },
    async putStream({ orgId, name, contentType, stream, through = [] }) {
      const id = newId();
      const target = pathOf(id);
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        await (pipeline as (...streams: unknown[]) => Promise<void>)(stream, ...through, createWriteStream(target));
      } catch (err) {
        await fs.rm(target, { force: true });
        throw err;
      }
      const { size } = await fs.stat(target);
      await db.insert(files).values({ id, orgId, name, contentType, size });
      return { id, size };
    },
    async openStream(id, opts = {}) {
      const [meta] = await db.select().from(files).where(eq(files.id, id));
      if (!meta) return null;
      const exists = await fs.access(pathOf(id)).then(() => true, () => false);
      if (!exists) return null;
      return { meta: { id, name: meta.name, contentType: meta.contentType, size: meta.size }, stream: createReadStream(pathOf(id), { start: opts.start ?? 0 }) };
    },
    async create({ orgId, name, contentType }) {
      const id = newId();
      await fs.mkdir(path.dirname(pathOf(id)), { recursive: true });
      await fs.writeFile(pathOf(id), '');
      await db.insert(files).values({ id, orgId, name, contentType, size: 0 });
      return id;
    },
    pathOf,
    async sync(id) {
      const { size } = await fs.stat(pathOf(id));
      await db.update(files).set({ size }).where(eq(files.id, id));
      return size;
    },
    async stat(id) {
      const [meta] = await db.select().from(files).where(eq(files.id, id));
      return meta ? { id, name: meta.name, contentType: meta.contentType, size: meta.size } : null;
    },
  };
}
