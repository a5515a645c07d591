import type { ComponentType } from 'react';
import type { NodeWidget } from '@trueline/workflow';
import type { WidgetProps } from './widget-props';
import { DecisionConditions } from './DecisionConditions';
import { DayPeriods } from './DayPeriods';
import { TimeOfDayOverrides } from './TimeOfDayOverrides';
import { PropertyScopes } from './PropertyScopes';
import { HolidaysChooser } from './HolidaysChooser';
import { StatesChooser } from './StatesChooser';
import { AttributeMappings } from './AttributeMappings';
import { CampaignMappings } from './CampaignMappings';
import { ScriptEditor } from './ScriptEditor';
import { ScriptOutputs } from './ScriptOutputs';

/** The special widgets, registered by the name node definitions use (design §6). */
export const WIDGETS: Record<NodeWidget, ComponentType<WidgetProps>> = {
  decisionConditions: DecisionConditions,
  timeOfDayPeriods: DayPeriods,
  timeOfDayOverrides: TimeOfDayOverrides,
  propertyScopes: PropertyScopes,
  holidays: HolidaysChooser,
  states: StatesChooser,
  recordSetAttributeMappings: AttributeMappings,
  campaignMappings: CampaignMappings,
  script: ScriptEditor,
  scriptOutputs: ScriptOutputs,
};
