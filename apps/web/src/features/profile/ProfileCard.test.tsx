import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Profile } from '@trueline/contract';
import { ProfileCard } from './ProfileCard';

afterEach(cleanup);

const profile: Profile = {
  id: 'u', orgId: 'o', orgName: 'Demo', firstName: 'Olivia', lastName: 'Owner', email: 'owner@demo.test', phone: '+12125550188',
  address: null, city: null, state: null, postalCode: null, profilePictureUrl: null, role: 'Head of operations',
  linkedin: 'linkedin.com/in/olivia', mfaSet: false, userType: 'Owner', created: '2026-01-01T00:00:00.000Z', lastSeen: null,
};

describe('ProfileCard', () => {
  it('offers to enable a second factor when none is set', () => {
    const onEnable = vi.fn();
    render(<ProfileCard profile={profile} onEnableMfa={onEnable} />);
    expect(screen.getByText('Olivia Owner')).toBeTruthy();
    expect(screen.getByText('(212) 555-0188')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'linkedin.com/in/olivia' }).getAttribute('href')).toBe('https://linkedin.com/in/olivia');
    fireEvent.click(screen.getByRole('button', { name: 'Enable Two Factor Device' }));
    expect(onEnable).toHaveBeenCalled();
  });

  it('says the device is active once set', () => {
    render(<ProfileCard profile={{ ...profile, mfaSet: true }} onEnableMfa={() => undefined} />);
    expect(screen.getByText('Two Factor Device Active')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enable Two Factor Device' })).toBeNull();
  });
});
