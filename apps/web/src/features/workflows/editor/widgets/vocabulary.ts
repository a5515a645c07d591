import {
  DECISION_OPERATIONS, SCOPE_LABELS, SCOPE_PROPERTIES, recordSetIdOfScope, recordSetScope, type DecisionOperation, type FixedScope, type PickerOption,
} from '@trueline/contract';

/**
 * The words of the node widgets (spec 3 §3, §5, §9): scopes and their properties, Decision operations, place
 * property types, mapping scopes and types, holidays and State DNC states.
 */

export const OPERATION_LABELS: Record<DecisionOperation, string> = {
  EQUALS: 'equals', NOT_EQUALS: 'does not equal', IS_SET: 'is set', IS_NOT_SET: 'is not set', CONTAINS: 'contains',
  DOES_NOT_CONTAIN: 'does not contain', GREATER_THAN: 'is greater than', LESS_THAN: 'is less than',
};
export const OPERATIONS = DECISION_OPERATIONS;
/** Operations that compare with nothing: their value is hidden (spec 3 §5). */
export const VALUELESS_OPERATIONS: readonly DecisionOperation[] = ['IS_SET', 'IS_NOT_SET'];

export const FIXED_SCOPES = Object.keys(SCOPE_PROPERTIES) as FixedScope[];
/** Scopes a mapping may read (spec 3 §3 "Mapping scopes"), besides each record set. */
export const MAPPING_SCOPES: readonly FixedScope[] = ['Interaction', 'Meta', 'DataBoost', 'CampaignQuery', 'Custom'];
/** Scopes a place (time zone or state) may be read from. */
export const PLACE_SCOPES: readonly FixedScope[] = ['Interaction', 'Meta', 'CampaignQuery', 'Custom'];

export interface Choice {
  value: string;
  label: string;
}

/** The scopes offered: the fixed ones asked for, then each ACTIVE record set by name. */
export function scopeChoices(fixed: readonly FixedScope[], recordSets: readonly PickerOption[]): Choice[] {
  return [
    ...fixed.map((s) => ({ value: s, label: SCOPE_LABELS[s] })),
    ...recordSets.map((r) => ({ value: recordSetScope(r.id), label: `Record set: ${r.name}` })),
  ];
}

/** A scope's properties, or null when the property is free text (Meta data, Custom). A record set's are its attribute names. */
export function propertiesOf(scope: string, recordSets: readonly PickerOption[]): readonly string[] | null {
  const setId = recordSetIdOfScope(scope);
  if (setId) return (recordSets.find((r) => r.id === setId)?.attributes ?? []).map((a) => a.name);
  const props = (SCOPE_PROPERTIES as Record<string, readonly string[] | null>)[scope];
  return props === undefined ? [] : props;
}

export const PLACE_PROPERTY_TYPES = ['Timezone', 'Phone', 'State', 'Zip'] as const;
export type PlacePropertyType = (typeof PLACE_PROPERTY_TYPES)[number];
/** For the Interaction scope the type follows from the property (spec 3 §5): Timezone, To → Phone, State, anything else Zip. */
export function interactionPropertyType(property: string): PlacePropertyType {
  if (property === 'Timezone') return 'Timezone';
  if (property === 'To') return 'Phone';
  if (property === 'State') return 'State';
  return 'Zip';
}

export const MAPPING_TYPES = ['Phone', 'Zip', 'City', 'State', 'Data'] as const;

export const HOLIDAYS = ['NEW_YEARS_DAY', 'MLK_DAY', 'MEMORIAL_DAY', 'INDEPENDENCE_DAY', 'LABOR_DAY', 'THANKSGIVING', 'CHRISTMAS'] as const;
export const HOLIDAY_LABELS: Record<(typeof HOLIDAYS)[number], string> = {
  NEW_YEARS_DAY: "New Year's Day", MLK_DAY: 'Martin Luther King Jr. Day', MEMORIAL_DAY: 'Memorial Day', INDEPENDENCE_DAY: 'Independence Day',
  LABOR_DAY: 'Labor Day', THANKSGIVING: 'Thanksgiving', CHRISTMAS: 'Christmas',
};

export const STATE_DNC_STATES = ['CO', 'FL', 'IN', 'LA', 'MA', 'MO', 'OK', 'PA', 'TN', 'TX', 'WY'] as const;

/** Fields a messaging list takes (the mapping targets offered; others can be typed). */
export const MESSAGING_FIELDS = ['Phone', 'FirstName', 'LastName', 'Email', 'Zip', 'City', 'State'] as const;
