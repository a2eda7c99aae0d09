import { installWebApp } from './install-web-app';

describe('installWebApp', () => {
  it('adds the manifest and home-screen tags once', () => {
    installWebApp();
    installWebApp();
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    expect(document.head.querySelector('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
  });
});
