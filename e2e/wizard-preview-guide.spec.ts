import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectStep, fillPerson, next, preview, saveProfile } from './wizard-helpers';

/** The text of each range the preview highlights as just changed (CSS Custom Highlight API), spaces folded. */
const highlighted = (page: Page) =>
  page.evaluate(() => {
    const registry = (CSS as unknown as { highlights?: Map<string, Iterable<Range>> }).highlights;
    const current = registry?.get('preview-change');
    return current ? [...current].map((range) => range.toString().replace(/\s+/g, ' ')) : [];
  });

/** A paid copyright contract, driven to step 5 (the price). */
async function toPaidStep5(page: Page) {
  await page.goto('/');
  await saveProfile(page, { person: true });
  await page.goto('/wizard?fromDashboard=true');
  await page.getByRole('checkbox', { name: /^Auteur/ }).check();
  await next(page);
  await expectStep(page, 2, 'Mode de cession et droits');
  await page.getByRole('radio', { name: /^Onéreuse/ }).check();
  await next(page);
  await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
  await fillPerson(page, { civ: 'Mme', prenom: 'Léa', nom: 'Durand' });
  await next(page);
  await expectStep(page, 4, 'Description détaillée');
  await page
    .getByLabel('Description de l’œuvre')
    .fill('Illustration « Forêt d’automne » pour la couverture.');
  // The preview compares its text at each typing pause: wait for this one, so the changes of
  // steps 1 to 4 are behind it and the next pause shows only what step 5 changes.
  await expect
    .poll(() => highlighted(page))
    .toContainEqual(expect.stringContaining('Forêt d’automne'));
  await next(page);
  await expectStep(page, 5, 'Supports et rémunération');
}

// A guided preview, beside the form from 1024 px.
test.describe('guided preview', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('at step 5 of a paid contract the price clause is in the preview box, with its note', async ({
    page,
  }) => {
    await toPaidStep5(page);
    await page.getByLabel(/^Prix \(en euros\)/).fill('1500');

    // Followed by the box's own scroll, never the page's.
    const words = preview(page)
      .getByText(/mille cinq cents euros/)
      .first();
    await expect(words).toBeInViewport();
    const box = await preview(page).boundingBox();
    const text = await words.boundingBox();
    expect(box && text && text.y >= box.y && text.y + text.height <= box.y + box.height).toBe(true);

    // Styled like the document (core/document/styles.ts): article headings 11 pt bold, body 10 pt.
    const px = (pt: number) => (pt * 96) / 72;
    const style = (selector: string) =>
      preview(page)
        .locator(selector)
        .first()
        .evaluate((el) => [
          parseFloat(getComputedStyle(el).fontSize),
          getComputedStyle(el).fontWeight,
        ]);
    expect(await style('.contract-article')).toEqual([expect.closeTo(px(11), 1), '700']);
    expect(await style('.contract-body')).toEqual([expect.closeTo(px(10), 1), '400']);

    const price = preview(page).locator('[data-section="a-remuneration"]');
    await price.getByText('Pourquoi cette clause').click();
    await expect(
      price.getByTestId('clause-note').getByText(/article L131-4 du même code/),
    ).toBeVisible();
  });

  test('typing a price highlights « mille cinq cents euros (1 500 €) » in the preview, briefly', async ({
    page,
    a11y,
  }) => {
    await toPaidStep5(page);
    // The description typed at step 4 was highlighted; that goes away by itself.
    await expect.poll(() => highlighted(page), { timeout: 10_000 }).toEqual([]);
    await page.getByLabel(/^Prix \(en euros\)/).fill('1500');
    await expect
      .poll(() => highlighted(page))
      .toContainEqual(expect.stringContaining('mille cinq cents euros (1 500 €)'));
    // Only the changed words: the rest of the clause is not part of any highlighted range.
    for (const range of await highlighted(page)) expect(range.length).toBeLessThan(60);
    await a11y.scan('étape 5, prix surligné dans l’aperçu');
    // Brief: it goes away by itself.
    await expect.poll(() => highlighted(page), { timeout: 10_000 }).toEqual([]);
  });

  test('under reduced motion the changed words are highlighted too, without animation', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await toPaidStep5(page);
    await page.getByLabel(/^Prix \(en euros\)/).fill('2300');
    await expect
      .poll(() => highlighted(page))
      .toContainEqual(expect.stringContaining('deux mille trois cents euros (2 300 €)'));
    const transition = await preview(page)
      .locator('.clause-section')
      .first()
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(transition).toBe('0s');
  });
});

// On a phone, the preview is one tap away at every step and opens at the step's clause. The
// phone is set here (the mobile project's device) rather than by the project: each part of this
// file sets its own width, so a mobile-project run would only replay the same tests.
test.describe('preview on a phone', () => {
  test.use({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });

  test('« Aperçu » at every step opens the preview at the clause the step writes', async ({
    page,
    a11y,
  }) => {
    const openPreview = async () => {
      const button = page.getByRole('button', { name: 'Aperçu du contrat' });
      await expect(button).toBeInViewport();
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Aperçu du contrat' });
      await expect(dialog).toBeVisible();
      return dialog;
    };
    const sectionInView = async (dialog: ReturnType<Page['getByRole']>, section: string) => {
      const target = dialog.locator(`[data-section="${section}"]`);
      await expect(target).toBeInViewport();
      // Its top is inside the scrolled text, near the top of the box: polled, as the scroll may
      // still be settling when the section first shows (failed once on a slow CI machine).
      await expect
        .poll(async () => {
          const body = await dialog.getByTestId('mobile-preview').boundingBox();
          const box = await target.boundingBox();
          return !!body && !!box && box.y >= body.y - 1 && box.y < body.y + body.height / 2;
        })
        .toBe(true);
    };

    await page.goto('/');
    await saveProfile(page, { person: true });
    await page.goto('/wizard?fromDashboard=true');
    await page.getByRole('checkbox', { name: /^Auteur/ }).check();
    let dialog = await openPreview();
    await sectionInView(dialog, 'title');
    await a11y.scan('aperçu sur téléphone, étape 1');
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();

    await next(page);
    await page.getByRole('radio', { name: /^Onéreuse/ }).check();
    await next(page);
    await fillPerson(page, { civ: 'Mme', prenom: 'Léa', nom: 'Durand' });
    dialog = await openPreview();
    await sectionInView(dialog, 'parties');
    await expect(dialog.locator('[data-section="parties"]')).toContainText('Durand');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await next(page);
    await page.getByLabel('Description de l’œuvre').fill('Illustration pour la couverture.');
    await next(page);
    await page.getByLabel(/^Prix \(en euros\)/).fill('1500');
    dialog = await openPreview();
    await sectionInView(dialog, 'a-remuneration');
    await expect(dialog.getByText(/mille cinq cents euros/).first()).toBeInViewport();
    await a11y.scan('aperçu sur téléphone, étape 5');
    await page.screenshot({ path: test.info().outputPath('phone-preview-step5.png') });
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    // Closing returns focus to the button, and the form is where it was.
    await expect(page.getByRole('button', { name: 'Aperçu du contrat' })).toBeFocused();

    await next(page);
    await expectStep(page, 6, 'Finalisation');
    dialog = await openPreview();
    await expect(dialog.getByTestId('mobile-preview')).toContainText('mille cinq cents euros');
  });
});
