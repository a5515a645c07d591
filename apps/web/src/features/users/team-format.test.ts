import { describe, expect, it } from 'vitest';
import type { User } from '@trueline/contract';
import { formatLastSeen, sortUsers } from './team-format';

const user = (firstName: string, lastName: string, extra: Partial<User> = {}): User => ({
  id: `${firstName}-${lastName}`, orgId: 'org', firstName, lastName, email: `${firstName.toLowerCase()}@x.test`, phone: null,
  userType: 'Admin', created: '2026-01-01T00:00:00.000Z', lastSeen: null, activated: true, ...extra,
});

describe('team table helpers', () => {
  it('sorts by name case-insensitively, both ways', () => {
    const users = [user('zoe', 'Adams'), user('Adam', 'Admin'), user('olivia', 'Owner')];
    expect(sortUsers(users, 'name', 'asc').map((u) => u.firstName)).toEqual(['Adam', 'olivia', 'zoe']);
    expect(sortUsers(users, 'name', 'desc').map((u) => u.firstName)).toEqual(['zoe', 'olivia', 'Adam']);
  });

  it('sorts dates with never-seen users oldest, ties broken by name', () => {
    const users = [
      user('B', 'B', { lastSeen: '2026-03-02T10:00:00.000Z' }),
      user('C', 'C'),
      user('A', 'A', { lastSeen: '2026-03-01T10:00:00.000Z' }),
      user('D', 'D'),
    ];
    expect(sortUsers(users, 'lastSeen', 'asc').map((u) => u.firstName)).toEqual(['C', 'D', 'A', 'B']);
    expect(sortUsers(users, 'lastSeen', 'desc').map((u) => u.firstName)).toEqual(['B', 'A', 'C', 'D']);
  });

  it('explains an empty last seen', () => {
    expect(formatLastSeen({ lastSeen: null, activated: false })).toBe('Invitation pending');
    expect(formatLastSeen({ lastSeen: null, activated: true })).toBe('Never');
  });
});
