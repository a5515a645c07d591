import { MESSAGES } from '@trueline/contract';

/**
 * Validation texts of the node settings: the spec's words where it has them (spec 3 §5: "Field is required" and the
 * schedule texts), ours where it is silent. The editor shows the same texts inline.
 */
export const NODE_MESSAGES = {
  required: MESSAGES.fieldRequired,
  endBeforeStart: 'Choose an end time later than the start time.',
  overlap: 'Times currently overlap. Please correct.',
  minuteRange: 'Times run from 0 (midnight) to 1439 (11:59pm)',
  conditionsRequired: 'Add at least one condition',
  scopeUnknown: 'Choose a scope',
  propertyNotInScope: 'Choose a property of this scope',
  scopeNotMappable: 'This scope cannot be mapped',
  statesRequired: 'Choose at least one state',
  channelsRequired: 'Choose at least one channel',
  phoneMappingRequired: 'Map a phone number (a mapping of type Phone)',
  mappingRepeated: 'Each field can be mapped only once',
  attributeRepeated: 'Each attribute can be set only once',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  dateRepeated: 'Only one override per date',
  scriptOutputs: 'A script has 1 to 11 outputs',
  wholeNumberAtLeastOne: 'Enter a whole number of at least 1',
} as const;
