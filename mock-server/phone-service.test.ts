import { getConfig } from '@/config/runtime';
import { applyQuery, defaultControls, loadControls } from './controls';
import { createMockHandle } from './handle';
import { applyPhoneVerificationControl } from './phone-service';

describe('the phoneVerification control', () => {
  afterEach(() => applyPhoneVerificationControl(false));

  it('is off by default, set by mock.phoneVerification and kept for the session', () => {
    expect(defaultControls().phoneVerification).toBe(false);
    const { controls } = applyQuery(defaultControls(), '?mock.phoneVerification=1');
    createMockHandle(controls, { controlsChanged: vi.fn(), reset: vi.fn() }).set({});
    expect(loadControls().phoneVerification).toBe(true);
  });

  it('stands for a deployment with third-party phone verification in a demo build, and turns it off again', () => {
    vi.stubEnv('MODE', 'demo');
    applyPhoneVerificationControl(true);
    expect(getConfig().phoneVerification).toMatchObject({ projectId: 'demo' });
    applyPhoneVerificationControl(false);
    expect(getConfig().phoneVerification).toBeNull();
    vi.unstubAllEnvs();
  });

  it('cannot turn it on in a live build (config.json cannot either: its security policy is the build’s)', () => {
    applyPhoneVerificationControl(true);
    expect(getConfig().phoneVerification).toBeNull();
  });
});
