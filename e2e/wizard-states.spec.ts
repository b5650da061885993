import { expect, test } from './support/fixtures';
import { expectStep, saveProfile, showPreview } from './wizard-helpers';

/**
 * Wizard states a happy path never meets: the returnToStep=5 navigation state (docs/product.md §2),
 * the profile selection modal while the profile loads and when it cannot load, and answers longer
 * than the draft schema allows (they used to make the stored draft invalid, lost on reload).
 */
test.describe('wizard states', () => {
  test('a navigation carrying the state returnToStep=5 opens step 5 directly, and the step survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await saveProfile(page, { person: true });
    // What navigate('/wizard?fromDashboard=true', { state: { returnToStep: 5 } }) leaves in the
    // history entry; the router reads it when the page loads.
    await page.evaluate(() =>
      history.replaceState(
        { usr: { returnToStep: 5 }, key: 'e2e', idx: 0 },
        '',
        '/wizard?fromDashboard=true',
      ),
    );
    await page.reload();
    await expectStep(page, 5, 'Supports et rémunération');
    await expect(page.getByRole('button', { name: 'Précédent' })).toBeEnabled();
    await page.getByRole('checkbox', { name: 'Réseaux sociaux' }).check();
    await page.getByRole('button', { name: 'Précédent' }).click();
    await expectStep(page, 4, 'Description détaillée');
    // Without the state, the wizard resumes where this tab left it.
    await page.evaluate(() => history.replaceState(null, '', '/wizard'));
    await page.reload();
    await expectStep(page, 4, 'Description détaillée');
  });

  test('the profile modal shows its loading state while the profile is slow, then picks the only profile', async ({
    page,
    a11y,
  }) => {
    await page.goto('/');
    await saveProfile(page, { company: true });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user-profile', async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.continue();
    });
    // Not page.goto: the fixture's goto waits for a quiet network, which the held request prevents.
    await page.evaluate(() => location.assign('/wizard?fromDashboard=true'));
    const modal = page.getByRole('dialog', { name: 'Sélection du profil' });
    await expect(modal.getByRole('status')).toContainText('Chargement de votre profil…');
    await a11y.scan('profile modal loading');
    release();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Cessionnaire : Atelier Lumière (SAS)')).toBeVisible();
  });

  test('the profile modal says « Impossible de charger vos informations » when the profile cannot load; typing goes on', async ({
    page,
    a11y,
  }) => {
    await page.route('**/api/user-profile', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Erreur' } })
        : route.continue(),
    );
    await page.goto('/wizard?fromDashboard=true');
    const modal = page.getByRole('dialog', { name: 'Sélection du profil' });
    // Two retries first (web/lib/query-client.ts), about three seconds.
    await expect(modal.getByRole('alert')).toHaveText('Impossible de charger vos informations', {
      timeout: 10_000,
    });
    await a11y.scan('profile modal error');
    await modal.getByRole('button', { name: 'Annuler' }).click();
    await expect(modal).toBeHidden();
    await page.getByLabel('Description du projet').fill('Une affiche pour un festival.');
    await page.getByRole('checkbox', { name: /^Auteur/ }).check();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expectStep(page, 2, 'Mode de cession et droits');
  });

  test('step 3 fields stop at the schema limit, so a very long name is kept across a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await saveProfile(page, { person: true });
    await page.goto('/wizard?fromDashboard=true');
    await page.getByRole('checkbox', { name: /^Auteur/ }).check();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
    const hostile = `<script>alert(1)</script> « Zoé » l’été 🎉 ${'A'.repeat(300)}`;
    await page.getByLabel('Prénom (obligatoire)').fill(hostile);
    await page.getByLabel('Nom (obligatoire)', { exact: true }).fill('O’Brien');
    await expect(page.getByLabel('Prénom (obligatoire)')).toHaveValue(hostile.slice(0, 120));
    await page.reload();
    await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
    await expect(page.getByLabel('Prénom (obligatoire)')).toHaveValue(hostile.slice(0, 120));
    await expect(page.getByLabel('Nom (obligatoire)', { exact: true })).toHaveValue('O’Brien');
    await expect(page.getByRole('checkbox', { name: /^Auteur/ })).toHaveCount(0);
    // The unbroken name wraps inside the preview page instead of spilling out of it.
    await showPreview(page);
    const body = page.getByTestId('contract-preview');
    await expect(body).toContainText('AAAA');
    expect(await body.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  });
});
