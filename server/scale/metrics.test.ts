import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startMetricsServer } from './metrics';

describe('the metrics port', () => {
  it('listens on the configured interface, loopback unless METRICS_HOST says otherwise', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'clausier-metrics-'));
    const { metricsHost } = loadConfig({ DATA_DIR: dataDir }).scale;
    rmSync(dataDir, { recursive: true, force: true });
    const server = await startMetricsServer(new Registry(), 0, metricsHost);
    try {
      const { address, port } = server.address() as AddressInfo;
      // Not 0.0.0.0 or ::, which every interface of the host would reach.
      expect(address).toBe('127.0.0.1');
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
