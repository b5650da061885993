import { describe, expect, it } from 'vitest';
import { earlyRequests } from './early-requests';

describe('earlyRequests', () => {
  it('reads the session on every page, nothing else on public pages', () => {
    expect(earlyRequests('/')).toEqual(['/api/auth/get-session']);
    expect(earlyRequests('/about')).toEqual(['/api/auth/get-session']);
    expect(earlyRequests('/editor')).toEqual(['/api/auth/get-session']);
  });

  it('adds the first reads of the signed-in pages, spelt as their own calls', () => {
    expect(earlyRequests('/wizard')).toEqual(['/api/auth/get-session', '/api/user-profile']);
    expect(earlyRequests('/contracts')).toEqual([
      '/api/auth/get-session',
      '/api/contracts',
      '/api/signature-requests',
    ]);
    expect(earlyRequests('/editor/3f1c')).toEqual([
      '/api/auth/get-session',
      '/api/contracts/3f1c',
      '/api/contracts/3f1c/elements',
    ]);
  });

  it('encodes the contract id as the editor does, and skips an undecodable one', () => {
    expect(earlyRequests('/editor/a%20b')).toContain('/api/contracts/a%20b/elements');
    expect(earlyRequests('/editor/%E0%A4%A')).toEqual(['/api/auth/get-session']);
    expect(earlyRequests('/editor/x/y')).toEqual(['/api/auth/get-session']);
  });
});
