import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, freePort, startServer, type RunningServer } from '../test-support/spawn-server';

/**
 * Durability: the real server on SQLite is SIGKILLed in the middle of a burst of saves. After a
 * restart on the same DATA_DIR every save that was answered 2xx is there, and the file is
 * intact (WAL + synchronous=FULL).
 */
describe('crash during a burst of saves (SQLite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'clausier-crash-'));
  let server: RunningServer | undefined;
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await exited(server.child);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged save and an intact database', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      BETTER_AUTH_URL: `http://localhost:${port}`,
      WEB_DIR: join(dataDir, 'no-web'),
    };
    server = await startServer(env);
    const origin = `http://localhost:${port}`;
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        email: 'crash@example.fr',
        password: 'mot-de-passe-solide-42',
        name: 'crash',
      }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const headers = { 'content-type': 'application/json', origin, cookie };

    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;
    const save = async () => {
      const title = `Sauvegarde ${(sent += 1)}`;
      const response = await fetch(`${server!.url}/api/contracts`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title,
          contractData: { auteur_type: 'Personne physique', description_oeuvre: 'x'.repeat(2000) },
        }),
      });
      if (response.ok) acknowledged.push((await response.json()).id);
    };
    const worker = async () => {
      while (!killed) await save().catch(() => undefined);
    };
    const workers = Array.from({ length: 8 }, worker);
    while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGKILL');
    killed = true;
    await exited(server.child);
    await Promise.all(workers);
    expect(sent).toBeGreaterThan(acknowledged.length);

    server = await startServer(env);
    const list = await fetch(`${server.url}/api/contracts`, { headers });
    expect(list.status).toBe(200);
    const stored = new Set(((await list.json()).contracts as { id: string }[]).map((c) => c.id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);

    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toBe(0);
    const sqlite = new SQLite(join(dataDir, 'clausier.sqlite'), { readonly: true });
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    sqlite.close();
  });
});
