import { expect, test } from './support/fixtures';
import { expectStep, fillPerson, next, preview, saveProfile } from './wizard-helpers';

// A guided preview (issue 11 item 4), beside the form from 1024 px.
test.describe('guided preview', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('at step 5 of a paid contract the price clause is in the preview box, with its note', async ({ page }) => {
    await page.goto('/');
    await saveProfile(page, { person: true });
    await page.goto('/wizard?fromDashboard=true');
    await page.getByRole('checkbox', { name: /^Auteur/ }).check();
    await next(page);
    await expectStep(page, 2, 'Mode de cession et droits');
    await page.getByRole('radio', { name: /^Onéreuse/ }).check();
    await next(page);
    await expectStep(page, 3, "Informations sur l'auteur ou le modèle");
    await fillPerson(page, { civ: 'Mme', prenom: 'Léa', nom: 'Durand' });
    await next(page);
    await expectStep(page, 4, 'Description détaillée');
    await page.getByLabel("Description de l'œuvre").fill('Illustration « Forêt d’automne » pour la couverture.');
    await next(page);
    await expectStep(page, 5, 'Supports et rémunération');
    await page.getByLabel(/Montant de la rémunération/).fill('1500');

    // Followed by the box's own scroll, never the page's.
    const words = preview(page).getByText(/mille cinq cents euros/).first();
    await expect(words).toBeInViewport();
    const box = await preview(page).boundingBox();
    const text = await words.boundingBox();
    expect(box && text && text.y >= box.y && text.y + text.height <= box.y + box.height).toBe(true);

    const price = preview(page).locator('[data-section="a-remuneration"]');
    await price.getByText('Pourquoi cette clause').click();
    await expect(price.getByTestId('clause-note').getByText(/article L131-4 du même code/)).toBeVisible();
  });
});
