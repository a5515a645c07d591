import type { MappedCol, MappingTemplate } from '@trueline/contract';

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A first mapping: each column whose header names a campaign field (any case, spaces and signs ignored) goes to it. */
export function autoMatch(headers: readonly string[], fields: readonly string[]): MappedCol[] {
  const byName = new Map(fields.map((f) => [norm(f), f]));
  const used = new Set<string>();
  const out: MappedCol[] = [];
  headers.forEach((h, columnIndex) => {
    const field = byName.get(norm(h));
    if (field && !used.has(field)) {
      used.add(field);
      out.push({ columnIndex, columnId: field });
    }
  });
  return out;
}

/** A template's mapping kept to the columns of this file and the fields of this campaign. */
export function templateMapping(template: MappingTemplate, columns: number, fields: readonly string[]): MappedCol[] {
  const known = new Set(fields);
  return template.mapping.filter((m) => m.columnIndex < columns && known.has(m.columnId));
}
