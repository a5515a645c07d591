import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from './index';
import type { RouteDef } from './route';
import { requiredString, TEXT_MAX } from './fields';

/** Every route of the contract: the values of its exported route maps. */
function allRoutes(): { name: string; route: RouteDef }[] {
  const out: { name: string; route: RouteDef }[] = [];
  for (const [exportName, value] of Object.entries(contract)) {
    if (!value || typeof value !== 'object') continue;
    for (const [key, route] of Object.entries(value as Record<string, unknown>)) {
      const r = route as Partial<RouteDef> | null;
      if (r && typeof r === 'object' && typeof r.method === 'string' && typeof r.path === 'string' && 'response' in r) out.push({ name: `${exportName}.${key}`, route: r as RouteDef });
    }
  }
  return out;
}

type Def = { type: string; [k: string]: unknown };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The paths of every string in a schema that has no maximum length. */
function unbounded(schema: z.ZodType, path: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const sub = (s: unknown, p: string) => unbounded(s as z.ZodType, p, seen);
  switch (def.type) {
    case 'string': {
      const max = (schema as unknown as { maxLength: number | null }).maxLength;
      return max === null || max === undefined ? [path] : [];
    }
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([k, v]) => sub(v, `${path}.${k}`));
    case 'array':
      return sub(def.element, `${path}[]`);
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'catch': case 'readonly': case 'nonoptional':
      return sub(def.innerType, path);
    case 'pipe':
      return [...sub(def.in, path), ...(defOf(def.out as z.ZodType).type === 'transform' ? [] : sub(def.out, path))];
    case 'union':
      return (def.options as unknown[]).flatMap((o) => sub(o, path));
    case 'intersection':
      return [...sub(def.left, path), ...sub(def.right, path)];
    case 'record':
      return [...sub(def.keyType, `${path}{key}`), ...sub(def.valueType, `${path}{}`)];
    case 'tuple':
      return (def.items as unknown[]).flatMap((o, i) => sub(o, `${path}[${i}]`));
    case 'lazy':
      return sub((def.getter as () => unknown)(), path);
    default:
      return [];
  }
}

describe('request schemas', () => {
  it('give every free-text field of a body or query a maximum length', () => {
    const missing = allRoutes().flatMap(({ name, route }) => [
      ...(route.body ? unbounded(route.body, `${name} body`) : []),
      ...(route.query ? unbounded(route.query, `${name} query`) : []),
      ...(route.multipartFields ? unbounded(route.multipartFields.fields, `${name} multipart`) : []),
    ]);
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe('requiredString', () => {
  it('says the limit when the text is too long, not the message of a missing value', () => {
    const r = requiredString('Name is required').safeParse('a'.repeat(TEXT_MAX.name + 1));
    expect(r.success ? null : r.error.issues.map((i) => i.message)).toEqual([`Must be at most ${TEXT_MAX.name} characters`]);
    expect(requiredString('Name is required', TEXT_MAX.secret).safeParse('a'.repeat(TEXT_MAX.name + 1)).success).toBe(true);
  });
});
