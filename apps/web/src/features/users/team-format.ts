import { formatDate, formatDateTime } from '../../lib/format';
import type { User } from '@trueline/contract';

export type TeamSortKey = 'name' | 'email' | 'userType' | 'created' | 'lastSeen';
export type SortDirection = 'asc' | 'desc';

export const fullName = (u: Pick<User, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

export const formatCreated = (iso: string) => formatDate(iso);

/** Last seen, or why there is none: the invitation is still open, or the user never came back. */
export function formatLastSeen(u: Pick<User, 'lastSeen' | 'activated'>): string {
  if (u.lastSeen) return formatDateTime(u.lastSeen);
  return u.activated ? 'Never' : 'Invitation pending';
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function sortValue(u: User, key: TeamSortKey): string {
  switch (key) {
    case 'name': return fullName(u);
    case 'email': return u.email;
    case 'userType': return u.userType;
    case 'created': return u.created;
    case 'lastSeen': return u.lastSeen ?? '';
  }
}

/** A sorted copy; dates compare as ISO strings, names and emails case-insensitively, ties by name. */
export function sortUsers(users: readonly User[], key: TeamSortKey, direction: SortDirection): User[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...users].sort((a, b) => {
    const va = sortValue(a, key);
    const vb = sortValue(b, key);
    const primary = key === 'created' || key === 'lastSeen' ? (va < vb ? -1 : va > vb ? 1 : 0) : collator.compare(va, vb);
    return sign * primary || collator.compare(fullName(a), fullName(b));
  });
}
