import type { ProviderCode } from '@trueline/contract';
import { allUsZips, usAreaCodesOf, type ZipPlace } from '../numbers/area-code-data';
import { localNumber } from '../numbers/nanp';
import { pick, seeded } from '../sandbox';

/**
 * The made-up contents of a sandbox dialer list: record `i` of a list is always the same lead (seeded by the list id
 * and the index), with a real ZIP, its city and state, and a phone number in one of that state's area codes.
 * About 2% of records repeat an earlier record's phone (duplicates) and about 1% have an unusable number (invalid).
 */

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara',
  'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Carlos', 'Karen', 'Daniel', 'Lisa', 'Matthew', 'Nancy', 'Anthony', 'Betty',
  'Mark', 'Sandra', 'Luis', 'Ashley', 'Steven', 'Kimberly', 'Andrew', 'Emily', 'Kevin', 'Donna', 'Brian', 'Michelle', 'Jose', 'Carol',
  'Wei', 'Aisha', 'Priya', 'Omar', 'Mei', 'Diego', 'Fatima', 'Hiroshi', 'Sofia', 'Andre'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez',
  'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris',
  'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill',
  'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Patel'];
const STREETS = ['Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Park Ave', 'Washington St', 'Lake Rd', 'Hillcrest Dr', 'Elm St', 'Pine St',
  'Sunset Blvd', 'Highland Ave', 'Church St', 'River Rd', 'Franklin Ave', 'Jefferson St', 'Lincoln Way', 'Walnut St', 'Spring St', 'Mill Rd'];
const MAIL = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'aol.com', 'comcast.net'];
const INVALID = ['555-0134', '1234567890', '0005551234', '(111) 222-3333', '98765', '+44 20 7946 0958'];

/** A lead's values by meaning; each dialer names them with its own field ids. */
interface Lead { phone: string; first: string; last: string; street: string; city: string; state: string; zip: string; email: string }

const FIELD_IDS: Record<ProviderCode, Partial<Record<keyof Lead, string>>> = {
  FIVE9: { phone: 'number1', first: 'first_name', last: 'last_name', street: 'street', city: 'city', state: 'state', zip: 'zip', email: 'email' },
  RING: { phone: 'leadPhone', first: 'firstName', last: 'lastName', street: 'address1', city: 'city', state: 'state', zip: 'zip', email: 'emailAddress' },
  NICE: { phone: 'PhoneNumber', first: 'FirstName', last: 'LastName', street: 'Address', city: 'City', state: 'State', zip: 'ZipCode' },
  CONNECT: { phone: 'phone', zip: 'zip', first: 'firstName', last: 'lastName', email: 'email' },
  PREM: { phone: 'phone', first: 'first_name', last: 'last_name', street: 'address', city: 'city', state: 'state', zip: 'zip' },
};

/** The field that carries the phone number on each dialer. */
export const PHONE_FIELD: Record<ProviderCode, string> = {
  FIVE9: 'number1', RING: 'leadPhone', NICE: 'PhoneNumber', CONNECT: 'phone', PREM: 'phone',
};

function validPhone(listId: string, index: number): { phone: string; zip: ZipPlace } {
  const rand = seeded(`lead-phone:${listId}:${index}`);
  const zips = allUsZips();
  const zip = zips[Math.floor(rand() * zips.length)]!;
  return { phone: localNumber(rand, pick(rand, usAreaCodesOf(zip.state))), zip };
}

function lead(listId: string, index: number): Lead {
  const rand = seeded(`lead:${listId}:${index}`);
  const roll = rand();
  const own = validPhone(listId, index);
  let phone = own.phone;
  if (roll < 0.01) phone = pick(rand, INVALID);
  else if (roll < 0.03 && index > 0) phone = validPhone(listId, Math.floor(rand() * index)).phone;
  const first = pick(rand, FIRST);
  const last = pick(rand, LAST);
  return {
    phone,
    first,
    last,
    street: `${1 + Math.floor(rand() * 9899)} ${pick(rand, STREETS)}`,
    city: own.zip.city,
    state: own.zip.state,
    zip: own.zip.zip,
    email: `${first}.${last}${Math.floor(rand() * 100)}@${pick(rand, MAIL)}`.toLowerCase(),
  };
}

/** Records `offset` to `offset + limit` of a list of `size` records, keyed by the dialer's field ids. */
export function generatedListRecords(provider: ProviderCode, listId: string, size: number, offset: number, limit: number): Record<string, string>[] {
  const ids = FIELD_IDS[provider];
  const out: Record<string, string>[] = [];
  for (let i = Math.max(0, offset); i < Math.min(size, offset + limit); i++) {
    const l = lead(listId, i);
    const rec: Record<string, string> = {};
    for (const [k, id] of Object.entries(ids)) rec[id as string] = l[k as keyof Lead];
    out.push(rec);
  }
  return out;
}
