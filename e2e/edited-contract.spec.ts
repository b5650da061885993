import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { saveContractViaApi, signUpViaApi } from './support/accounts';
import {
  COMPANY_PROFILE,
  completeSteps1to5,
  expectStep,
  next,
  saveProfile,
} from './wizard-helpers';

/**
 * « The edited contract is the contract »: edits made in the editor are in the PDF and
 * the Word file the finalisation page downloads; when new answers would rewrite an edited
 * passage, the page names it and lets the user keep the edit or regenerate it.
 */
test.skip(
  ({ isMobile }) => isMobile,
  'the same calls at every width; the editor on a phone is covered by editor.spec.ts',
);

const contractData = {
  type_contrat: ["Auteur (droits d'auteur)"],
  type_cession: 'Onéreuse',
  auteur_type: 'Personne physique',
  // The flat fee's L131-4 ground, an answer (LEGAL J2): the work is not sold.
  forfait_motifs: ['sans_recettes'],
  auteur_info: {
    gentille: 'Mme',
    nom: 'Durand',
    prenom: 'Léa',
    date_naissance: '1990-04-12',
    lieu_naissance: 'Nantes',
    nationalite: 'Française',
    adresse: '12 rue des Lilas',
    code_postal: '44000',
    ville: 'Nantes',
  },
  description_oeuvre: 'Logo de la marque Vélo Vert',
  remuneration: '',
  lieu_signature: 'Lyon',
  entreprise_info: { type: 'legal_entity', ...COMPANY_PROFILE },
};

const editorBox = (page: Page) => page.getByRole('textbox', { name: 'Contenu du contrat' });

/** Types `words` at the start of the editor paragraph holding `text`. */
async function typeInto(page: Page, text: RegExp, words: string) {
  await editorBox(page)
    .locator('p', { hasText: text })
    .first()
    .click({ position: { x: 4, y: 4 } });
  await page.keyboard.press('Home');
  await page.keyboard.type(words);
}

const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'])
    .toString('utf8')
    .replace(/[\s\u00a0\u202f]+/g, ' ');
const docxText = (file: string) =>
  execFileSync('unzip', ['-p', file, 'word/document.xml'])
    .toString('utf8')
    .replace(/<[^>]+>/g, '')
    .replace(/&apos;/g, '’')
    .replace(/[\s\u00a0\u202f]+/g, ' ');

test('edits made in the editor reach the finalised PDF and Word file; an edited passage is kept on request', async ({
  page,
  a11y,
}) => {
  test.slow(); // an editor session, two renders and a finalisation
  await signUpViaApi(page, 'edite');
  const id = await saveContractViaApi(page, {
    title: 'Logo Vélo Vert',
    contractData,
    fromStep6: true,
  });

  await page.goto(`/editor/${id}`);
  await typeInto(page, /Vélo Vert/, 'Objet relu par la juriste. ');
  await typeInto(page, /rémunération forfaitaire/, 'Prix négocié à part. ');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Modifications enregistrées')).toBeVisible();

  await page.goto(`/wizard/finalize/${id}`);
  await expect(page.getByText(/Ce contrat a été modifié dans l’éditeur/)).toBeVisible();
  await page.getByLabel(/^Prix \(en euros\)/).fill('1500');

  // The new price would rewrite the price paragraph the user edited: the page asks.
  await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
  const asked = page
    .getByRole('status')
    .filter({ hasText: 'Vos réponses changent des passages que vous avez modifiés' });
  await expect(asked).toBeVisible();
  await expect(asked).toContainText('Prix négocié à part.');
  await a11y.scan('finalisation, passages modifiés');
  await asked.screenshot({ path: test.info().outputPath('edits-conflict.png') });
  const pdf = page.waitForEvent('download');
  await asked.getByRole('button', { name: 'Garder mes modifications' }).click();
  const pdfFile = await (await pdf).path();
  const text = pdfText(pdfFile);
  expect(text).toContain('Objet relu par la juriste.');
  expect(text).toContain('Prix négocié à part.');
  await expect(page.getByText('Le PDF a été généré avec succès !')).toBeVisible();

  const word = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le Word' }).click();
  const wordDownload = await word;
  expect(wordDownload.suggestedFilename()).toBe('Logo Vélo Vert.docx');
  const wordText = docxText(await wordDownload.path());
  expect(wordText).toContain('Objet relu par la juriste.');
  expect(wordText).toContain('Prix négocié à part.');

  // The stored contract itself: answers saved, the document kept as edited.
  const stored = await (await page.request.get(`/api/contracts/${id}`)).json();
  expect(stored.form_data.remuneration).toBe('1500');
  expect(readFileSync(pdfFile).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the wizard’s « Accéder à l’éditeur » on an edited contract asks too, then opens it as kept', async ({
  page,
  a11y,
}) => {
  test.slow(); // the six steps, an editor session, then the wizard again
  await signUpViaApi(page, 'assistant');
  await saveProfile(page, { person: true });
  await page.goto('/wizard?fromDashboard=true');
  await completeSteps1to5(page, {
    person: { civ: 'Mme', prenom: 'Léa', nom: 'Durand' },
    price: '1500',
  });
  await page.getByRole('button', { name: /Accéder à l’éditeur|Accéder à l'éditeur/ }).click();
  await expect(page).toHaveURL(/\/editor\/[\w-]+$/);
  const id = page.url().split('/').pop()!;
  await typeInto(page, /mille cinq cents euros/, 'Prix négocié à part. ');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Modifications enregistrées')).toBeVisible();

  // Back in the wizard, working on that contract again (as after « reload » on a conflict), a
  // new price would rewrite the paragraph edited in the editor.
  const { version } = await (await page.request.get(`/api/contracts/${id}`)).json();
  await page.goto('/wizard?fromDashboard=true');
  await page.evaluate(
    ({ contractId, v }) => {
      sessionStorage.setItem('draftContractId', contractId);
      sessionStorage.setItem('draftContractVersion', v);
    },
    { contractId: id, v: String(version) },
  );
  await page.getByRole('button', { name: 'Précédent', exact: true }).click();
  await expectStep(page, 5, 'Supports et rémunération');
  await page.getByLabel(/Prix de la cession des droits d’auteur/).fill('2000');
  await next(page);
  await expectStep(page, 6, 'Finalisation');
  await page.getByRole('button', { name: /Accéder à l’éditeur|Accéder à l'éditeur/ }).click();
  const asked = page
    .getByRole('status')
    .filter({ hasText: 'Vos réponses changent des passages que vous avez modifiés' });
  await expect(asked).toBeVisible();
  await expect(asked).toContainText('Prix négocié à part.');
  await a11y.scan('étape 6, passages modifiés');
  await asked.getByRole('button', { name: 'Garder mes modifications' }).click();
  await expect(page).toHaveURL(`/editor/${id}`);
  await expect(editorBox(page)).toContainText('Prix négocié à part.');
  const stored = await (await page.request.get(`/api/contracts/${id}`)).json();
  expect(stored.form_data.remuneration).toBe('2000');
});
