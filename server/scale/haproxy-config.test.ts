import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from './haproxy-config';

describe('deploy/haproxy.cfg', () => {
  it('is the configuration the cluster test runs, for two local instances', () => {
    const file = readFileSync(new URL('../../deploy/haproxy.cfg', import.meta.url), 'utf8');
    expect(file).toBe(
      haproxyConfig({ bind: '*:80', servers: ['127.0.0.1:3001', '127.0.0.1:3002'] }),
    );
  });
});
