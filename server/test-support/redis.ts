import { Redis } from 'ioredis';

/**
 * A Redis database of a test's own (`redis://127.0.0.1:6379/<n>`, one number per suite so that
 * parallel suites never share keys), emptied first. False when no Redis answers: the suite then
 * skips, except where CI requires it (server/scale/cluster.test.ts).
 */
export async function freshRedisDatabase(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
  });
  try {
    await probe.connect();
    await probe.flushdb();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
