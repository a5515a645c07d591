import type { ListPreview } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { csvSlice } from './csv';

/** The header row and one page of data rows of a stored list file (Core and Engage lists' mapping panels). */
export async function filePreview(files: Pick<Deps['files'], 'openStream'>, list: { fileId: string | null; rowCount: number | null }, q: { page: number; size: number }): Promise<ListPreview> {
  const source = list.fileId ? await files.openStream(list.fileId) : null;
  if (!source) throw notFound();
  const { first, rows } = await csvSlice(source.stream, q.page * q.size, q.size);
  return { rows: [first ?? [], ...rows], page: q.page, size: q.size, totalRows: list.rowCount ?? 0 };
}
