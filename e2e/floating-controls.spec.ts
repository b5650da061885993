import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectStep, fillPerson, next, saveProfile } from './wizard-helpers';

// At 375 px nothing fixed to the screen (the tutorial bell, « Aperçu », the guide, folded or
// open) lies on a field or a button of the wizard: each step is checked where it opens, scrolled
// to its end, and with each of its fields focused. The phone is set here, not by the mobile
// project: the check is about that width only.
test.use({
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  welcomeSeen: false,
});

/**
 * The fields and buttons of the page, inside the screen, that a floating control or the guide
 * overlaps (their boxes intersect by more than a pixel), as « control → element » lines.
 */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const floating = [
      ...document.querySelectorAll<HTMLElement>(
        '[data-floating-control], [data-testid="tutorial-bubble"]',
      ),
    ].filter((el) => {
      const style = getComputedStyle(el);
      return style.position === 'fixed' && el.getClientRects().length > 0;
    });
    // A control across the whole width (the phone's bar of the bell and « Aperçu ») is the
    // screen's lower edge, as the sticky header is its upper one: what is below its top is off
    // screen, and the bar is checked only for what stands on it (its buttons are floating controls).
    const bars = floating.filter((el) => el.getBoundingClientRect().width >= window.innerWidth - 1);
    const bottom = Math.min(
      window.innerHeight,
      ...bars.map((bar) => bar.getBoundingClientRect().top),
    );
    const label = (el: Element) =>
      `${el.tagName.toLowerCase()} « ${(el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).name ?? '').trim().slice(0, 40)} »`;
    const targets = [
      ...document.querySelectorAll<HTMLElement>(
        'main input, main select, main textarea, main button, main a[href], main [role="checkbox"], main [role="radio"], main [role="combobox"]',
      ),
    ].filter((el) => !floating.some((control) => control.contains(el)));
    const lines: string[] = [];
    for (const el of targets) {
      const box = el.getBoundingClientRect();
      if (box.width < 4 || box.height < 4) continue; // visually hidden inputs
      if (getComputedStyle(el).visibility === 'hidden') continue;
      if (box.bottom <= 0 || box.top >= bottom) continue; // off screen
      for (const control of floating) {
        if (bars.includes(control)) continue;
        // The parts of a control actually drawn: a folded guide's box is its button's. Only
        // the part of the element above the bar is on screen.
        for (const part of control.getClientRects()) {
          const x = Math.min(box.right, part.right) - Math.max(box.left, part.left);
          const y = Math.min(box.bottom, bottom, part.bottom) - Math.max(box.top, part.top);
          if (x > 1 && y > 1) lines.push(`${label(control)} → ${label(el)}`);
        }
      }
    }
    return lines;
  });
}

/**
 * The floating controls (the bell, « Aperçu », the folded guide) that lie on one another (their
 * boxes intersect by more than a pixel), as « control → control » lines; the bar they stand on is
 * not one of them.
 */
function overlappingControls(page: Page) {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('[data-floating-control]')].filter(
      (el) =>
        getComputedStyle(el).position === 'fixed' &&
        el.getClientRects().length > 0 &&
        el.getBoundingClientRect().width < window.innerWidth - 1,
    );
    const label = (el: Element) =>
      `${el.tagName.toLowerCase()} « ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)} »`;
    const lines: string[] = [];
    controls.forEach((a, i) => {
      for (const b of controls.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        for (const p of a.getClientRects())
          for (const q of b.getClientRects()) {
            const x = Math.min(p.right, q.right) - Math.max(p.left, q.left);
            const y = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
            if (x > 1 && y > 1) lines.push(`${label(a)} → ${label(b)}`);
          }
      }
    });
    return lines;
  });
}

/** The step where it opens, then scrolled to its end: nothing covered either time. */
async function expectStepUncovered(page: Page) {
  await expect.poll(() => overlappingControls(page)).toEqual([]);
  await expect.poll(() => coveredControls(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => coveredControls(page)).toEqual([]);
  // Each field focused in turn is brought out from under the controls.
  const fields = page.locator('main').locator('input, select, textarea');
  for (let i = 0; i < (await fields.count()); i++) {
    const field = fields.nth(i);
    const box = await field.boundingBox();
    if (!box || box.width < 4 || box.height < 4 || !(await field.isVisible())) continue;
    await field.focus();
    await expect.poll(() => coveredControls(page)).toEqual([]);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('at 375 px, on every wizard step, the guide and the floating controls leave every field and button uncovered', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await saveProfile(page, { person: true });
  await page.goto('/wizard?fromDashboard=true');
  await expectStep(page, 1, 'Type de contrat');

  // First visit: the guide opens by itself, over nothing, and the focus stays out of it.
  const bubble = page.getByTestId('tutorial-bubble');
  await expect(bubble).toBeVisible();
  await expect(bubble.locator(':focus')).toHaveCount(0);
  await expect.poll(() => coveredControls(page)).toEqual([]);
  // The bell comes 3 s after the page loads: wait for it, so it is part of every check.
  await expect(page.getByRole('button', { name: 'Revoir le tutoriel' })).toBeVisible({
    timeout: 6000,
  });
  await expectStepUncovered(page);
  await page.getByLabel('Description du projet').fill('Portraits de Léa pour mon site.');
  await page.getByRole('checkbox', { name: /^Auteur/ }).check();
  await page.getByRole('checkbox', { name: /^Image/ }).check();
  await next(page);

  await expectStep(page, 2, 'Mode de cession et droits');
  await expectStepUncovered(page);
  await page.getByRole('radio', { name: /^Onéreuse/ }).check();
  await next(page);

  await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
  await expectStepUncovered(page);
  await fillPerson(page, { civ: 'Mme', prenom: 'Léa', nom: 'Durand' });
  await next(page);

  await expectStep(page, 4, 'Description détaillée');
  await expectStepUncovered(page);
  await page.getByLabel('Description de l’œuvre').fill('Série de 12 portraits.');
  await page.getByLabel(/Description des images/).fill('Portraits réalisés le 12 mars 2026.');
  await page.getByLabel(/L’œuvre représente-t-elle le modèle/).selectOption('oui');
  await next(page);

  await expectStep(page, 5, 'Supports et rémunération');
  await expectStepUncovered(page);
  await page.getByRole('checkbox', { name: 'Réseaux sociaux' }).check();
  await page.getByRole('checkbox', { name: /^Rien de ce qui contient l’œuvre/ }).check();
  await page.getByLabel(/Prix de la cession des droits d’auteur/).fill('800');
  await page.getByLabel(/Prix de l’autorisation de droit à l’image/).fill('300');
  await next(page);

  await expectStep(page, 6, 'Finalisation');
  await expectStepUncovered(page);
});

test.describe('the profile guide folded on the wizard', () => {
  test.use({ welcomeSeen: true });

  test('at 375 px the folded « Afficher le guide » and the bell lie side by side, neither on the other nor on « Aperçu »', async ({
    page,
  }) => {
    await page.goto('/wizard?fromDashboard=true');
    const profileModal = page.getByRole('dialog', { name: 'Configuration du profil requise' });
    await profileModal.getByRole('button', { name: 'Aide' }).click();
    const bubble = page.getByTestId('tutorial-bubble');
    await expect(bubble).toBeVisible();
    if (await profileModal.isVisible())
      await profileModal.getByRole('button', { name: 'Annuler' }).click();
    await expect(profileModal).toBeHidden();
    // Turning to the page folds the guide into its button.
    const chip = page.getByRole('button', { name: 'Afficher le guide' });
    if (!(await chip.isVisible()))
      await page.locator('main').locator('input:visible, textarea:visible').first().focus();
    await expect(chip).toBeVisible();
    const bell = page.getByRole('button', { name: 'Revoir le tutoriel' });
    await expect(bell).toBeVisible({ timeout: 6000 });
    await expect.poll(() => overlappingControls(page)).toEqual([]);
    await expect.poll(() => coveredControls(page)).toEqual([]);
    // Both stand on the bar, the bell left of the guide.
    const [bellBox, chipBox] = [await bell.boundingBox(), await chip.boundingBox()];
    expect(chipBox!.x).toBeGreaterThanOrEqual(bellBox!.x + bellBox!.width);
    expect(chipBox!.y + chipBox!.height).toBeLessThanOrEqual(812);
  });
});
