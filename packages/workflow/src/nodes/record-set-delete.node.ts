import { z } from 'zod';
import { recordSetScope } from '@trueline/contract';
import { defineNode, next } from '../define-node';
import { nodeLog } from '../node-log';
import { EVEN_WITH_ERRORS } from '../scope-refs';
import { WRITE_SOURCES, activeRecordSet, checkMetaDataKey, recordKey, sourceOptions, writeKeyShape } from '../record-keys';

/**
 * Removes the record keyed by the interaction's phone (To) or a meta data value (an ETL task that keeps its records
 * removes them this way), and clears the scope `RecordSet:{id}`. Follows Next whether or not there was a record.
 * Fails (ERROR, then Next) when the record set is missing or deleted or the store does not answer.
 */
export const recordSetDeleteNode = defineNode({
  type: 'RecordSetDelete',
  category: 'Data services',
  featureFlag: 'recordSet',
  label: 'Record set delete',
  description: 'Remove the interaction\'s record from a record set.',
  outputs: [{ id: 'next', label: 'Next' }],
  config: z.object(writeKeyShape).superRefine(checkMetaDataKey, EVEN_WITH_ERRORS),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'picker', name: 'recordSetId', label: 'Record set', source: 'recordSets' },
    { kind: 'select', name: 'lookupSource', label: 'Primary key', options: sourceOptions(WRITE_SOURCES) },
    { kind: 'text', name: 'metaDataKey', label: 'Meta data key', showIf: { field: 'lookupSource', equals: 'METADATA' } },
  ],
  fallback: 'next',
  evaluate: async (config, ix, ctx, node) => {
    const set = await activeRecordSet(ctx, config.recordSetId);
    const key = recordKey(ix, set, config.lookupSource, config.metaDataKey);
    if (key.key === null) {
      nodeLog(ix, ctx, node, 'WARNING', `Nothing removed: ${key.why}`);
      return next('next');
    }
    const removed = await ctx.recordSets.remove(set.id, key.key);
    delete ix.scopes[recordSetScope(set.id)];
    nodeLog(ix, ctx, node, removed ? 'SUCCESS' : 'INFO', removed ? `Record removed (${key.key} from ${set.name})` : `No record to remove (${key.key} in ${set.name})`);
    return next('next');
  },
});
