import type { Page } from '@playwright/test';
import { signUpViaApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectFooterLinksUncovered } from './support/uncovered';

// The mascot tutorial (docs/product.md §2 "Shared pieces", §4, §9): typing, skip/advance,
// Suite/Terminer, close, the welcome shown once on /wizard and replayed by the bell.
test.use({ welcomeSeen: false });

const bubbleOf = (page: Page) => page.getByTestId('tutorial-bubble');
/**
 * The bubble has taken the focus, as a person finds it before pressing Escape or clicking
 * elsewhere: its dialog then listens for both (it starts listening just after it opens).
 */
const bubbleReady = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() =>
        Boolean(
          document
            .querySelector('[data-testid="tutorial-bubble"]')
            ?.contains(document.activeElement),
        ),
      ),
    )
    .toBe(true);
const textOf = (page: Page) => page.getByTestId('tutorial-text');

/** Opens the wizard as a visitor; the profile modal opens first, the welcome once it closes. */
async function openWizard(page: Page) {
  await page.goto('/wizard?fromDashboard=true');
  const profileModal = page.getByRole('dialog', { name: 'Configuration du profil requise' });
  await profileModal.getByRole('button', { name: 'Annuler' }).click();
  await expect(profileModal).toBeHidden();
}

test('the welcome types each message, skips and advances through six messages, then ends with « Terminer »', async ({
  page,
  a11y,
}) => {
  await openWizard(page);
  const bubble = bubbleOf(page);
  await expect(bubble).toBeVisible();
  await expect(bubble).toContainText('1 / 6');
  await expect(bubble.getByRole('heading', { name: /Plume, votre guide/ })).toBeVisible();

  // Typing: partial text, « Suite » disabled, then complete at 25 ms per character.
  const suite = bubble.getByRole('button', { name: 'Suite' });
  await expect(suite).toBeDisabled();
  const partial = await textOf(page).innerText();
  // Read while « Suite » is still disabled: typing has not reached the end (a loaded machine may
  // be far into the message already, so only the end is checked).
  expect(partial).not.toMatch(/quelques minutes\.$/);
  // 25 ms a letter is ~3 s for this one; a machine busy with two browsers has taken over 6 s.
  await expect(textOf(page)).toHaveText(
    /^Bonjour et bienvenue sur Clausier\s! Je suis Plume.*quelques minutes\.$/,
    { timeout: 15_000 },
  );
  await expect(suite).toBeEnabled();
  await expect(page.getByTestId('tutorial-progress')).toHaveAttribute('style', /width: 100%/);
  await expect(bubble.locator('svg[data-expression]')).toHaveAttribute('data-expression', 'happy');
  await a11y.scan('welcome bubble');

  // Clicking the text advances once typed…
  await textOf(page).click();
  await expect(bubble).toContainText('2 / 6');
  await expect(suite).toBeDisabled();
  // …and skips while typing.
  await textOf(page).click();
  await expect(textOf(page)).toHaveText(/six étapes.*complète votre contrat\.$/);
  await expect(suite).toBeEnabled();
  await expect(bubble.locator('svg[data-expression]')).toHaveAttribute(
    'data-expression',
    'default',
  );

  const expressions: Record<number, string> = { 5: 'default', 6: 'motivated' };
  for (let i = 3; i <= 6; i++) {
    await suite.click();
    await expect(bubble).toContainText(`${i} / 6`);
    await textOf(page).click();
    if (expressions[i])
      await expect(bubble.locator('svg[data-expression]')).toHaveAttribute(
        'data-expression',
        expressions[i]!,
      );
  }
  await expect(bubble.getByRole('button', { name: 'Suite' })).toHaveCount(0);
  await bubble.getByRole('button', { name: 'Terminer' }).click();
  await expect(bubble).toBeHidden();
});

test('the welcome, which opens by itself, leaves the focus in the page; Escape closes it', async ({
  page,
}) => {
  await openWizard(page);
  await expect(bubbleOf(page)).toBeVisible();
  // Not a modal: the focus stays where the page put it, so a keystroke meant for the form is
  // never swallowed by the guide.
  const focused = () => page.evaluate(() => document.activeElement?.id ?? '');
  const before = await focused();
  await expect(bubbleOf(page).locator(':focus')).toHaveCount(0);
  // Its text is there at once on request (typing lasts more than five seconds: WCAG 2.2.2).
  await bubbleOf(page).getByRole('button', { name: 'Afficher tout le texte' }).click();
  const next = bubbleOf(page).getByRole('button', { name: 'Suite' });
  await expect(next).toHaveAttribute('aria-disabled', 'false');
  await expect(next).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(bubbleOf(page)).toBeHidden();
  // Radix gives the focus back in a task after the bubble has left the page.
  await expect.poll(focused).toBe(before);
});

test('the welcome shows once; the bell appears after 3 s and replays it; Escape and outside clicks close it', async ({
  page,
}) => {
  await openWizard(page);
  await expect(bubbleOf(page)).toBeVisible();
  await bubbleOf(page).getByRole('button', { name: 'Fermer le tutoriel' }).click();
  await expect(bubbleOf(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('hasVisitedWelcome'))).toBe('true');

  // Second visit: no welcome; the bell comes 3 s after the page loads.
  const loadedAt = Date.now(); // before the reload: a lower bound of the page's load time
  await page.reload();
  await page
    .getByRole('dialog', { name: 'Configuration du profil requise' })
    .getByRole('button', { name: 'Annuler' })
    .click();
  const bell = page.getByRole('button', { name: 'Revoir le tutoriel' });
  if (Date.now() - loadedAt < 2500) await expect(bell).toHaveCount(0);
  await expect(bell).toBeVisible({ timeout: 6000 });
  expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(3000);
  await expect(bubbleOf(page)).toBeHidden();

  await bell.click();
  await expect(bubbleOf(page)).toContainText('1 / 6');
  await bubbleReady(page);
  await page.keyboard.press('Escape');
  await expect(bubbleOf(page)).toBeHidden();
  await expect(bell).toBeFocused(); // focus returns to what opened it

  await bell.click();
  await expect(bubbleOf(page)).toBeVisible();
  await bubbleReady(page);
  await page.mouse.click(5, 200); // outside the bubble
  await expect(bubbleOf(page)).toBeHidden();

  // Fixed in the bottom-left corner, the bell leaves the footer's links clickable.
  await expectFooterLinksUncovered(page);
  await expect(bell).toBeVisible();
});

test('keyboard: « Suite » and the close button are reachable and operate the bubble', async ({
  page,
}) => {
  await openWizard(page);
  const bubble = bubbleOf(page);
  await textOf(page).click(); // finish typing
  const suite = bubble.getByRole('button', { name: 'Suite' });
  await suite.focus();
  await page.keyboard.press('Enter');
  await expect(bubble).toContainText('2 / 6');
  await expect(suite).toBeFocused(); // still focused while disabled (aria-disabled)
  await page.keyboard.press('Enter'); // ignored while typing
  await expect(bubble).toContainText('2 / 6');
});

test('reduced motion: the whole message shows at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openWizard(page);
  await expect(textOf(page)).toHaveText(/^Bonjour et bienvenue sur Clausier\s!.*minutes\.$/);
  await expect(bubbleOf(page).getByRole('button', { name: 'Suite' })).toBeEnabled();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the welcome sits in the page above the form: every field is free while it talks, and it stays open as the form is used', async ({
    page,
    a11y,
  }) => {
    await openWizard(page);
    const bubble = bubbleOf(page);
    await expect(textOf(page)).toBeVisible();
    // In the page, between the wizard's header and its form, not fixed over the screen.
    expect(await bubble.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
    const form = await page.getByRole('region', { name: 'Type de contrat' }).boundingBox();
    const box = await bubble.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(form!.y);
    await textOf(page).click(); // the whole first message at once
    await expect(textOf(page)).toHaveText(/quelques minutes\.$/);

    // Every visible field of the first step, focused in turn, is the element at its own centre;
    // the guide neither folds nor closes meanwhile.
    const fields = page.locator('main').locator('input, select, textarea');
    const count = await fields.count();
    let checked = 0;
    for (let i = 0; i < count; i++) {
      const field = fields.nth(i);
      if (!(await field.isVisible())) continue;
      const size = await field.boundingBox();
      if (!size || size.width < 4 || size.height < 4) continue; // visually hidden inputs
      await field.focus();
      await expect
        .poll(() =>
          field.evaluate((el) => {
            const r = el.getBoundingClientRect();
            const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
            return hit && el.contains(hit) ? '' : (hit?.outerHTML.slice(0, 80) ?? 'hors écran');
          }),
        )
        .toBe('');
      checked++;
    }
    expect(checked).toBeGreaterThan(1);
    await expect(textOf(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Afficher le guide' })).toHaveCount(0);
    await a11y.scan('guide in the page on a phone');
    await bubble.getByRole('button', { name: 'Suite' }).click();
    await expect(bubble).toContainText('2 / 6');
  });

  test('elsewhere the guide floats: it folds as soon as a field takes the focus, and « Afficher le guide » unfolds it as it was', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Aide : configurer mon profil' }).click();
    const bubble = bubbleOf(page);
    await expect(bubble).toContainText('1 / 4');
    await textOf(page).click();
    await expect(bubble.getByRole('button', { name: 'Suite' })).toBeEnabled();
    const chip = page.getByRole('button', { name: 'Afficher le guide' });
    await expect(chip).toHaveCount(0);

    const field = page.locator('main').locator('input:visible, select:visible').first();
    await field.focus();
    await expect(chip).toBeVisible();
    await expect(textOf(page)).toBeHidden();
    // Folded, Escape in a field is the field's: the guide stays.
    await page.keyboard.press('Escape');
    await expect(chip).toBeVisible();

    await chip.click();
    await expect(chip).toHaveCount(0);
    await expect(bubble).toContainText('1 / 4');
    await expect(bubble.getByRole('button', { name: 'Suite' })).toBeEnabled();
    await expect(bubble).toBeFocused();

    // Scrolling the page folds it too.
    await page.evaluate(() => {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, window.scrollY > end / 2 ? 0 : end);
    });
    await expect(chip).toBeVisible();
  });
});

test('contracts tutorial: the lightbulb opens it and messages outline their element', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/contracts');
  await page.locator('#contracts-tutorial-lightbulb').click();
  const bubble = bubbleOf(page);
  await expect(bubble).toContainText('1 / 4');
  await expect(page.locator('[data-tutorial-highlight]')).toHaveCount(0);
  await textOf(page).click();
  await textOf(page).click();
  await expect(bubble).toContainText('2 / 4');
  const outline = page.locator('[data-tutorial-highlight="contract-import-zone"]');
  await expect(outline).toBeVisible();
  const zone = await page.locator('#contract-import-zone').first().boundingBox();
  const box = await outline.boundingBox();
  expect(box!.x).toBeLessThan(zone!.x);
  expect(box!.x + box!.width).toBeGreaterThan(zone!.x + zone!.width);
  // No contract yet: the export button is absent and its highlight is simply skipped.
  await textOf(page).click();
  await textOf(page).click();
  await expect(bubble).toContainText('3 / 4');
  await expect(page.locator('[data-tutorial-highlight]')).toHaveCount(0);
});

test('profile tutorial: the dashboard lightbulb opens it and outlines the type cards then the form', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Aide : configurer mon profil' }).click();
  const bubble = bubbleOf(page);
  await expect(bubble).toContainText('1 / 4');
  await textOf(page).click();
  await textOf(page).click();
  await expect(bubble).toContainText('2 / 4');
  await expect(page.locator('[data-tutorial-highlight="profile-type-selection"]')).toBeVisible();
  await textOf(page).click();
  await textOf(page).click();
  await expect(bubble).toContainText('3 / 4');
  await expect(page.locator('[data-tutorial-highlight="profile-config-form"]')).toBeVisible();
});
