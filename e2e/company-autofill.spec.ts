import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  KNOWN_SIREN,
  startFakeApi,
  type FakeApi,
} from '@server/routes/company-lookup/fake-api.test-support';
import { freePort } from '@server/test-support/spawn-server';
import { expect, test } from './support/fixtures';

/**
 * Company autofill by SIREN, end to end against a local fake of the
 * « Recherche d'entreprises » API. The shared e2e server runs under NODE_ENV=test, where the
 * lookup is always off (server/config.ts), so this file starts its own built server in
 * development mode with COMPANY_LOOKUP_URL pointing at the fake: the shared one stays untouched.
 */
let fake: FakeApi;
let server: ChildProcess;
let origin: string;

test.describe.configure({ mode: 'serial' });

/**
 * Starts the built server in development mode on a free port of 3270–3299. A port found free can
 * be taken before the server listens (the slow suites start servers beside Playwright): then the
 * next attempt takes another one.
 */
function startServer(port: number): Promise<{ process: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'clausier-e2e-lookup-')),
      COMPANY_LOOKUP_URL: fake.base('fast'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGTERM');
      reject(new Error(`${why} :\n${output}`));
    };
    const timer = setTimeout(() => fail("le serveur n'a pas démarré"), 60_000);
    child.on('exit', () => fail("le serveur s'est arrêté avant d'être prêt"));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Clausier est prêt sur (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({ process: child, origin: match[1] });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  });
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  fake = await startFakeApi();
  for (let attempt = 1; ; attempt += 1) {
    try {
      // A range of its own: the slow suite's cluster test (3260-3299) runs beside Playwright, and
      // a port both probed free at the same moment went to whichever listened first.
      const started = await startServer(await freePort(3330, 3359));
      server = started.process;
      origin = started.origin;
      return;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await fake?.close();
});

/** The dashboard's company profile (a visitor without a profile is sent there by the wizard too). */
async function companyProfile(page: Page) {
  await page.goto(`${origin}/dashboard`);
  await page.getByRole('radio', { name: 'Personne morale' }).click();
  await expect(
    page.getByRole('heading', { name: 'Votre société (personne morale)' }),
  ).toBeVisible();
}

test('the company profile: a valid SIREN fills the empty fields from the register', async ({
  page,
  a11y,
}) => {
  await companyProfile(page);
  const button = page.getByRole('button', { name: 'Remplir depuis le SIREN' });
  const siren = page.getByLabel('Numéro SIREN ou SIRET');
  await siren.fill('12345');
  await expect(button).toHaveCount(0);
  await siren.fill(`${KNOWN_SIREN.slice(0, 3)} ${KNOWN_SIREN.slice(3, 6)} ${KNOWN_SIREN.slice(6)}`);
  await page.getByLabel(/^Forme juridique/).fill('SARL');
  await button.click();
  await expect(page.getByText('Informations de l’entreprise remplies.')).toBeVisible();
  await expect(page.getByLabel(/^Dénomination sociale/)).toHaveValue(/LUCIOLES/i);
  // What was typed stays: only the empty fields are filled.
  await expect(page.getByLabel(/^Forme juridique/)).toHaveValue('SARL');
  await expect(page.getByLabel('Code postal', { exact: true })).toHaveValue('69003');
  await expect(page.getByLabel('Nom du représentant', { exact: true })).toHaveValue('MARTIN');
  await a11y.scan('profil société rempli depuis le SIREN');
  expect(fake.requests.some((request) => request.includes(KNOWN_SIREN))).toBe(true);
});

test('an unknown SIREN changes nothing and says why', async ({ page }) => {
  await companyProfile(page);
  await page.getByLabel('Numéro SIREN ou SIRET').fill('552100554');
  await page.getByRole('button', { name: 'Remplir depuis le SIREN' }).click();
  await expect(page.getByText('Aucune entreprise trouvée pour ce SIREN.')).toBeVisible();
  await expect(page.getByLabel(/^Dénomination sociale/)).toHaveValue('');
});
