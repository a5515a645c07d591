import type { Mock } from 'vitest';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteDef } from '@trueline/contract';

/** What a call to lib/api's `api` carries for a route, as the screen passes it. */
export interface FakeCall<R extends RouteDef> {
  params?: Partial<ParamsOf<R>>;
  query?: QueryOf<R>;
  body?: BodyOf<R> | FormData;
  signal?: AbortSignal;
}

/** A route's answer: what the server would send (typed by the route's response), or a thrown ApiError. */
export type FakeAnswer<R extends RouteDef> = (call: FakeCall<R>) => ResponseOf<R> | Promise<ResponseOf<R>>;

/**
 * A typed fake of the console's API for web tests. The test mocks lib/api's `api` with a `vi.fn()` (so it can assert
 * the calls) and hands it here; each route the screen may call is answered with `on`, typed by the contract's route
 * definition. A call to any other route fails: it throws naming the route, and is printed, so a missing answer shows.
 *
 *   const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
 *   vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
 *   const fake = fakeApi(apiMock);
 *   afterEach(() => fake.reset());
 *   fake.on(campaignsRoutes.list, () => [campaign]);
 */
export function fakeApi(mock: Mock) {
  const answers = new Map<RouteDef, FakeAnswer<RouteDef>>();
  const dispatch = async (route: RouteDef, call: FakeCall<RouteDef> = {}) => {
    const answer = answers.get(route);
    if (!answer) {
      const message = `fake API: no answer for ${route.method} ${route.path}`;
      console.error(message);
      throw new Error(message);
    }
    return answer(call);
  };
  mock.mockImplementation(dispatch);

  const fake = {
    /** The mocked `api`, for the test's assertions on the calls. */
    api: mock,
    /** Answers `route` with `answer` from now on (replacing an earlier answer). */
    on<R extends RouteDef>(route: R, answer: FakeAnswer<R>) {
      answers.set(route, answer as unknown as FakeAnswer<RouteDef>);
      return fake;
    },
    /** Forgets the answers and the recorded calls. */
    reset() {
      answers.clear();
      mock.mockReset();
      mock.mockImplementation(dispatch);
    },
  };
  return fake;
}
