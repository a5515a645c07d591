import type { App } from '../../app';
import { organizations } from '../../features/organizations/organizations.tables';
import { users } from '../../features/users/users.tables';
import { hashPassword } from '../../features/auth/auth.service';

export interface SeedContext {
  demoOrgId: string;
  otherOrgId: string;
  userIds: Record<'superadmin' | 'owner' | 'admin' | 'otherOwner', string>;
}

export const DEMO_ORG_ID = '00000000-0000-4000-8000-000000000001';
export const OTHER_ORG_ID = '00000000-0000-4000-8000-000000000002';

export async function seedOrganizations(app: App): Promise<SeedContext> {
  const { db, config } = app.deps;
  await db.insert(organizations).values([
    {
      id: DEMO_ORG_ID, name: 'Demo Co', address1: '100 Market Street', address2: 'Suite 400', city: 'Austin', locality: 'TX', postal: '78701',
      taxId: '74-1234567', website: 'https://demo.example', phone: '+15125550100', supportEmail: 'support@trueline.test',
    },
    { id: OTHER_ORG_ID, name: 'Other Co', city: 'Denver', locality: 'CO', postal: '80202', supportEmail: 'support@trueline.test' },
  ]);
  const passwordHash = await hashPassword(config.DEMO_PASSWORD);
  const activatedAt = new Date();
  const people = [
    { key: 'superadmin', id: '00000000-0000-4000-8000-0000000000a1', orgId: DEMO_ORG_ID, firstName: 'Sam', lastName: 'Super', email: 'superadmin@demo.test', userType: 'SuperAdmin' },
    { key: 'owner', id: '00000000-0000-4000-8000-0000000000a2', orgId: DEMO_ORG_ID, firstName: 'Olivia', lastName: 'Owner', email: 'owner@demo.test', userType: 'Owner' },
    { key: 'admin', id: '00000000-0000-4000-8000-0000000000a3', orgId: DEMO_ORG_ID, firstName: 'Adam', lastName: 'Admin', email: 'admin@demo.test', userType: 'Admin' },
    { key: 'otherOwner', id: '00000000-0000-4000-8000-0000000000b1', orgId: OTHER_ORG_ID, firstName: 'Oscar', lastName: 'Other', email: 'owner@other.test', userType: 'Owner' },
  ] as const;
  await db.insert(users).values(
    people.map(({ key: _key, ...p }) => ({ ...p, passwordHash, activatedAt, role: p.userType === 'SuperAdmin' ? 'Platform support' : null })),
  );
  return {
    demoOrgId: DEMO_ORG_ID,
    otherOrgId: OTHER_ORG_ID,
    userIds: Object.fromEntries(people.map((p) => [p.key, p.id])) as SeedContext['userIds'],
  };
}
