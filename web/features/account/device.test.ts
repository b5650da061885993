// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeDevice } from './device';

const UA = {
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
};

describe('describeDevice', () => {
  it.each([
    [UA.chromeLinux, 'Chrome sur Linux'],
    [UA.headless, 'Chrome sur Linux'],
    [UA.edgeWindows, 'Edge sur Windows'],
    [UA.firefoxMac, 'Firefox sur macOS'],
    [UA.safariIphone, 'Safari sur iPhone'],
    [UA.chromeAndroid, 'Chrome sur Android'],
    [UA.safariMac, 'Safari sur macOS'],
  ])('%s → %s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });

  it('says what it can, or that it does not know', () => {
    expect(describeDevice('curl/8.5.0')).toBe('Navigateur inconnu');
    expect(describeDevice(null)).toBe('Navigateur inconnu');
    expect(describeDevice('Something (Windows NT 10.0)')).toBe('Navigateur sur Windows');
  });
});
