import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@trueline/contract';
import { withProviders } from '../testing/with-providers';
import { CsvDropzone, csvOnly } from './CsvDropzone';

afterEach(cleanup);

const file = (name: string, type: string) => new File(['a,b\n1,2\n'], name, { type });

describe('CsvDropzone', () => {
  it('passes .csv files whatever type the browser gives them', () => {
    expect(csvOnly(file('leads.CSV', 'application/vnd.ms-excel'))).toBeNull();
    expect(csvOnly(file('leads.txt', 'text/csv'))?.message).toBe(MESSAGES.listCsvOnly);
  });

  it('hands over accepted files and says why others were rejected', async () => {
    const onFiles = vi.fn();
    render(withProviders(<CsvDropzone multiple onFiles={onFiles} />));
    const input = screen.getByLabelText('CSV files');
    fireEvent.change(input, { target: { files: [file('a.csv', 'text/csv')] } });
    await waitFor(() => expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.csv' })]));

    fireEvent.change(input, { target: { files: [file('notes.txt', 'text/plain')] } });
    expect(await screen.findByText(`notes.txt rejected because: ${MESSAGES.listCsvOnly}`)).toBeTruthy();
    expect(onFiles).toHaveBeenCalledTimes(1);
  });
});
