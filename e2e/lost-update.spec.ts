import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { completeSteps1to5, saveProfile, MODEL_TO_COMPLETE } from './wizard-helpers';
import { saveContractViaApi, signUpViaApi } from './support/accounts';

/**
 * « No lost update » in the browser: two tabs of the same browser hold the
 * same stored draft; the first saves, the second's save is refused with a French message that
 * offers « Recharger »; its typed answers stay until the user reloads, then it saves on top.
 */
const CONFLICT = 'Ce contrat a été modifié ailleurs';

const conflictBanner = (page: Page) => page.getByRole('status').filter({ hasText: CONFLICT });

test('finalisation page in two tabs: the second save is refused, « Recharger » shows the first', async ({
  page,
}) => {
  // Two browsers' worth of pages and two PDFs on a shared two-core machine.
  test.setTimeout(90_000);
  await signUpViaApi(page, 'versions');
  const id = await saveContractViaApi(page, {
    title: 'Portraits salon',
    isDraft: true,
    fromStep6: true,
    contractData: MODEL_TO_COMPLETE,
  });

  const fillModel = async (tab: Page, nom: string) => {
    const model = tab.getByRole('group', { name: 'Le modèle (personne représentée)' });
    await model.getByLabel('Civilité (modèle) (obligatoire)').selectOption('Mme');
    await model.getByLabel('Prénom (modèle) (obligatoire)').fill('Zoé');
    await model.getByLabel('Nom (modèle) (obligatoire)', { exact: true }).fill(nom);
    await model.getByLabel('Date de naissance (modèle) (obligatoire)').fill('1990-04-12');
    return model;
  };
  const download = (tab: Page) => tab.getByRole('button', { name: 'Télécharger le PDF' });

  // Two tabs open the same draft at version 1.
  const second = await page.context().newPage();
  await page.goto(`/wizard/finalize/${id}`);
  await second.goto(`/wizard/finalize/${id}`);
  await fillModel(page, 'Premier');
  const secondModel = await fillModel(second, 'Second');

  // The first tab saves (and downloads).
  const file = page.waitForEvent('download');
  await download(page).click();
  await file;
  await expect(page.getByText('Le PDF a été généré avec succès !')).toBeVisible();

  // The second tab's save is refused: nothing overwritten, its answers still on screen.
  await download(second).click();
  const banner = conflictBanner(second);
  await expect(banner).toBeVisible();
  await expect(secondModel.getByLabel('Nom (modèle) (obligatoire)', { exact: true })).toHaveValue(
    'Second',
  );
  // The first tab's answers, saved as typed and again by the download (one or two versions).
  let stored = await (await page.request.get(`/api/contracts/${id}`)).json();
  expect(stored).toMatchObject({ form_data: { modele_info: { nom: 'Premier' } } });
  const firstVersion = stored.version as number;
  expect(firstVersion).toBeGreaterThanOrEqual(2);
  // The second tab is not the fixture's page: scanned by hand, in the conflict state.
  await expectNoSeriousA11yViolations(second, { label: 'finalisation, conflit de version' });

  // « Recharger »: the page starts again from the stored contract, which the first tab already
  // completed (the model's fields no longer need filling); a save now goes through on top of it.
  await banner.getByRole('button', { name: 'Recharger' }).click();
  await expect(banner).toBeHidden();
  await expect(secondModel).toBeHidden();
  await expect(download(second)).toBeEnabled();
  const again = second.waitForEvent('download');
  await download(second).click();
  await again;
  stored = await (await page.request.get(`/api/contracts/${id}`)).json();
  expect(stored).toMatchObject({
    version: firstVersion + 1,
    form_data: { modele_info: { nom: 'Premier' } },
  });
  await second.close();
});

test('wizard in two tabs (a duplicated tab): the second save shows the conflict, « Recharger » restores the stored draft', async ({
  page,
}) => {
  // The whole wizard, then two tabs, on a shared two-core machine.
  test.setTimeout(120_000);
  await page.goto('/');
  await saveProfile(page, { person: true });
  await page.goto('/wizard?fromDashboard=true');
  await completeSteps1to5(page, {
    person: { civ: 'Mme', prenom: 'Léa', nom: 'Durand' },
    price: '500',
  });

  // A visitor's « Télécharger le PDF » saves the draft first, then asks to sign in.
  const signInDialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
  await expect(signInDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signInDialog).toBeHidden();
  const id = await page.evaluate(() => sessionStorage.getItem('draftContractId'));
  expect(id).toBeTruthy();

  // Duplicating a tab copies its session storage: the second tab holds the same draft and version.
  const session = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  const second = await page.context().newPage();
  await second.addInitScript((entries) => {
    if (sessionStorage.getItem('draftContractId')) return;
    for (const [key, value] of JSON.parse(entries) as [string, string][])
      sessionStorage.setItem(key, value);
  }, session);
  await second.goto('/wizard?fromDashboard=true');
  await expect(second.getByText('Étape 6/6')).toBeVisible();

  // The first tab saves again (version 1 → 2).
  await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
  await expect(signInDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => (await (await page.request.get(`/api/contracts/${id}`)).json()).version)
    .toBe(2);

  // The second tab, still at version 1, types a title and saves: refused, nothing lost.
  await second.getByLabel('Titre du contrat (facultatif)').fill('Mon titre à moi');
  await second.getByRole('button', { name: 'Télécharger le PDF' }).click();
  const banner = conflictBanner(second);
  await expect(banner).toBeVisible();
  await expect(second.getByRole('dialog')).toBeHidden();
  await expect(second.getByLabel('Titre du contrat (facultatif)')).toHaveValue('Mon titre à moi');
  expect((await (await page.request.get(`/api/contracts/${id}`)).json()).version).toBe(2);

  // « Recharger » takes the stored version; the next save goes through (version 3).
  await banner.getByRole('button', { name: 'Recharger' }).click();
  await expect(banner).toBeHidden();
  await expect
    .poll(() => second.evaluate(() => sessionStorage.getItem('draftContractVersion')))
    .toBe('2');
  await second.getByRole('button', { name: 'Télécharger le PDF' }).click();
  await expect(second.getByRole('dialog')).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get(`/api/contracts/${id}`)).json()).version)
    .toBe(3);
  await second.close();
});
