import type { Notification } from './notifications';
import type { Webhook } from './webhooks';

/** Realtime channels a client may subscribe to. */
export type Channel = `user:${string}` | `org:${string}` | `workspace:${string}` | `campaign:${string}` | `messagingCampaign:${string}`;

export type NotificationAction = 'READ' | 'READ_ALL' | 'DELETE' | 'DELETE_ALL';

/**
 * A UC Protect event, always naming its organisation and workspace: a number raised a SPAM activity alert
 * (`alert`), a scan finished (`scan`), or the engines confirmed or refused registrations (`registration`).
 */
export type UCProtectPayload = { orgId: string; workspaceId: string } & (
  | { kind: 'alert'; phone: string; riskLevel: string }
  | { kind: 'scan'; scanned: number; failed: number; pending: number }
  | { kind: 'registration'; confirmed: number; refused: number; pending: number }
);

/** Every event the realtime hub carries: one discriminated union. */
export type RealtimeEvent =
  | { type: 'Notification'; payload: Notification }
  | { type: 'NotificationAction'; payload: { action: NotificationAction; id?: string } }
  | { type: 'Workspace'; payload: { id: string; status: string } }
  | { type: 'Campaign'; payload: { id: string } & Record<string, unknown> }
  | { type: 'CampaignList'; payload: { id: string; campaignId: string } & Record<string, unknown> }
  /** CoreFlux recorded a campaign's city utilisation (on `campaign:{id}`): the CoreFlux tab reads its cities again. */
  | { type: 'CityUtilization'; payload: { campaignId: string; cities: number; updated: string } }
  | { type: 'MessagingCampaign'; payload: { id: string } & Record<string, unknown> }
  | { type: 'Report'; payload: { id: string; status: string } & Record<string, unknown> }
  /** A webhook was saved or delivered to (on `workspace:{id}`): its row shows the last response and invocation. */
  | { type: 'Webhook'; payload: Webhook }
  | { type: 'UCProtect'; payload: UCProtectPayload }
  /** A call back to a pool number ended (on `workspace:{id}`): the Callbacks report and the Core dashboard read again. */
  | { type: 'Callback'; payload: { id: string; campaignId: string; callStatus: string } };

export type RealtimeEventType = RealtimeEvent['type'];

/** Messages the client sends on the socket. */
export type ClientMessage =
  | { op: 'subscribe'; channels: Channel[] }
  | { op: 'unsubscribe'; channels: Channel[] }
  | { op: 'ping' };

/** Messages the server sends on the socket. */
export type ServerMessage =
  | { op: 'event'; channel: Channel; event: RealtimeEvent }
  | { op: 'subscribed'; channels: Channel[] }
  | { op: 'error'; message: string }
  | { op: 'pong' };

export const HEARTBEAT_MS = 60_000;
