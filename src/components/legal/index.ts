export { UserAgreement } from './UserAgreement';
export { PrivacyPolicy } from './PrivacyPolicy';
export { DEFAULT_MINIMUM_AGE, useMinimumAge } from './minimum-age';
