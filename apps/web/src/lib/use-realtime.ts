import { useEffect, useRef } from 'react';
import type { Channel, RealtimeEvent, RealtimeEventType } from '@trueline/contract';
import { realtime } from './realtime';

/** Calls `handler` for events of `types` arriving on `channels` while the component is mounted. */
export function useRealtime<T extends RealtimeEventType>(
  channels: Channel[],
  types: T[],
  handler: (event: Extract<RealtimeEvent, { type: T }>) => void,
) {
  const ref = useRef(handler);
  ref.current = handler;
  const key = channels.join(',');
  const typeKey = types.join(',');
  useEffect(() => {
    const unsubscribe = realtime.subscribe(channels);
    const unlisten = realtime.listen((event, channel) => {
      if (channels.includes(channel) && (types as string[]).includes(event.type)) ref.current(event as Extract<RealtimeEvent, { type: T }>);
    });
    return () => {
      unlisten();
      unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, typeKey]);
}
