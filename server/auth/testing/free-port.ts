import { createServer } from 'node:net';

/** A port of the test range (3300–3399) nobody listens on right now, on 127.0.0.1. */
export async function freePort(from = 3300, to = 3399): Promise<number> {
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
