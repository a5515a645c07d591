import { afterAll, beforeAll } from 'vitest';
import { testApp, type TestApp } from './test-app';
import { signInDemoTeam, type Session } from './session';

type TestAppOptions = NonNullable<Parameters<typeof testApp>[0]>;

/** The file's app and the four demo people, read inside tests (after `beforeAll`): `team.t`, `team.owner`… */
export interface DemoTeam {
  readonly t: TestApp;
  readonly superadmin: Session;
  readonly owner: Session;
  readonly admin: Session;
  readonly otherOwner: Session;
}

/**
 * Registers the file's hooks: before all, a fresh app (built with `options`) and the demo team signed in
 * (`signInDemoTeam`); after all, the app closed. Answers getters, since the values exist only once `beforeAll` ran.
 */
export function setUpDemoTeam(options?: TestAppOptions): DemoTeam {
  let app: TestApp | undefined;
  let people: Awaited<ReturnType<typeof signInDemoTeam>> | undefined;
  beforeAll(async () => {
    app = await testApp(options);
    people = await signInDemoTeam(app);
  });
  afterAll(async () => app?.close());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('setUpDemoTeam: read the team inside a test or hook, once beforeAll has run');
    return value;
  };
  return {
    get t() { return ready(app); },
    get superadmin() { return ready(people).superadmin; },
    get owner() { return ready(people).owner; },
    get admin() { return ready(people).admin; },
    get otherOwner() { return ready(people).otherOwner; },
  };
}
