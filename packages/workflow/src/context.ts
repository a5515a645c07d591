import type { AegisFeature, ChannelType, WorkflowGraph, WorkflowType } from '@trueline/contract';
import type { Interaction, ScopeValue } from './interaction';

/**
 * Everything a node may ask of the world while it decides, brought by the server's runtime (real services, the
 * sandbox providers, the database) or by a test's fakes. Nodes never reach anything else: no database, no network,
 * no clock but `now`. A method that fails rejects; the engine then logs ERROR and follows the node's fallback.
 */
export interface EngineContext {
  /** The workspace the interaction belongs to, with its Aegis feature flags. */
  workspace: { id: string; orgId: string; features: Readonly<Partial<Record<AegisFeature, boolean>>> };
  /** The time the workflow runs at (a test call may emulate another). */
  now(): Date;

  geo: {
    /** Where a US ZIP or Canadian postal code is, with its IANA time zone; null when unknown. */
    zip(zip: string): GeoPlace | null;
    /** Where a ten-digit number's area code is (its state and principal time zone); null when unknown. */
    areaCode(phone: string): GeoPlace | null;
  };

  recordSets: {
    /** An ACTIVE record set's definition, or null (missing, deleted, another workspace's). */
    definition(recordSetId: string): Promise<RecordSetDefinition | null>;
    /** A record by its key (a ten-digit phone, or an extern ID when the set is not keyed by phone); null when absent or expired. */
    get(recordSetId: string, key: string): Promise<RecordSetRecord | null>;
    /** Adds or replaces a record (attributes must be the set's; the set's TTL applies). */
    put(recordSetId: string, key: string, attributes: Record<string, ScopeValue>): Promise<void>;
    /** Removes a record; answers whether there was one. */
    remove(recordSetId: string, key: string): Promise<boolean>;
  };

  velocity: {
    /** The workspace's earlier interactions on these channels since `since`, matched by the callee's phone or the extern ID. */
    count(q: { by: 'Phone' | 'ExternId'; value: string; channelTypes: readonly ChannelType[]; since: Date }): Promise<number>;
  };

  dnc: {
    /** The national registry through the workspace's FTC SAN (its coverage decides NOT_COVERED). */
    federal(phone: string, ftcSanId: string): Promise<{ blocked: boolean; reason: 'DNC' | 'NOT_COVERED' | null; sanCoverage: 'FULL' | 'PARTIAL' }>;
    /** The state lists (CO, FL, IN, LA, MA, MO, OK, PA, TN, TX, WY) for the callee's state. */
    state(phone: string, state: string | null): Promise<{ blocked: boolean; state: string | null }>;
  };
  litigator: {
    check(phone: string): Promise<{ blocked: boolean; description: string | null; actions: string | null }>;
  };
  rnd: {
    /** Whether the number was reassigned since `since`, through one of the workspace's RND connections. */
    check(connectionId: string, phone: string, since: Date): Promise<{ reassigned: boolean | null; failure: string | null }>;
  };
  activeProspect: {
    /** TrustedForm certificate check through one of the workspace's Active Prospect connections. */
    verify(connectionId: string, q: { phone: string; certificate: string | null; companyName: string | null }): Promise<{ blocked: boolean; reason: string | null }>;
  };
  verisk: {
    /** LeadiD token check through the workspace's Verisk connection. */
    verify(q: { phone: string; token: string | null }): Promise<{ blocked: boolean; reason: string | null }>;
  };
  dataBoost: {
    validate(phone: string): Promise<{ isValid: boolean; activityScore: number; lineType: string; carrier: string; isPrepaid: boolean }>;
  };
  emergency: {
    /** A declared state of emergency (natural disaster) covering the place at this time. */
    declared(q: { state: string | null; zip: string | null; at: Date }): Promise<{ active: boolean; type: string | null; name: string | null; alertLevel: string | null }>;
  };
  callerId: {
    /** A local caller ID from a Core campaign's pool (same area code, else state, else nearest city), or null. */
    assign(campaignId: string, lead: { phone: string; zip: string | null; state: string | null }): Promise<string | null>;
  };
  campaigns: {
    /** The callee as a lead of a Core campaign: found, where, and the lead's status. */
    query(campaignId: string, phone: string): Promise<{ found: boolean; zip: string | null; city: string | null; state: string | null; status: string | null }>;
  };
  webhooks: {
    /** Queues the interaction for delivery to an AegisEvent webhook; never waits for the delivery. */
    send(webhookId: string, ix: Interaction): Promise<void>;
  };
  workflows: {
    /** A workflow of the workspace as published (for handoffs), or null when missing or never published. */
    published(workflowId: string): Promise<{ id: string; name: string; type: WorkflowType; graph: WorkflowGraph } | null>;
  };
  scripts: {
    /**
     * Runs customer JavaScript in the sandbox with its time and memory limits (see ScriptRun), within `budgetMs` when
     * given (what the call has left: the scripts of one call share its budget).
     */
    run(req: ScriptRequest, opts?: { budgetMs?: number }): Promise<ScriptRun>;
  };
  inserts: {
    /** ETL runs: collects a record for a campaign-insert node, delivered as a list when the execution ends. */
    add(nodeId: string, record: Record<string, string>): Promise<void>;
  };
}

export interface GeoPlace {
  city: string | null;
  state: string | null;
  zip: string | null;
  timezone: string | null;
}

export interface RecordSetDefinition {
  id: string;
  name: string;
  /** Keyed by phone (true) or by an extern ID. */
  strictPhoneKey: boolean;
  attributes: readonly { name: string; type: 'S' | 'N' | 'B' }[];
}

export interface RecordSetRecord {
  key: string;
  attributes: Record<string, ScopeValue>;
}

/** What a script sees and may change. */
export interface ScriptRequest {
  code: string;
  /** The script's outputs (1 to 11); `goTo` picks one by number or label. */
  outputs: readonly { id: string; label: string }[];
  interaction: Pick<Interaction, 'id' | 'channelType' | 'to' | 'from' | 'city' | 'state' | 'zip' | 'timezone'> & { timestamp: string };
  data: Record<string, string>;
}

/** How a script ended: the output it chose (null: none), the data it left, its log lines, and its error if it failed or was stopped. */
export interface ScriptRun {
  output: string | null;
  data: Record<string, string>;
  logs: { level: 'info' | 'error'; message: string }[];
  error: string | null;
}
