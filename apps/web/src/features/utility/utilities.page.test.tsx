import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { utilityRoutes } from '@trueline/contract';
import { ApiError } from '../../lib/api';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { UtilitiesPage } from './utilities.page';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
const fake = screenTestApi(apiMock);

const FAILING = '+12015550199';
const TIMEOUT = 'The reputation service did not answer in time. Please try again.';

async function lookUp(number: string) {
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: number } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('UtilitiesPage', () => {
  it('clears the previous number\'s result when the next look-up fails, and says which look-up failed', async () => {
    let release: () => void = () => undefined;
    fake.on(utilityRoutes.spamCheck, async ({ query }) => {
      if (query?.number === FAILING) {
        await new Promise<void>((r) => { release = r; });
        throw new ApiError(502, TIMEOUT, 'PROVIDER_ERROR');
      }
      return { number: query!.number, spamScore: 91, riskLevel: 'HIGH' as const };
    });
    render(withProviders(<UtilitiesPage />));
    fireEvent.mouseDown(screen.getByLabelText('Search type'));
    fireEvent.click(await screen.findByRole('option', { name: 'SPAM' }));

    await lookUp('201-555-0166');
    const table = screen.getByRole('table', { name: 'SPAM results' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]!.textContent).toContain('HIGH'));

    await lookUp('201-555-0199');
    // While the next number is looked up, the last one's HIGH is no longer on screen.
    await waitFor(() => expect(within(table).queryByText('HIGH')).toBeNull());
    release();
    const failed = await screen.findByText((_, el) => el?.classList.contains('MuiAlert-message') === true && /^The SPAM look-up of .*201.*555.*0199.* failed: /.test(el.textContent ?? ''));
    expect(failed.textContent).toContain(TIMEOUT);
    expect(within(table).queryByText('HIGH')).toBeNull();
    expect(within(table).queryByText(/555-0166/)).toBeNull();
  });
});
