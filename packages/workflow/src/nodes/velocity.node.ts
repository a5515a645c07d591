import { z } from 'zod';
import { defineNode, next } from '../define-node';
import { calleePlace } from '../callee-place';
import { checkOutputs } from '../check-outputs';
import { LOOK_BACK_MODES, LOOK_BACK_UNITS, lookBackWindow } from '../calendar/look-back';
import { writeScope } from '../interaction';
import { nodeLog } from '../node-log';
import { NODE_MESSAGES } from '../node-messages';

export const VELOCITY_LOOKUP_SOURCES = ['Phone', 'ExternId'] as const;
export const VELOCITY_CHANNELS = ['Voice', 'SMS'] as const;
/** Spec 3 §9: 7 interactions over 7 days by default. */
export const VELOCITY_DEFAULTS = { maxInteractions: 7, interval: 7 } as const;

const count = (max: number) => z.coerce.number({ error: NODE_MESSAGES.wholeNumberAtLeastOne }).int(NODE_MESSAGES.wholeNumberAtLeastOne)
  .min(1, NODE_MESSAGES.wholeNumberAtLeastOne).max(max);

/**
 * Limits how often the workspace reaches one person: counts the earlier interactions on the chosen channels with the
 * same called number (Phone) or extern ID within the window, and blocks when they reach maxInteractions. Calendar
 * windows start at the beginning of the current minute / hour / day / week (from Sunday) / month in the callee's
 * time zone and reach back interval − 1 more of them; Relative windows are exactly interval units before now.
 * The current interaction is not counted. Writes Velocity { Blocked, Attempts } (Attempts: the earlier interactions
 * found). An interaction without an extern ID to count by is under the limit (a WARNING); a callee whose time zone is
 * unknown has its calendar periods in UTC (a WARNING). Follows Under limit or Over limit.
 * Fails (ERROR, then Over limit, scope unset) when the counter does not answer.
 */
export const velocityNode = defineNode({
  type: 'Velocity',
  category: 'Compliance',
  featureFlag: 'velocity',
  workflowTypes: ['RealTime'],
  label: 'Velocity check',
  description: 'Limit the interactions with one person over a period.',
  outputs: checkOutputs('Under limit', 'Over limit'),
  config: z.object({
    lookUpSource: z.enum(VELOCITY_LOOKUP_SOURCES).default('Phone'),
    channelTypes: z.array(z.enum(VELOCITY_CHANNELS)).min(1, NODE_MESSAGES.channelsRequired).default(['Voice']).transform((c) => [...new Set(c)]),
    maxInteractions: count(100_000).default(VELOCITY_DEFAULTS.maxInteractions),
    interval: count(10_000).default(VELOCITY_DEFAULTS.interval),
    duration: z.enum(LOOK_BACK_UNITS).default('DAYS'),
    lookBackMode: z.enum(LOOK_BACK_MODES).default('Calendar'),
  }),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'select', name: 'lookUpSource', label: 'Count by', options: [{ value: 'Phone', label: 'Phone' }, { value: 'ExternId', label: 'Extern ID' }] },
    { kind: 'multiselect', name: 'channelTypes', label: 'Channels', options: [{ value: 'Voice', label: 'Voice' }, { value: 'SMS', label: 'SMS' }] },
    { kind: 'number', name: 'maxInteractions', label: 'Max interactions', min: 1 },
    { kind: 'number', name: 'interval', label: 'Interval', min: 1 },
    { kind: 'select', name: 'duration', label: 'Period', options: LOOK_BACK_UNITS.map((u) => ({ value: u, label: u.charAt(0) + u.slice(1).toLowerCase() })) },
    { kind: 'select', name: 'lookBackMode', label: 'Look-back', options: [
      { value: 'Calendar', label: 'Calendar (from the start of the current period)' },
      { value: 'Relative', label: 'Relative (from now back)' },
    ] },
  ],
  fallback: 'blocked',
  evaluate: async (config, ix, ctx, node) => {
    const value = config.lookUpSource === 'Phone' ? ix.to : ix.externId?.trim();
    if (!value) {
      writeScope(ix, 'Velocity', { Blocked: false, Attempts: 0 });
      nodeLog(ix, ctx, node, 'WARNING', 'The interaction has no extern ID to count by');
      return next('allowed');
    }
    const zone = calleePlace(ix, ctx)?.zones[0] ?? null;
    if (!zone && config.lookBackMode === 'Calendar') nodeLog(ix, ctx, node, 'WARNING', "The callee's time zone is unknown, calendar periods are counted in UTC");
    const now = ctx.now();
    const { since, from } = lookBackWindow(now, zone ?? 'UTC', config.interval, config.duration, config.lookBackMode);
    const attempts = await ctx.velocity.count({ by: config.lookUpSource, value, channelTypes: config.channelTypes, since });
    const blocked = attempts >= config.maxInteractions;
    writeScope(ix, 'Velocity', { Blocked: blocked, Attempts: attempts });
    const what = `${attempts} earlier ${config.channelTypes.join('/')} interaction${attempts === 1 ? '' : 's'} since ${from} (limit ${config.maxInteractions})`;
    nodeLog(ix, ctx, node, blocked ? 'WARNING' : 'SUCCESS', blocked ? `Blocked: ${what}` : what);
    return next(blocked ? 'blocked' : 'allowed');
  },
});
