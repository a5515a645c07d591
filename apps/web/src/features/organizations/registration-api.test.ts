import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@trueline/contract';
import { registrationNotice } from './registration-api';

describe('registrationNotice', () => {
  it('is a success only when the provider registered the organisation', () => {
    expect(registrationNotice(MESSAGES.organizationRegistrationSubmitted, { status: 'registered' })).toEqual({ text: MESSAGES.organizationRegistrationSubmitted, severity: 'success' });
  });

  it('says the status: info while pending, a warning for an error status', () => {
    expect(registrationNotice(MESSAGES.organizationRegistrationSubmitted, { status: 'pending' })).toEqual({ text: 'Organization registration submitted: Pending', severity: 'info' });
    expect(registrationNotice(MESSAGES.organizationRegistrationSubmitted, { status: 'error_fraud' }))
      .toEqual({ text: 'Organization registration submitted: Error: refused as suspected fraud', severity: 'warning' });
    expect(registrationNotice(MESSAGES.registrationRetrieved, { status: 'error_duns_mismatch' }).severity).toBe('warning');
  });
});
