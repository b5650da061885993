// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { confirmationCallback } from './confirmation-callback';

describe('confirmationCallback', () => {
  it('keeps the page and its query, without the one-off action', () => {
    expect(confirmationCallback('/wizard?fromDashboard=true&redirectAction=downloadPdf')).toBe(
      '/wizard?fromDashboard=true',
    );
    expect(confirmationCallback('/contracts/abc')).toBe('/contracts/abc');
    expect(confirmationCallback('/')).toBe('/');
  });
  it('never leaves the site', () => {
    expect(confirmationCallback('//evil.example/x')).toBe('/x');
  });
});
