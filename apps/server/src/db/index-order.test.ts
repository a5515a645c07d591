import { describe, expect, it } from 'vitest';
import { is } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/**
 * Drizzle builds `.desc()` as DESC NULLS LAST, which cannot serve ORDER BY ... DESC (NULLS FIRST) in either direction:
 * every newest-first page then sorts its whole range (the usage reports took 0.9 s a page over 10,000,000 rows).
 * Ascending columns are scanned backward for DESC.
 */
describe('indexes', () => {
  it('order no column DESC NULLS LAST', () => {
    const offending: string[] = [];
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      for (const index of getTableConfig(table).indexes) {
        for (const column of index.config.columns) {
          if (is(column, IndexedColumn) && column.indexConfig?.order === 'desc' && column.indexConfig.nulls !== 'first') offending.push(`${index.config.name}.${column.name}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });
});
