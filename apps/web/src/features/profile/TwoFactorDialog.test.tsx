import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { authRoutes } from '@trueline/contract';
import { withProviders as wrap } from '../../testing/with-providers';
import { ApiError } from '../../lib/api';
import { screenTestApi } from '../../testing/screen-test';
import { TwoFactorDialog } from './TwoFactorDialog';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));

beforeAll(() => {
  URL.createObjectURL = () => 'blob:qr';
  URL.revokeObjectURL = () => undefined;
});
const fake = screenTestApi(apiMock);
const qrCode = () => new Blob(['png']);

describe('TwoFactorDialog', () => {
  it('shows the QR code and submits by itself at the sixth digit', async () => {
    fake.on(authRoutes.mfa, qrCode).on(authRoutes.mfaVerify, () => ({ ok: true as const }));
    const onEnabled = vi.fn();
    const onClose = vi.fn();
    render(wrap(<TwoFactorDialog open onClose={onClose} onEnabled={onEnabled} />));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('width')).toBe('300');

    const code = screen.getByLabelText('Six-digit code');
    fireEvent.change(code, { target: { value: '12a345' } });
    expect(apiMock).toHaveBeenCalledTimes(1);
    fireEvent.change(code, { target: { value: '123456' } });
    expect(await screen.findByText('Two factor authentication enabled with MFA Device')).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith(authRoutes.mfaVerify, { query: { code: '123456' } });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onEnabled).toHaveBeenCalled();
  });

  it('reports a refused code and a failed QR code with the server message', async () => {
    fake.on(authRoutes.mfa, qrCode).on(authRoutes.mfaVerify, () => {
      throw new ApiError(400, 'The code is not valid.', 'BAD_REQUEST');
    });
    render(wrap(<TwoFactorDialog open onClose={() => undefined} onEnabled={() => undefined} />));
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    fireEvent.change(screen.getByLabelText('Six-digit code'), { target: { value: '000000' } });
    expect(await screen.findByText('MFA Code Is Not Valid: The code is not valid.')).toBeTruthy();
    expect(screen.getByLabelText('Six-digit code')).toHaveProperty('value', '');
    cleanup();

    fake.on(authRoutes.mfa, () => {
      throw new ApiError(500, 'QR service down', 'INTERNAL');
    });
    render(wrap(<TwoFactorDialog open onClose={() => undefined} onEnabled={() => undefined} />));
    expect(await screen.findByText('Error generating MFA QR Code: QR service down')).toBeTruthy();
  });

  it('asks for the code when submitted empty', async () => {
    fake.on(authRoutes.mfa, qrCode);
    render(wrap(<TwoFactorDialog open onClose={() => undefined} onEnabled={() => undefined} />));
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('MFA code is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Six-digit code'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('MFA code must be 6 digits')).toBeTruthy();
  });
});
