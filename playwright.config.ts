import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The e2e suite drives Debian's Chromium against the built server (npm run test:e2e builds
// first) on its own port, with a fresh data directory so every run starts from an empty base.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'clausier-e2e-'));
// Playwright loads this file in every worker; the first load's directory is the server's.
process.env.E2E_DATA_DIR = dataDir;
// The page states axe has passed in this run, shared by its workers (e2e/support/fixtures.ts).
process.env.E2E_AXE_DIR ??= mkdtempSync(join(tmpdir(), 'clausier-axe-'));

/**
 * The mobile project replays only the tests tagged `@mobile`: those whose screen changes under
 * 768 px (the menu that replaces the navigation, the editor's actions menu, cards instead of the
 * contract table, the preview dialog, the phone-only buttons) or whose subject is the layout itself
 * (wrapping, layout shift, toolbar and dock placement). A test that takes the same path at every
 * width runs once, on the desktop project (its replay at 375 px cost ~10 s of a two-core run).
 * A spec that sets its own viewport in each part (wizard-situations, wizard-preview-guide) is
 * not replayed here, nor releases: its phones are 375 px touch contexts of their own.
 */
const MOBILE_TAG = /@mobile/;

/**
 * Debian's Chromium headless shell when installed (.ci/run installs it): the same Blink without
 * the full browser's window, its UI renderer and GPU process; the same 42 tests took a third
 * less CPU. Else Debian's Chromium; E2E_CHROMIUM picks another binary.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const executablePath =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const chromium = {
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // French UI locale, so native widgets (date inputs) show jj/mm/aaaa like a French user's browser.
      '--lang=fr-FR',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two on a two-core CI machine. Three sped up four specs run alone (129 s → 103 s) but not the
  // whole suite beside the slow tests: each test took 45 % longer (2,083 s of test time against
  // 1,465) for 12.1 minutes against 12.6, and slower steps flake. One locally, beside other work.
  workers: process.env.CI ? 2 : 1,
  // 60 s on CI: two browsers share two cores there, and journeys that sign up through the form
  // (which loads the password dictionaries) or walk every wizard step ran past 30 s under load.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // A trace is recorded only for a failed test's retry: recording every test's (screenshots and
    // DOM snapshots at each step) made the same specs 40 % slower on two cores.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grep: MOBILE_TAG,
      use: {
        ...chromium,
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // TRUST_PROXY: each test sends its own X-Forwarded-For (e2e/support/fixtures.ts), one client each.
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    },
  },
});
