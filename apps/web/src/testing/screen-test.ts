import { afterEach, type Mock } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { fakeApi } from './fake-api';
import { resetRealtime } from './fake-realtime';

/**
 * The fake API of a screen test (`fakeApi` over the mocked `api`), with what every such file sets up around it: the
 * async-util timeout MUI screens need on a busy machine, and after each test the screen unmounted, the answers and
 * calls forgotten and the fake realtime's handlers dropped; then `options.afterEach`, for what the file has more to undo.
 *
 *   const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
 *   vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
 *   const fake = screenTestApi(apiMock);
 */
export function screenTestApi(apiMock: Mock, options: { afterEach?: () => void } = {}) {
  const fake = fakeApi(apiMock);
  configure({ asyncUtilTimeout: 5000 });
  afterEach(() => {
    cleanup();
    fake.reset();
    resetRealtime();
    options.afterEach?.();
  });
  return fake;
}
