// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('builds /{redirectTo}?fromDashboard=true for an in-app path', () => {
    expect(redirectTarget('wizard')).toBe('/wizard?fromDashboard=true');
    expect(redirectTarget('/wizard')).toBe('/wizard?fromDashboard=true');
    expect(redirectTarget('wizard/finalize/abc-1')).toBe(
      '/wizard/finalize/abc-1?fromDashboard=true',
    );
  });

  it('refuses anything that could leave the site or is empty', () => {
    for (const bad of [
      null,
      undefined,
      '',
      '//evil.example',
      'https://evil.example',
      'wizard?x=1',
      '../x',
      'a b',
      '/\\evil',
    ]) {
      expect(redirectTarget(bad)).toBeNull();
    }
  });
});
