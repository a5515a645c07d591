import { latency, pick, seeded } from '../sandbox';
import type { EmergencyDeclaration, EmergencyProvider } from './emergency';

/** ZIPs with a fixed answer, for trying the node: New Orleans is always under a hurricane declaration, Manhattan never. */
export const SANDBOX_EMERGENCY_ZIPS = { declared: '70112', clear: '10001' } as const;

/** Which incidents strike where and when, and how often a state-week is under one (from the pattern of FEMA declarations). */
const HAZARDS: { type: string; states: readonly string[]; months: readonly number[]; rate: number; level: string }[] = [
  { type: 'Hurricane', states: ['TX', 'LA', 'MS', 'AL', 'FL', 'GA', 'SC', 'NC', 'VA'], months: [6, 7, 8, 9, 10, 11], rate: 0.08, level: 'Major Disaster' },
  { type: 'Wildfire', states: ['CA', 'OR', 'WA', 'ID', 'MT', 'NV', 'AZ', 'NM', 'CO', 'UT'], months: [7, 8, 9, 10], rate: 0.06, level: 'Fire Management' },
  { type: 'Winter Storm', states: ['ME', 'NH', 'VT', 'NY', 'MA', 'MI', 'MN', 'WI', 'ND', 'SD', 'PA', 'OH'], months: [12, 1, 2], rate: 0.04, level: 'Emergency' },
  { type: 'Tornado', states: ['OK', 'KS', 'NE', 'TX', 'MO', 'AR', 'IA', 'AL', 'MS'], months: [3, 4, 5, 6], rate: 0.05, level: 'Major Disaster' },
  { type: 'Severe Storm', states: [], months: [4, 5, 6, 7, 8], rate: 0.01, level: 'Major Disaster' },
  { type: 'Flood', states: [], months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], rate: 0.008, level: 'Emergency' },
];
const HURRICANE_NAMES = ['Alberto', 'Beryl', 'Chris', 'Debby', 'Ernesto', 'Francine', 'Gordon', 'Helene', 'Isaac', 'Joyce', 'Kirk', 'Leslie', 'Milton', 'Nadine', 'Oscar', 'Patty', 'Rafael', 'Sara', 'Tony', 'Valerie', 'William'];

const NONE: EmergencyDeclaration = { active: false, type: null, name: null, alertLevel: null };

/** The Monday (UTC) that starts the week of a time: declarations run whole weeks here. */
const weekOf = (at: Date) => {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
};

/**
 * A sandbox of declared emergencies: for each state and week, seeded hazards in their seasons and regions (a few
 * percent of state-weeks), the same answer for the same state and week every time; SANDBOX_EMERGENCY_ZIPS fix two.
 */
export function sandboxEmergency(opts: { latencyScale: number }): EmergencyProvider {
  return {
    async declared({ state, zip, at }) {
      await latency(opts.latencyScale, 20, 80, `emergency:${state}:${zip}`);
      const z = zip?.trim().slice(0, 5) ?? '';
      if (z === SANDBOX_EMERGENCY_ZIPS.declared) return { active: true, type: 'Hurricane', name: 'Hurricane Test', alertLevel: 'Major Disaster' };
      if (z === SANDBOX_EMERGENCY_ZIPS.clear || !state) return NONE;
      const week = weekOf(at);
      const month = new Date(`${week}T00:00:00Z`).getUTCMonth() + 1;
      for (const h of HAZARDS) {
        if ((h.states.length > 0 && !h.states.includes(state)) || !h.months.includes(month)) continue;
        const rand = seeded(`emergency:${state}:${week}:${h.type}`);
        if (rand() >= h.rate) continue;
        const name = h.type === 'Hurricane' ? `Hurricane ${pick(rand, HURRICANE_NAMES)}` : `${state} ${h.type} ${week.slice(0, 4)}`;
        return { active: true, type: h.type, name, alertLevel: h.level };
      }
      return NONE;
    },
  };
}
