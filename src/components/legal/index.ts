export { UserAgreement } from './UserAgreement';
export { PrivacyPolicy } from './PrivacyPolicy';
