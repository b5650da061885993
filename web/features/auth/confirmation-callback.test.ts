// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { confirmationCallback } from './confirmation-callback';

describe('confirmationCallback', () => {
  it('keeps the page and its query, without the one-off action, and says what the link did', () => {
    expect(confirmationCallback('/wizard?fromDashboard=true&redirectAction=downloadPdf')).toBe(
      '/wizard?fromDashboard=true&email=verifie',
    );
    expect(confirmationCallback('/contracts/abc')).toBe('/contracts/abc?email=verifie');
    // The home page too: not a bare « / », which the server sends to « Mon compte ».
    expect(confirmationCallback('/')).toBe('/?email=verifie');
  });
  it('never leaves the site', () => {
    expect(confirmationCallback('//evil.example/x')).toBe('/x?email=verifie');
  });
});
