import { expect, test } from './support/fixtures';
import { saveProfile } from './wizard-helpers';

// Scroll and focus on navigation: a new page starts at its top with its heading focused;
// back/forward returns to where the reader was.

test('after « Enregistrer et continuer » on the dashboard the wizard heading and « Étape 1/6 » are in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard?redirectTo=wizard');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Prénom', { exact: true }).fill('Camille');
  const save = page.getByRole('button', { name: 'Enregistrer et continuer' });
  await save.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await save.click();
  await expect(page).toHaveURL('/wizard?fromDashboard=true', { timeout: 10_000 });
  const heading = page.getByRole('heading', { level: 1, name: 'Générateur de contrat' });
  await expect(heading).toBeInViewport();
  await expect(page.getByText('Étape 1/6')).toBeInViewport();
  await expect(heading).toBeFocused();
});

test('a link starts the next page at its top with its heading focused; back returns to the same place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/about');
  const link = page.getByRole('link', { name: 'Consulter l’historique des versions' });
  await link.scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => window.scrollY);
  expect(y).toBeGreaterThan(200);
  await link.click();
  const heading = page.getByRole('heading', { level: 1, name: 'Historique des versions' });
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'À propos de Clausier' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 2);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThanOrEqual(2);
});

test('« Suivant » from a scrolled step shows « Étape N/6 » and the new heading below the sticky header; the preview stays clear of it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the preview column is beside the form at 1280 px');
  await page.goto('/');
  await saveProfile(page, { person: true });
  await page.goto('/wizard?fromDashboard=true');
  await page.getByRole('checkbox', { name: /^Auteur/ }).check();
  await page.evaluate(() => window.scrollTo(0, 275));
  await page.getByRole('button', { name: 'Suivant' }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'Mode de cession et droits' });
  await expect(heading).toBeFocused();
  const headerBottom = await page
    .locator('header.sticky')
    .evaluate((el) => el.getBoundingClientRect().bottom);
  for (const shown of [page.getByText('Étape 2/6'), heading]) {
    await expect(shown).toBeInViewport();
    expect((await shown.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  }
  // On step 3's long form, scrolled down, the preview's « Copier » sticks below the header.
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Informations sur l/ })).toBeFocused();
  // The step's own file may still be on its way: its long form is what gives room to scroll.
  await expect(page.getByText('Chargement de l’étape…')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 250));
  const copy = page.getByRole('button', { name: /Copier/ }).first();
  expect((await copy.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
});
