import { applyConfigOverrides } from '@/config/runtime';

/** What the app reads as the demo's third-party phone service being configured (its verifier: src/features/auth/api/demo-phone.ts). */
const DEMO_PHONE_PROJECT = { apiKey: 'demo', authDomain: 'phone-service.demo.invalid', projectId: 'demo' };

/** The `phoneVerification` control, applied as the deployment setting it stands for: on, SMS codes come from the stand-in service. */
export function applyPhoneVerificationControl(on: boolean): void {
  applyConfigOverrides({ phoneVerification: on ? DEMO_PHONE_PROJECT : null });
}
