import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { CampaignList } from '@trueline/contract';
import { storeList } from './api';
import { listFixture } from './test-fixtures';

const key = ['lists', 'ws1', 'campaign', 'c1'];

describe('storeList', () => {
  it('keeps a later state when an older answer arrives after the events that followed it', () => {
    const client = new QueryClient();
    client.setQueryData<CampaignList[]>(key, [listFixture()]);
    storeList(client, 'ws1', listFixture({ status: 'PROCESSING', processedRows: 2 }));
    storeList(client, 'ws1', listFixture({ status: 'PROCESSED', processedRows: 3 }));
    // The process call's answer, sent before the job ran, comes in last.
    storeList(client, 'ws1', listFixture({ status: 'PROCESSING', processedRows: 0 }));
    expect(client.getQueryData<CampaignList[]>(key)?.[0]).toMatchObject({ status: 'PROCESSED', processedRows: 3 });
  });

  it('takes every step forward, and new lists first', () => {
    const client = new QueryClient();
    client.setQueryData<CampaignList[]>(key, [listFixture()]);
    storeList(client, 'ws1', listFixture({ status: 'PROCESSING', processedRows: 1 }));
    expect(client.getQueryData<CampaignList[]>(key)?.[0]).toMatchObject({ status: 'PROCESSING', processedRows: 1 });
    storeList(client, 'ws1', listFixture({ status: 'ERROR', processedRows: 1, errorMessage: 'boom' }));
    storeList(client, 'ws1', listFixture({ id: 'l2', name: 'more.csv' }));
    expect(client.getQueryData<CampaignList[]>(key)?.map((l) => [l.id, l.status])).toEqual([['l2', 'UPLOADED'], ['l1', 'ERROR']]);
  });
});
