// @vitest-environment node
import { toDataUrl } from './captcha';

describe('toDataUrl', () => {
  it('types a bare base64 captcha as SVG or PNG and keeps a data URL as it is', () => {
    expect(toDataUrl('PHN2ZyB4')).toBe('data:image/svg+xml;base64,PHN2ZyB4');
    expect(toDataUrl('iVBORw0K')).toBe('data:image/png;base64,iVBORw0K');
    expect(toDataUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
