import { expect, test } from './support/fixtures';
import { saveContractViaApi, signUpViaApi } from './support/accounts';
import { IMAGE } from '@core/answers/draft';
import { makeDraft } from '@core/templates/test-drafts';
import { addYears } from '@core/rights/grants';
import { isoDayOf } from '@core/rules/contract-date';
import { formatDateFr } from '@core/document/typography';

/** The Paris day `days` from now, `years` years back: a contract dated so its term ends soon. */
const dayFromNow = (days: number, years = 0) =>
  addYears(isoDayOf(new Date(Date.now() + days * 86_400_000), 'Europe/Paris'), -years);

/**
 * « Mes droits » (docs/rights.md): a photographer with an authorisation ending in ten days, one
 * ended last week and a copyright assigned for the legal term sees them by end date, filters
 * them, marks the ended one's checklist done, and renews the one ending soon in two clicks —
 * « Renouveler », then she is in the wizard with the renewed draft.
 */
test('Mes droits: the register, its filters, the end of term and a renewal', async ({
  page,
  a11y,
}) => {
  await signUpViaApi(page, 'droits');
  await saveContractViaApi(page, {
    title: 'Portraits de Léa',
    contractData: {
      ...makeDraft({ type_contrat: [IMAGE], duree_image_annees: 1 }),
      date_contrat: dayFromNow(10, 1),
    },
  });
  await saveContractViaApi(page, {
    title: 'Campagne de printemps',
    contractData: {
      ...makeDraft({
        type_contrat: [IMAGE],
        duree_image_annees: 1,
        auteur_info: { ...makeDraft().auteur_info, prenom: 'Zoé', nom: 'Morel' },
        supports: ['supports_imprimes', 'reseaux_sociaux'],
      }),
      date_contrat: dayFromNow(-5, 1),
    },
  });
  await saveContractViaApi(page, {
    title: 'Illustration',
    contractData: { ...makeDraft({}), date_contrat: dayFromNow(-40) },
  });

  // The dashboard counts what ends soon and leads to the register.
  await page.goto('/dashboard');
  const notice = page.getByRole('region', { name: /Mes droits/ });
  await expect(notice).toContainText('1\u00a0droit expire dans les trente prochains jours.');
  await notice.getByRole('link', { name: 'Voir mes droits' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Mes droits' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Droits, par date de fin' });
  const rows = list.locator(':scope > li');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Campagne de printemps');
  await expect(rows.nth(0)).toContainText('Expiré');
  await expect(rows.nth(1)).toContainText('Portraits de Léa');
  await expect(rows.nth(1)).toContainText('Expire bientôt');
  await expect(rows.nth(1)).toContainText(formatDateFr(dayFromNow(10)));
  await expect(rows.nth(2)).toContainText('Toute la durée de la protection légale');
  await expect(rows.nth(2)).toContainText('En cours');
  await page.screenshot({ path: test.info().outputPath('mes-droits.png'), fullPage: true });

  // Filters, each with its visible label.
  await page.getByLabel('État', { exact: true }).selectOption({ label: 'Expire bientôt' });
  await expect(rows).toHaveCount(1);
  await page.getByLabel('État', { exact: true }).selectOption({ label: 'Tous les états' });
  await page.getByLabel('Support', { exact: true }).selectOption({ label: 'Supports imprimés' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Campagne de printemps');
  await page.getByLabel('Support', { exact: true }).selectOption({ label: 'Tous les supports' });
  await page.getByLabel('Partie', { exact: true }).selectOption({ label: 'Zoé Morel' });
  await expect(rows).toHaveCount(1);
  await page.getByLabel('Partie', { exact: true }).selectOption({ label: 'Toutes les parties' });
  await expect(rows).toHaveCount(3);

  // The ended authorisation's checklist, then marked done: the register keeps the day.
  const ended = rows.nth(0);
  await expect(ended).toContainText('Ne plus faire aucune nouvelle diffusion des images.');
  await expect(ended).toContainText('dans un délai de trente jours');
  await expect(ended).toContainText('Les exemplaires imprimés déjà distribués');
  await a11y.scan('liste de fin de terme');
  await ended.getByRole('button', { name: /Marquer comme fait/ }).click();
  await expect(ended).toContainText(`Fait le ${formatDateFr(dayFromNow(0))}`);
  await page.reload();
  await expect(rows.nth(0)).toContainText(`Fait le ${formatDateFr(dayFromNow(0))}`);

  // Renewal: one click on the row, and the wizard holds the new draft, dated the end day.
  const renewed = page.waitForResponse((r) => r.url().endsWith('/renewal'));
  await rows
    .nth(1)
    .getByRole('button', { name: /Renouveler «\s*Portraits de Léa\s*»/ })
    .click();
  expect((await renewed).status()).toBe(201);
  await expect(page).toHaveURL(/\/wizard/);
  const stored = await page.evaluate(() => sessionStorage.getItem('tempContractData'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({
    date_contrat: dayFromNow(10),
    duree_image_annees: 1,
  });
  const contracts = await (await page.request.get('/api/contracts')).json();
  expect(contracts.contracts.map((c: { title: string }) => c.title)).toContain(
    'Renouvellement – Portraits de Léa',
  );
});
