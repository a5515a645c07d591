import { z } from 'zod';
import { DateTime } from 'luxon';
import { defineNode, next } from '../define-node';
import { checkOutputs } from '../check-outputs';
import { readDate } from '../dates';
import { scopeValue, writeScope } from '../interaction';
import { nodeLog } from '../node-log';
import { NODE_MESSAGES } from '../node-messages';
import { requiredId } from '../record-keys';
import { EVEN_WITH_ERRORS, SINGLE_SCOPE_OPTIONS, checkScopeRef, optionalText, scopeLabel } from '../scope-refs';

export const RND_LOOK_BACK = { min: 1, max: 3650, default: 30 } as const;

/**
 * Asks the Reassigned Numbers Database, through one of the workspace's RND connections, whether the called number
 * (To) was permanently disconnected since a date: the date (of consent) read from `dateTokenScope`.`dateTokenProp`,
 * else `defaultLookBackDays` before now. Yes follows Reassigned; No follows Not reassigned. An answer that is neither
 * (the database has no data for the number, with the provider's note in `failure`) follows Not reassigned with a
 * WARNING: nothing says the number changed hands, and a Decision on ReassignedNumber.Reassigned IS_NOT_SET can route
 * it elsewhere. Writes ReassignedNumber { Reassigned (true, false, or null), Failure }.
 * Fails (ERROR, then Reassigned, scope unset) when the connection is gone or the database does not answer.
 */
export const reassignedNumberDatabaseNode = defineNode({
  type: 'ReassignedNumberDatabase',
  category: 'Compliance',
  featureFlag: 'rnd',
  label: 'Reassigned numbers (RND)',
  description: 'Check whether the number was reassigned since consent.',
  outputs: checkOutputs('Not reassigned', 'Reassigned'),
  config: z.object({
    connectionId: requiredId,
    dateTokenScope: z.preprocess((v) => (v == null || v === '' ? 'Meta' : v), z.string().trim()),
    dateTokenProp: optionalText(200),
    defaultLookBackDays: z.coerce.number({ error: NODE_MESSAGES.wholeNumberAtLeastOne }).int(NODE_MESSAGES.wholeNumberAtLeastOne)
      .min(RND_LOOK_BACK.min, NODE_MESSAGES.wholeNumberAtLeastOne).max(RND_LOOK_BACK.max).default(RND_LOOK_BACK.default),
  }).superRefine((c, ctx) => {
    if (c.dateTokenProp) checkScopeRef({ scope: c.dateTokenScope, property: c.dateTokenProp }, ctx, { paths: { scope: 'dateTokenScope', property: 'dateTokenProp' } });
  }, EVEN_WITH_ERRORS),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'picker', name: 'connectionId', label: 'RND connection', source: 'rndConnections' },
    { kind: 'select', name: 'dateTokenScope', label: 'Consent date scope', options: SINGLE_SCOPE_OPTIONS },
    { kind: 'text', name: 'dateTokenProp', label: 'Consent date property', helperText: 'The date the callee gave consent (e.g. 2025-06-30)' },
    { kind: 'number', name: 'defaultLookBackDays', label: 'Default look-back (days)', min: RND_LOOK_BACK.min, max: RND_LOOK_BACK.max,
      helperText: 'Used when the interaction has no consent date' },
  ],
  fallback: 'blocked',
  evaluate: async (config, ix, ctx, node) => {
    const now = ctx.now();
    const raw = config.dateTokenProp ? scopeValue(ix, config.dateTokenScope, config.dateTokenProp) : null;
    const given = readDate(raw);
    if (raw !== null && raw !== '' && !given) nodeLog(ix, ctx, node, 'WARNING', `${scopeLabel(config.dateTokenScope)} ${config.dateTokenProp} "${String(raw)}" is not a date, looking back ${config.defaultLookBackDays} days`);
    const since = given && given <= now ? given : DateTime.fromJSDate(now).minus({ days: config.defaultLookBackDays }).toJSDate();
    const day = DateTime.fromJSDate(since, { zone: 'utc' }).toISODate();

    const r = await ctx.rnd.check(config.connectionId, ix.to, since);
    writeScope(ix, 'ReassignedNumber', { Reassigned: r.reassigned, Failure: r.failure });
    if (r.reassigned === null) nodeLog(ix, ctx, node, 'WARNING', `No answer for ${ix.to} since ${day}: ${r.failure ?? 'no data'}`);
    else if (r.reassigned) nodeLog(ix, ctx, node, 'WARNING', `Blocked: ${ix.to} was disconnected (reassigned) since ${day}`);
    else nodeLog(ix, ctx, node, 'SUCCESS', `${ix.to} was not reassigned since ${day}`);
    return next(r.reassigned ? 'blocked' : 'allowed');
  },
});
