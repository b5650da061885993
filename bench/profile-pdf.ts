/**
 * CPU profiles of PDF requests, HTTP to bytes (docs/decisions/0019-pdf-request-profile.md):
 * 1. the server process: bench/serve-app.ts started with `--cpu-prof`, sent `runs` sequential
 *    POST /api/generate-pdf of the largest ready draft, stopped (the profile is written at exit);
 * 2. the render process's share: the same steps the render child takes for that request
 *    (render-child.ts: read the cloned document, make long tokens breakable, normalise and
 *    cost, compile), replayed `runs` times
 *    in this process under the inspector's profiler (a render child is killed, not exited, so
 *    `--cpu-prof` would never write its profile).
 * Writes both .cpuprofile files to PROFILE_DIR (default /tmp/clausier-profile); open them in
 * Chrome DevTools or speedscope. `npx tsx bench/profile-pdf.ts`. PROFILE_PATH=/api/preview
 * profiles the text preview of the same draft instead (the server's profile only).
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join, resolve } from 'node:path';
import { buildContract } from '@core/templates/build-contract';
import { FIXED_TODAY, readyLargestDraft } from '@server/render/fixtures/largest-draft';
import { prepareForLayout } from '@server/render/limits';
import { withBreakableWords } from '@server/render/pdf/breakable-words';
import renderPdfTask from '@server/render/pdf/worker';
import { deserialize, serialize } from 'node:v8';
import type { ContractDocument } from '@core/schemas/document';
import { startChildServer } from './child-server';
import { BENCH_ORIGIN } from './origin';

const runs = Number(process.env.PROFILE_RUNS ?? 300);
const path = process.env.PROFILE_PATH ?? '/api/generate-pdf';
const dir = resolve(process.env.PROFILE_DIR ?? '/tmp/clausier-profile');
mkdirSync(dir, { recursive: true });

async function serverProfile(): Promise<void> {
  const serverDir = join(dir, 'server');
  mkdirSync(serverDir, { recursive: true });
  const app = await startChildServer('bench/serve-app.ts', {}, 60_000, [
    '--cpu-prof',
    `--cpu-prof-dir=${serverDir}`,
    '--cpu-prof-interval=200',
  ]);
  try {
    const signUp = await fetch(`${app.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: BENCH_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'profil@example.fr',
        password: 'mot-de-passe-solide-42',
        name: 'Profil',
      }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const draft = readyLargestDraft();
    const body = JSON.stringify(path === '/api/preview' ? draft : { contractData: draft });
    const started = performance.now();
    for (let i = 0; i < runs; i++) {
      const response = await fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: { origin: BENCH_ORIGIN, cookie, 'content-type': 'application/json' },
        body,
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} : ${response.status}`);
    }
    console.log(
      `serveur : ${runs} × ${path} en ${(performance.now() - started).toFixed(0)} ms, profil dans ${serverDir}`,
    );
  } finally {
    await app.stop();
  }
  console.log(readdirSync(serverDir).join('\n'));
}

async function childProfile(): Promise<void> {
  const message = serialize({
    id: 1,
    kind: 'pdf',
    document: buildContract(readyLargestDraft(), { today: FIXED_TODAY }),
  });
  // The child's own steps (render-child.ts handle), warm first as after its start-up: the
  // message read from the channel, the text prepared, the compile.
  const handle = async () => {
    const { document } = deserialize(message) as { document: ContractDocument };
    const prepared = prepareForLayout(withBreakableWords(document));
    await renderPdfTask({ documentJson: JSON.stringify(prepared) });
  };
  for (let i = 0; i < 30; i++) await handle();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const started = performance.now();
  for (let i = 0; i < runs; i++) await handle();
  const elapsed = performance.now() - started;
  const { profile } = await session.post('Profiler.stop');
  const file = join(dir, 'render-child.cpuprofile');
  writeFileSync(file, JSON.stringify(profile));
  console.log(`rendu : ${runs} PDF en ${elapsed.toFixed(0)} ms, profil ${file}`);
  session.disconnect();
}

await serverProfile();
if (path === '/api/generate-pdf') await childProfile();
process.exit(0);
