import { act } from '@testing-library/react';

/** An event as the fake delivers it (the screens' handlers narrow it by `type`). */
export interface FakeRealtimeEvent {
  type: string;
  payload: unknown;
}
type Handler = (event: FakeRealtimeEvent) => void;

/** The handlers registered so far, oldest first (a test may call the latest one only). */
export const realtimeHandlers: Handler[] = [];

/**
 * Stands in for lib/use-realtime in screen tests, keeping the handler each render passes:
 *
 *   vi.mock('../../lib/use-realtime', () => import('../../testing/fake-realtime'));
 *   emitRealtime('Report', { id: 'r1', status: 'READY' });
 *
 * `screenTestApi` forgets the handlers after each test.
 */
export function useRealtime(_channels: unknown, _types: unknown, handler: Handler): void {
  realtimeHandlers.push(handler);
}

/** Delivers an event to every handler the screen registered, inside `act`. */
export const emitRealtime = (type: string, payload: unknown) => act(() => realtimeHandlers.forEach((h) => h({ type, payload })));

/** Forgets the handlers (after each test). */
export function resetRealtime(): void {
  realtimeHandlers.length = 0;
}
