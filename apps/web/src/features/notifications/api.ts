import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsRoutes, type Notification } from '@trueline/contract';
import { api } from '../../lib/api';
import { useUser } from '../../lib/session';
import { useRealtime } from '../../lib/use-realtime';

const key = ['notifications'] as const;

/** My notifications, kept live by the realtime hub (new ones, and READ / READ_ALL / DELETE / DELETE_ALL). */
export function useNotifications() {
  const user = useUser();
  const client = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: () => api(notificationsRoutes.list) });
  useRealtime([`user:${user.id}`], ['Notification', 'NotificationAction'], (event) => {
    client.setQueryData<Notification[]>(key, (list = []) => {
      if (event.type === 'Notification') return list.some((n) => n.id === event.payload.id) ? list : [event.payload, ...list];
      const { action, id } = event.payload;
      switch (action) {
        case 'READ': return list.map((n) => (n.id === id ? { ...n, read: true } : n));
        case 'READ_ALL': return list.map((n) => ({ ...n, read: true }));
        case 'DELETE': return list.filter((n) => n.id !== id);
        case 'DELETE_ALL': return [];
      }
    });
  // Once the hub delivers the channel (and after a reconnect), read the list again: one sent in between was not pushed.
  }, () => void client.invalidateQueries({ queryKey: key }));
  return query;
}

export function useNotificationActions() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: key });
  // The drawer's actions fail quietly (the list is fetched again): no error snackbar.
  return {
    readAll: useMutation({ meta: { handlesErrors: true }, mutationFn: () => api(notificationsRoutes.readAll), onSuccess: done }),
    remove: useMutation({ meta: { handlesErrors: true }, mutationFn: (id: string) => api(notificationsRoutes.remove, { params: { id } }), onSuccess: done }),
    removeAll: useMutation({ meta: { handlesErrors: true }, mutationFn: () => api(notificationsRoutes.removeAll), onSuccess: done }),
    test: useMutation({ meta: { handlesErrors: true }, mutationFn: () => api(notificationsRoutes.test) }),
  };
}
