import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './canonical-url';

describe('canonicalUrl: one spelling of a path for the router and the hooks', () => {
  it('decodes encoded unreserved characters of the path, in either case', () => {
    expect(canonicalUrl({ url: '/api/%61nalyze' })).toBe('/api/analyze');
    expect(canonicalUrl({ url: '/%61pi/%66eedback' })).toBe('/api/feedback');
    expect(canonicalUrl({ url: '/api/%63ontracts/ab%2dc%5F%7e%2E' })).toBe(
      '/api/contracts/ab-c_~.',
    );
  });
  it('keeps reserved and other characters encoded (upper-cased), and the query untouched', () => {
    expect(canonicalUrl({ url: '/api%2ffeedback' })).toBe('/api%2Ffeedback');
    expect(canonicalUrl({ url: '/api/x%20y%C3%A9' })).toBe('/api/x%20y%C3%A9');
    expect(canonicalUrl({ url: '/api/%61nalyze?q=%61' })).toBe('/api/analyze?q=%61');
  });
  it('leaves a plain URL as it is', () => {
    expect(canonicalUrl({ url: '/api/contracts?x=1' })).toBe('/api/contracts?x=1');
    expect(canonicalUrl({})).toBe('/');
  });
});
