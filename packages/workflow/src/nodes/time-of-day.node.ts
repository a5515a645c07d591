import { z } from 'zod';
import { DateTime } from 'luxon';
import { defineNode, next, type FormField } from '../define-node';
import { calleePlace, placeScope } from '../callee-place';
import { checkOutputs } from '../check-outputs';
import { WEEK_DAYS, WEEK_DAY_LABELS, formatPeriods, inPeriods, periods, weekDayOf, type Period, type WeekDay } from '../calendar/periods';
import { formatLocal, isoDateOf, localMinute } from '../calendar/local-time';
import { writeScope } from '../interaction';
import { nodeLog } from '../node-log';
import { NODE_MESSAGES } from '../node-messages';
import { itemId } from '../scope-refs';

/** Spec 3 §9: Monday to Friday 08:00–21:00 (480–1260), weekends closed. */
export const TIME_OF_DAY_DEFAULT_PERIODS: Readonly<Record<WeekDay, readonly Period[]>> = {
  sunday: [], monday: [{ start: 480, end: 1260 }], tuesday: [{ start: 480, end: 1260 }], wednesday: [{ start: 480, end: 1260 }],
  thursday: [{ start: 480, end: 1260 }], friday: [{ start: 480, end: 1260 }], saturday: [],
};

/** A date whose periods replace its weekday's (a holiday closed all day, a late opening…); the date is the callee's local date. */
export const timeOfDayOverride = z.object({
  id: itemId,
  date: z.string({ error: NODE_MESSAGES.dateInvalid }).trim()
    .refine((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && DateTime.fromISO(d).isValid, NODE_MESSAGES.dateInvalid),
  periods: periods.default([]),
});

const dayFields = Object.fromEntries(WEEK_DAYS.map((d) => [d, periods.default([...TIME_OF_DAY_DEFAULT_PERIODS[d]])])) as Record<WeekDay, ReturnType<typeof periods.default>>;

/**
 * Routes on the callee's local time: open when the minute falls in one of the periods of the local weekday (or of an
 * override for the local date). The callee's time zone is read from the node's scopes in order (a time zone, a phone's
 * area code, a state, a ZIP), else the interaction's place; when only the state is known, every zone of the state must
 * be open. Writes TimeOfDay { Blocked }. Follows Within hours or Outside hours; a callee whose place is unknown is
 * Outside hours (a WARNING). Never fails once its settings are valid (fallback: Outside hours).
 */
export const timeOfDayNode = defineNode({
  type: 'TimeOfDay',
  category: 'Conditional routing',
  featureFlag: 'timeOfDay',
  workflowTypes: ['RealTime'],
  label: 'Time of day',
  description: 'Route on the callee\'s local day and time.',
  outputs: checkOutputs('Within hours', 'Outside hours'),
  config: z.object({
    scopes: z.array(placeScope).max(20).default([]),
    overrides: z.array(timeOfDayOverride).max(366).default([]).superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((o, i) => {
        if (seen.has(o.date)) ctx.addIssue({ code: 'custom', message: NODE_MESSAGES.dateRepeated, path: [i, 'date'] });
        seen.add(o.date);
      });
    }),
    ...dayFields,
  }),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'widget', name: 'scopes', label: "Callee's time zone from", widget: 'propertyScopes',
      helperText: "Tried in order; the interaction's ZIP or area code is used when none gives a place" },
    ...WEEK_DAYS.map((d): FormField => ({ kind: 'widget', name: d, label: WEEK_DAY_LABELS[d], widget: 'timeOfDayPeriods' })),
    { kind: 'widget', name: 'overrides', label: 'Overrides', widget: 'timeOfDayOverrides' },
  ],
  panelWidth: 700,
  fallback: 'blocked',
  evaluate: (config, ix, ctx, node) => {
    const place = calleePlace(ix, ctx, config.scopes);
    if (!place || place.zones.length === 0) {
      writeScope(ix, 'TimeOfDay', { Blocked: true });
      nodeLog(ix, ctx, node, 'WARNING', "Outside hours: the callee's time zone is unknown");
      return next('blocked');
    }
    const checks = place.zones.map((zone) => {
      const local = localMinute(ctx.now(), zone);
      const date = isoDateOf(local);
      const override = config.overrides.find((o) => o.date === date);
      const day = weekDayOf(local.weekday);
      const list = override ? override.periods : config[day];
      const open = inPeriods(local.hour * 60 + local.minute, list);
      return { open, text: `${formatLocal(local, { date: false })} ${zone} (${override ? `override ${date}` : WEEK_DAY_LABELS[day]}: ${formatPeriods(list)})` };
    });
    const closed = checks.find((c) => !c.open);
    writeScope(ix, 'TimeOfDay', { Blocked: Boolean(closed) });
    nodeLog(ix, ctx, node, 'INFO', closed ? `Outside hours: ${closed.text}` : `Within hours: ${checks.map((c) => c.text).join('; ')}`);
    return next(closed ? 'blocked' : 'allowed');
  },
});
