import { expect, test } from './support/fixtures';

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
