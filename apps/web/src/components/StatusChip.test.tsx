import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StatusChip, statusLabel, statusTone } from './StatusChip';

afterEach(cleanup);

describe('StatusChip', () => {
  it('shows every status value in one readable form, whatever case the API sends it in', () => {
    expect(statusLabel('ACTIVE')).toBe('Active');
    expect(statusLabel('Active')).toBe('Active');
    expect(statusLabel('DEACTIVATED')).toBe('Deactivated');
    expect(statusLabel('NOT_READY')).toBe('Not ready');
    expect(statusLabel('PENDING_ASSIGNMENT')).toBe('Pending assignment');
    expect(statusLabel('registered')).toBe('Registered');
    expect(statusLabel('OK')).toBe('OK');
    expect(statusLabel(null)).toBe('');
  });

  it('gives each status one tone from one table', () => {
    for (const s of ['ACTIVE', 'Active', 'PROCESSED', 'COMPLETED', 'READY', 'LOADED', 'DELIVERED', 'registered', 'OK', 'Accepted']) expect(statusTone(s)).toBe('success');
    for (const s of ['PENDING', 'PROCESSING', 'RUNNING', 'QUEUED', 'INITIALIZING', 'SENTRY', 'NOT_READY', 'Registration Pending']) expect(statusTone(s)).toBe('info');
    for (const s of ['AGING', 'FLAGGED', 'CANCELLED']) expect(statusTone(s)).toBe('warning');
    for (const s of ['ERROR', 'FAILED', 'TOKEN_ERROR', 'error_fraud', 'Rejected']) expect(statusTone(s)).toBe('error');
    for (const s of ['DISABLED', 'Disabled', 'DEACTIVATED', 'DELETED', 'EXPIRED', 'UPLOADED', 'SOMETHING_NEW', '', undefined]) expect(statusTone(s)).toBe('default');
  });

  it('renders the label, or the spec\'s own wording when given, coloured by the status', () => {
    render(
      <>
        <StatusChip status="AGING" />
        <StatusChip status="NOT_READY" label="Pending approval" />
        <StatusChip status="DISABLED" />
      </>,
    );
    const aging = screen.getByText('Aging').closest('.MuiChip-root')!;
    expect(aging.className).toContain('MuiChip-colorWarning');
    expect(aging.className).toContain('MuiChip-outlined');
    expect(screen.getByText('Pending approval').closest('.MuiChip-root')!.className).toContain('MuiChip-colorInfo');
    expect(screen.getByText('Disabled').closest('.MuiChip-root')!.className).toContain('MuiChip-colorDefault');
    expect(screen.queryByText('NOT_READY')).toBeNull();
  });
});
