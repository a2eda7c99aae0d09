import { LegalDocument } from './LegalDocument';

/** The spec's privacy-policy sections, in order. */
export const PRIVACY_POLICY_SECTIONS = [
  'introduction',
  'purpose',
  'access',
  'confidentiality',
  'recipient',
  'monitoring',
  'agreement',
] as const;

/** The privacy policy text (used by /m/privacy and the register popup). */
export function PrivacyPolicy({ showTitle, className }: { showTitle?: boolean; className?: string }) {
  return (
    <LegalDocument document="privacy" sections={PRIVACY_POLICY_SECTIONS} showTitle={showTitle} className={className} />
  );
}
