import fs from 'node:fs/promises';
import path from 'node:path';
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

/** Keeps uploaded and generated files: metadata in the database, bytes on disk under DATA_DIR/files. */
export interface FileStorage {
  put(input: { orgId: string; name: string; contentType: string; bytes: Buffer }): Promise<string>;
  get(id: string): Promise<StoredFile | null>;
  remove(id: string): Promise<void>;
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
  };
}
