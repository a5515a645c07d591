import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, CHUNK_RELOAD_KEY, loadChunk } from './chunk-load';

describe('loadChunk', () => {
  const reload = vi.fn();
  const broken = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
  const fine = async () => ({ Page: 'page' });
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockReset();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('answers the module, and clears the guard once the chunk that reloaded the page loads', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, 'CampaignsPage');
    await expect(loadChunk('LoaderPage', fine, reload)).resolves.toEqual({ Page: 'page' });
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('CampaignsPage');
    await expect(loadChunk('CampaignsPage', fine, reload)).resolves.toEqual({ Page: 'page' });
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once for a failing chunk, never again for it, even when other chunks load in between', async () => {
    await expect(loadChunk('CampaignsPage', broken, reload)).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledTimes(1);
    await loadChunk('LoaderPage', fine, reload);
    await expect(loadChunk('CampaignsPage', broken, reload)).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledTimes(1);
    // Another chunk failing later (the next deploy) may reload once too.
    await expect(loadChunk('TeamPage', broken, reload)).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('gives up on a chunk after 120 s and treats it as a failure', async () => {
    const result = loadChunk('CampaignsPage', () => new Promise<never>(() => undefined), reload);
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow('The page did not load within 120 seconds.');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
