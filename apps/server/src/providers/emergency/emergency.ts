/**
 * A declared state of emergency (a natural disaster) covering a place: some states restrict telemarketing into areas
 * under a declaration, so the StateOfEmergency node asks before a call goes out.
 */
export interface EmergencyDeclaration {
  active: boolean;
  /** The incident: Hurricane, Wildfire, Winter Storm, Severe Storm, Tornado, Flood. */
  type: string | null;
  /** The declaration's name, e.g. "Hurricane Delta". */
  name: string | null;
  /** Major Disaster, Emergency or Fire Management (the declaration's kind). */
  alertLevel: string | null;
}

export interface EmergencyProvider {
  declared(q: { state: string | null; zip: string | null; at: Date }): Promise<EmergencyDeclaration>;
}
