import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { etlTasksRoutes, type EtlExecution } from '@trueline/contract';
import { useExecutions } from './api';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));

const execution = (status: EtlExecution['status']) => ({ id: 'e1', status }) as EtlExecution;

function mount(before: EtlExecution[] | undefined, now: EtlExecution[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (before) client.setQueryData(['etlTasks', 'ws', 't1', 'executions'], before);
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  apiMock.mockImplementation(async (route) => (route === etlTasksRoutes.executions ? now : undefined));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useExecutions('ws', 't1'), { wrapper });
  const taskReloads = () => invalidate.mock.calls.filter(([f]) => JSON.stringify(f?.queryKey) === JSON.stringify(['etlTasks', 'ws', 't1'])).length;
  return { result, taskReloads };
}

describe('useExecutions', () => {
  it('reloads the task when a run finished before the tab first read its executions (its events changed)', async () => {
    const { result, taskReloads } = mount(undefined, [execution('COMPLETED')]);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(taskReloads()).toBe(1);
  });

  it('reloads the task when a run went from queued to completed between two reads', async () => {
    const { result, taskReloads } = mount([], [execution('COMPLETED')]);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(taskReloads()).toBe(1);
  });

  it('leaves the task alone when nothing moved', async () => {
    const { result, taskReloads } = mount([execution('COMPLETED')], [execution('COMPLETED')]);
    await waitFor(() => expect(result.current.data).toBeDefined());
    await new Promise((r) => setTimeout(r, 20));
    expect(taskReloads()).toBe(0);
  });
});
