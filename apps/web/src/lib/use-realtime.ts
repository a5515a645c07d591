import { useEffect, useRef } from 'react';
import type { Channel, RealtimeEvent, RealtimeEventType } from '@trueline/contract';
import { realtime } from './realtime';

/** Calls `handler` for events of `types` arriving on `channels` while the component is mounted. */
export function useRealtime<T extends RealtimeEventType>(
  channels: Channel[],
  types: T[],
  handler: (event: Extract<RealtimeEvent, { type: T }>) => void,
  /** Called once the server delivers one of `channels` (first subscription and every reconnect): re-read what may have been missed. */
  onSubscribed?: () => void,
) {
  const ref = useRef(handler);
  ref.current = handler;
  const subscribedRef = useRef(onSubscribed);
  subscribedRef.current = onSubscribed;
  const key = channels.join(',');
  const typeKey = types.join(',');
  useEffect(() => {
    const unsubscribe = realtime.subscribe(channels);
    const unlisten = realtime.listen((event, channel) => {
      if (channels.includes(channel) && (types as string[]).includes(event.type)) ref.current(event as Extract<RealtimeEvent, { type: T }>);
    });
    const unlistenSubscribed = realtime.onSubscribed((granted) => {
      if (granted.some((c) => channels.includes(c))) subscribedRef.current?.();
    });
    return () => {
      unlisten();
      unlistenSubscribed();
      unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, typeKey]);
}
