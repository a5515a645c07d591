import { installPlainValidationMessages } from './validation-messages';

// Validation problems without a message of their own read plainly, on the server and in the forms alike.
installPlainValidationMessages();

export * from './route';
export * from './errors';
export * from './messages';
export * from './rules';
export * from './fields';
export * from './validation-messages';
export * from './auth';
export * from './users';
export * from './workspaces';
export * from './dialers';
export * from './api-keys';
export * from './folders';
export * from './business-records';
export * from './notifications';
export * from './profile';
export * from './organizations';
export * from './outbox';
export * from './events';
export * from './geo';
export * from './protect';
export * from './utility';
export * from './ftc-sans';
export * from './branded-calling-profiles';
export * from './rnd-connections';
export * from './active-prospect';
export * from './verisk';
export * from './feature-requests';
export * from './area-codes';
export * from './provisioning-profiles';
export * from './identities';
