import { LegalDocument } from './LegalDocument';

export const USER_AGREEMENT_SECTIONS = [
  'acceptance',
  'eligibility',
  'account',
  'fairPlay',
  'funds',
  'suspension',
  'changes',
] as const;

/** The user agreement text (used by /m/useragreement and the register popup). */
export function UserAgreement({ showTitle, className }: { showTitle?: boolean; className?: string }) {
  return (
    <LegalDocument
      document="agreement"
      sections={USER_AGREEMENT_SECTIONS}
      showTitle={showTitle}
      className={className}
    />
  );
}
