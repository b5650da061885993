import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags';
import { BENCH_ORIGIN } from './origin';
import { percentile } from './stats';

/** The assignee the wizard fills the « Cessionnaire » part with (what the dashboard saves). */
export const ASSIGNEE_PROFILE = {
  physical_person: {
    gentille: 'Mme',
    nom: 'Martin',
    prenom: 'Camille',
    adresse: '3 rue des Lilas',
    code_postal: '69001',
    ville: 'Lyon',
    is_configured: true,
  },
  legal_entity: {},
  selected_entity_type: '',
};

type Sample = { commit: number; frame: number; painted: number; firstFrame: boolean };

export type KeystrokeResult =
  | {
      keystrokes: number;
      /** keydown → the preview's DOM changed (the render, same task). */
      commit: { p50: number; p95: number };
      /** keydown → the animation frame that follows the change (its rAF callback). */
      frame: { p50: number; p95: number };
      /** keydown → after that frame's style, layout and paint (a message posted from its rAF). */
      painted: { p50: number; p95: number };
      /** Share of keystrokes whose change was painted by the first frame after the keydown. */
      firstFrameShare: number;
    }
  | { error: string };

declare global {
  interface Window {
    __keystrokes?: Sample[];
  }
}

/**
 * Installs the probe: keydown time, then the first preview mutation, then the next frames.
 * `countFrames` runs a rAF loop to tell which frame painted a change: at 60 Hz it costs nothing,
 * with the frame rate unlimited it would keep the page busy, so that run goes without it.
 */
function installProbe(countFrames: boolean) {
  const target = document.querySelector('[data-testid="contract-preview"]');
  if (!target) throw new Error('aperçu absent');
  window.__keystrokes = [];
  let start = 0;
  // Frames counted by one rAF loop; its callback runs first in each frame (registered in the
  // frame before), so a keystroke painted in the first frame after it reads frameAtKey + 1.
  let frames = 0;
  let frameAtKey = 0;
  const loop = () => {
    frames++;
    requestAnimationFrame(loop);
  };
  if (countFrames) requestAnimationFrame(loop);
  window.addEventListener(
    'keydown',
    (event) => {
      start = event.timeStamp;
      frameAtKey = frames;
    },
    { capture: true },
  );
  new MutationObserver(() => {
    if (!start) return;
    const t0 = start;
    start = 0;
    const commit = performance.now() - t0;
    requestAnimationFrame(() => {
      const frame = performance.now() - t0;
      const firstFrame = frames === frameAtKey + 1;
      // A message posted from rAF runs after that frame's style, layout and paint.
      const channel = new MessageChannel();
      channel.port1.onmessage = () =>
        window.__keystrokes?.push({ commit, frame, painted: performance.now() - t0, firstFrame });
      channel.port2.postMessage(null);
    });
  }).observe(target, { subtree: true, childList: true, characterData: true });
}

/**
 * /wizard as a visitor with an assignee profile (the wizard asks for one first), at 1280 px
 * (the preview beside the form): Auteur, then step 3.
 */
async function openAuthorStep(page: Page, base: string) {
  // A returning visitor: no welcome tutorial over the page (LOCAL_KEYS.welcomeTutorialVisited).
  await page.addInitScript(() => localStorage.setItem('hasVisitedWelcome', 'true'));
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  const profile = await page.request.get(`${base}/api/user-profile`);
  const { version } = (await profile.json()) as { version: number };
  const saved = await page.request.post(`${base}/api/user-profile`, {
    headers: { origin: BENCH_ORIGIN },
    data: { ...ASSIGNEE_PROFILE, version },
  });
  if (!saved.ok()) throw new Error(`profil refusé (${saved.status()}) : ${await saved.text()}`);
  await page.goto(`${base}/wizard?fromDashboard=true`, { waitUntil: 'networkidle' });
  await page.getByRole('checkbox', { name: /^Auteur/ }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByTestId('contract-preview').waitFor();
}

/**
 * Keystroke → painted preview on /wizard in Chromium (docs/design.md §7: ≤ 16 ms): types in the
 * author's « Nom » field, which the preview shows, one key every `gapMs` (a brisk typist), in
 * rounds of a 20-letter name typed then erased; measures each keystroke inside the page.
 */
export async function measureKeystrokes(
  base: string,
  {
    keystrokes = 200,
    gapMs = 60,
    unlimitedFrames = false,
  }: {
    keystrokes?: number;
    gapMs?: number;
    /** Chromium draws a frame as soon as one is asked for, instead of at the next 60 Hz tick. */
    unlimitedFrames?: boolean;
  } = {},
): Promise<KeystrokeResult> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: unlimitedFrames
      ? [...CHROMIUM_ARGS, '--disable-frame-rate-limit', '--disable-gpu-vsync']
      : CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await openAuthorStep(page, base);
    const field = page.getByLabel('Nom (obligatoire)', { exact: true });
    await field.click();
    // Warm-up: the first keystrokes compile the preview's code paths.
    await field.pressSequentially('Delacroix', { delay: gapMs });
    for (let i = 0; i < 9; i++) await page.keyboard.press('Backspace', { delay: 0 });
    await page.waitForTimeout(200);
    // tsx (esbuild, keepNames) wraps named functions in __name(), which the page lacks.
    await page.evaluate('globalThis.__name ??= (fn) => fn');
    await page.evaluate(installProbe, !unlimitedFrames);
    const word = 'Delacroix-Fontaineau';
    let typed = 0;
    while (typed < keystrokes) {
      for (const letter of word) {
        if (typed >= keystrokes) break;
        await page.keyboard.press(letter);
        typed++;
        await page.waitForTimeout(gapMs);
      }
      for (let i = 0; i < word.length && typed < keystrokes; i++) {
        await page.keyboard.press('Backspace');
        typed++;
        await page.waitForTimeout(gapMs);
      }
    }
    await page.waitForTimeout(200);
    const samples = await page.evaluate(() => window.__keystrokes ?? []);
    if (samples.length < keystrokes * 0.9)
      return { error: `${samples.length} changements de l’aperçu pour ${keystrokes} frappes` };
    const stat = (key: 'commit' | 'frame' | 'painted') => {
      const values = samples.map((s) => s[key]);
      return { p50: percentile(values, 50), p95: percentile(values, 95) };
    };
    return {
      keystrokes: samples.length,
      commit: stat('commit'),
      frame: stat('frame'),
      painted: stat('painted'),
      firstFrameShare: samples.filter((s) => s.firstFrame).length / samples.length,
    };
  } catch (error) {
    return { error: `frappe → aperçu : ${String(error).split('\n')[0]}` };
  } finally {
    await browser.close();
  }
}
