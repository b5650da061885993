import { createServer } from 'node:net';

/**
 * A port nobody listens on right now, on 127.0.0.1, in 3300–3329: the unit suite runs beside
 * Playwright, whose company-autofill spec starts servers in 3330–3359, and beside nothing that
 * uses this range (the cluster test's 3370–3399 runs after it).
 */
export async function freePort(from = 3300, to = 3329): Promise<number> {
  const start = from + Math.floor(Math.random() * (to - from + 1));
  for (let i = 0; i <= to - from; i++) {
    const port = from + ((start - from + i) % (to - from + 1));
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`Aucun port libre entre ${from} et ${to}.`);
}
