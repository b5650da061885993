import { expect, test } from './support/fixtures';
import { loadedFaces } from './support/fonts';
import { next, preview, saveProfile, showPreview } from './wizard-helpers';

declare global {
  interface Window {
    __latencies?: { commit: number; frame: number }[];
  }
}

test.describe('live preview', () => {
  test('repaints as a field is typed, without any network call, and copies the text', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await saveProfile(page, { person: true });
    await page.goto('/wizard?fromDashboard=true');
    await page.getByRole('checkbox', { name: /^Auteur/ }).check();
    await next(page);
    await next(page);
    await showPreview(page);
    await expect(preview(page)).toContainText('droits d’auteur');
    // Set in the PDF's own face, served by the app, whatever serif the machine has.
    const contract = preview(page).locator('article[data-contract-preview]');
    expect(await contract.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
      /^"Libertinus Serif"/,
    );
    expect(await loadedFaces(page, 'Libertinus Serif')).toEqual(
      expect.arrayContaining(['normal 400', 'normal 700']),
    );

    // Per keystroke: time from the input event to React's commit in the preview (same task),
    // and to the end of the next animation frame (the paint that shows it).
    await page.evaluate(() => {
      const target = document.querySelector('[data-testid="contract-preview"]');
      if (!target) throw new Error('preview missing');
      window.__latencies = [];
      let start = 0;
      const observer = new MutationObserver(() => {
        if (!start) return;
        const t0 = start;
        start = 0;
        const commit = performance.now() - t0;
        requestAnimationFrame(() => {
          // A message posted from rAF runs after that frame's style, layout and paint.
          const channel = new MessageChannel();
          channel.port1.onmessage = () =>
            window.__latencies?.push({ commit, frame: performance.now() - t0 });
          channel.port2.postMessage(null);
        });
      });
      observer.observe(target, { subtree: true, childList: true, characterData: true });
      window.addEventListener('input', (event) => (start = event.timeStamp), { capture: true });
    });

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const field = page.getByLabel('Nom (obligatoire)', { exact: true });
    await field.pressSequentially('Delacroix-Fontaine', { delay: 40 });
    await expect(preview(page)).toContainText('Delacroix-Fontaine');

    const latencies = await page.evaluate(() => window.__latencies ?? []);
    expect(latencies.length).toBeGreaterThanOrEqual(15);
    const sorted = (key: 'commit' | 'frame') => latencies.map((l) => l[key]).sort((a, b) => a - b);
    const pct = (values: number[], p: number) =>
      values[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN;
    const commit = sorted('commit');
    const frame = sorted('frame');
    const summary = `keystroke→commit médiane ${pct(commit, 0.5).toFixed(1)} ms, p95 ${pct(commit, 0.95).toFixed(1)} ms ; keystroke→image peinte médiane ${pct(frame, 0.5).toFixed(1)} ms, p95 ${pct(frame, 0.95).toFixed(1)} ms (${latencies.length} frappes, ${test.info().project.name})`;
    console.log(summary);
    test.info().annotations.push({ type: 'preview latency', description: summary });
    // docs/design.md §7 sets 16 ms from keystroke to painted preview; that budget is measured on a
    // quiet machine by bench/preview.ts (timed tests do not belong in the suite). Here, on CI's two
    // shared cores, the bound only catches a gross regression: a round trip or a rebuild per key.
    expect(pct(commit, 0.5)).toBeLessThan(50);
    // Nothing goes to the network while typing: no /api/preview, no other call.
    expect(requests.filter((url) => url.includes('/api/preview'))).toEqual([]);
    expect(requests.filter((url) => url.includes('/api/'))).toEqual([]);

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copier' }).click();
    await expect(page.getByText('Copié !')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      'Delacroix-Fontaine',
    );
    // The copied indicator lasts 2 s.
    await expect(page.getByText('Copié !')).toBeHidden({ timeout: 3_500 });

    // French text needs only the Latin files; a name of another Latin alphabet fetches the file
    // of its letters (build/web-fonts.ts), so « ř » is set in the PDF's face too.
    const extended = async () =>
      (await loadedFaces(page, 'Libertinus Serif')).filter((face) => face.endsWith('latin-ext'));
    expect(await extended()).toEqual([]);
    await field.fill('Dvořák');
    await expect(preview(page)).toContainText('Dvořák');
    await expect.poll(extended).not.toEqual([]);
  });
});
