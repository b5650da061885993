import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { saveContractViaApi, signUpViaApi } from './support/accounts';
import { linkPath, waitForMail } from './support/outbox';
import { COMPANY_PROFILE } from './wizard-helpers';
import { FATHER, MOTHER } from '@core/templates/test-drafts';

/**
 * Electronic signature in the browser with the e-mails read from the server's outbox: a
 * contract for a ten-year-old author is sent to three addresses (both parents and the grantee),
 * each signs from their link with the code e-mailed to them, the owner downloads the sealed PDF
 * from « Mes Contrats », /verifier says it is intact, and a one-byte change is detected.
 */
test.skip(({ isMobile }) => isMobile, 'the same pages at every width; desktop covers the flow');

const child = {
  gentille: 'Mme',
  nom: 'Durand',
  prenom: 'Zoé',
  date_naissance: '2016-01-10',
  lieu_naissance: 'Nantes',
  nationalite: 'Française',
  adresse: '12 rue des Lilas',
  code_postal: '44000',
  ville: 'Nantes',
  parent1: MOTHER,
  parent2: FATHER,
};

const contractData = {
  type_contrat: ["Auteur (droits d'auteur)"],
  type_cession: 'Onéreuse',
  auteur_type: 'Personne physique',
  auteur_info: child,
  description_oeuvre: 'Dessin « La forêt », feutre sur papier',
  remuneration: '300',
  // The flat fee's ground, stated as a fact (LEGAL J2).
  forfait_motifs: ['sans_recettes'],
  lieu_signature: 'Lyon',
  entreprise_info: { type: 'legal_entity', ...COMPANY_PROFILE },
};

const stamp = Date.now().toString(36);
/** Each slot's role as the contract names its party: whose parent, who the company's signer is. */
const SIGNERS = [
  {
    legend: 'Parent 1 de Zoé Durand, Cédant',
    email: `claire-${stamp}@exemple.test`,
    name: 'Claire Durand',
  },
  {
    legend: 'Parent 2 de Zoé Durand, Cédant',
    email: `marc-${stamp}@exemple.test`,
    name: 'Marc Martin',
  },
  {
    legend: 'Présidente de la société Atelier Lumière, Cessionnaire',
    email: `acme-${stamp}@exemple.test`,
    name: 'Camille Martin',
  },
];

async function signFromLink(page: Page, email: string, name: string, draw = false) {
  const invitation = await waitForMail(email, 'Contrat à signer');
  await page.goto(linkPath(invitation));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Signature électronique' }),
  ).toBeVisible();
  // Each signer's role as the contract names its party, not by the slot's stored key.
  await expect(page.getByRole('region', { name: 'Signataires' })).toContainText(
    'Camille Martin – Présidente de la société Atelier Lumière, Cessionnaire –',
  );
  const text = page.getByRole('region', { name: 'Texte du contrat' });
  await expect(text).toContainText('La forêt');
  // No code before the contract was read (LEGAL J20): asked too soon, the page says why.
  const early = page.waitForResponse((r) => r.url().endsWith('/code'));
  await page.getByRole('button', { name: 'Recevoir mon code par e-mail' }).click();
  expect((await early).status()).toBe(409);
  await expect(
    page.getByText(/Lisez d’abord le contrat\u00a0: faites défiler son texte/),
  ).toBeVisible();
  // Scrolled to its end, the text counts as read; the code then comes.
  const read = page.waitForResponse((r) => r.url().endsWith('/read'));
  await text.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  expect((await read).status()).toBe(204);
  await page.getByRole('button', { name: 'Recevoir mon code par e-mail' }).click();
  const codeMail = await waitForMail(email, /votre code de signature/);
  const code = /^(\d{6})/.exec(codeMail.subject)?.[1];
  expect(code).toBeDefined();
  const form = page.getByRole('form', { name: 'Signer le contrat' });
  // The code's field, where the person goes next, has the focus.
  await expect(form.getByLabel('Code reçu par e-mail')).toBeFocused();
  // Nothing is signed without the consent box.
  await form.getByLabel('Code reçu par e-mail').fill(code as string);
  await form.getByLabel(/Votre nom complet/).fill(name);
  await form.getByRole('button', { name: 'Signer le contrat' }).click();
  await expect(form.getByText('Cochez la case pour donner votre consentement.')).toBeVisible();
  // The signer's page as they read it at 1280 px, kept with the test's results to be looked at.
  await page.screenshot({
    path: test.info().outputPath(`${email.split('@')[0]}-signature.png`),
    fullPage: true,
  });
  if (draw) {
    // A name other than the one the request gives is refused, and the expected one is shown.
    const field = form.getByLabel(/Votre nom complet/);
    await expect(
      form.getByText(
        /^Tel que la demande l’indique\u00a0: M\. Marc Martin \(civilité et majuscules facultatives\)\.$/,
      ),
    ).toBeVisible();
    await field.fill('Marc Dupont');
    await form.getByRole('button', { name: 'Signer le contrat' }).click();
    await expect(field).toHaveAccessibleDescription(
      /Saisissez votre nom tel que la demande l’indique\u00a0: M\. Marc Martin\./,
    );
    await expect(field).toBeFocused();
    await field.fill(name);

    // The optional drawn signature: a stroke with the mouse.
    const pad = form.getByRole('img', { name: 'Signature dessinée (facultative)' });
    const box = await pad.boundingBox();
    if (!box) throw new Error('pas de zone de signature');
    await page.mouse.move(box.x + 20, box.y + 80);
    await page.mouse.down();
    for (let x = 40; x < 300; x += 20)
      await page.mouse.move(box.x + x, box.y + 40 + ((x / 20) % 2) * 50);
    await page.mouse.up();
    await expect(form.getByRole('button', { name: 'Effacer le dessin' })).toBeVisible();
  }
  // Each signer consents in their capacity (LEGAL J20): a parent for the child, the company's
  // representative for the company — the sentence the server records.
  const consent = form.getByLabel(/J’ai lu l’intégralité du contrat/);
  await expect(consent).toHaveAccessibleName(
    name === 'Camille Martin'
      ? /au nom de la société Atelier Lumière, en qualité de présidente\./
      : /au nom et pour le compte de mon enfant mineur Zoé Durand/,
  );
  await consent.check();
  await form.getByRole('button', { name: 'Signer le contrat' }).click();
}

test('a contract with a minor is signed by both parents and the grantee, sealed, and verified', async ({
  page,
  a11y,
}) => {
  test.slow(); // three signers, a seal, a verification
  const owner = await signUpViaApi(page, 'signature');
  await saveContractViaApi(page, { title: 'Dessin La forêt', contractData });

  await page.goto('/contracts');
  const row = page.locator('tr', { hasText: 'Dessin La forêt' });
  await expect(row.getByText('Finalisé')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: /Signature électronique/ });
  const openAndFill = async () => {
    await row.getByRole('button', { name: /^(Envoyer pour signature|Relancer) «/ }).click();
    for (const signer of SIGNERS) {
      const group = dialog.getByRole('group', { name: signer.legend, exact: true });
      await group.getByLabel('Adresse e-mail').fill(signer.email);
    }
  };
  // The invitations go out in the owner's name: not before the owner's address is confirmed,
  // which the dialog's checklist says first, before any address is typed.
  await openAndFill();
  const checklist = dialog.getByRole('region', { name: 'Avant d’envoyer' });
  await expect(checklist.getByText(/Confirmez votre adresse e-mail/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Envoyer pour signature' })).toBeDisabled();
  await a11y.scan('liste avant envoi');
  // The confirmation is asked again from there; its link confirms and leads back to the contract.
  await checklist.getByRole('button', { name: 'Renvoyer l’e-mail de confirmation' }).click();
  await expect(checklist.getByRole('status')).toHaveText(
    `Un e-mail de confirmation a été envoyé à ${owner}. Son lien, valable 1\u00a0heure, vous ramène à ce contrat.`,
  );
  await page.keyboard.press('Escape');
  const again = await waitForMail(owner, 'Confirmez', (mail) =>
    decodeURIComponent(linkPath(mail)).includes('callbackURL=/contracts/'),
  );
  await page.goto(linkPath(again));
  await expect(page.getByRole('heading', { level: 1, name: 'Dessin La forêt' })).toBeVisible();
  await expect(page.getByText('Votre adresse e-mail est confirmée.')).toBeVisible();
  // Said once: the link's parameters leave the address bar.
  await expect(page).toHaveURL(/\/contracts\/[^/?]+$/);
  await page.goto('/contracts');
  await openAndFill();
  await expect(dialog.getByRole('group', { name: 'Parent 2' }).getByLabel('Nom')).toHaveValue(
    'M. Marc Martin',
  );
  await a11y.scan('demande de signature');
  await dialog.getByRole('button', { name: 'Envoyer pour signature' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('À signer (0/3)')).toBeVisible();
  await expect(
    page.getByText('Demande de signature envoyée aux 3 signataires', { exact: false }),
  ).toBeVisible();

  for (const [i, signer] of SIGNERS.entries()) {
    await signFromLink(page, signer.email, signer.name, i === 1);
    await expect(
      page.getByText(i < 2 ? /Vous avez signé ce contrat/ : /Toutes les parties ont signé/),
    ).toBeVisible();
  }
  await a11y.scan('contrat signé');

  // Everyone receives the sealed PDF.
  for (const signer of SIGNERS) await waitForMail(signer.email, 'Contrat signé');

  await page.goto('/contracts');
  await expect(row.getByText('Signé', { exact: true })).toBeVisible();
  // What was signed is not edited again: neither the editor nor the finalisation is offered.
  await expect(row.getByRole('link', { name: /dans l’éditeur/ })).toHaveCount(0);
  await expect(row.getByRole('link', { name: /Finaliser/ })).toHaveCount(0);
  // Once signed, the row's next step is the sealed copy itself, a direct download.
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: /^Télécharger le PDF signé de «/ }).click();
  const file = await (await download).path();
  const sealed = readFileSync(file);
  expect(sealed.subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
    .replace(/\u00ad\s*/g, '')
    .replace(/\s+/g, ' ');
  expect(text).toContain('Dossier de preuve de la signature électronique');
  // Marc drew his signature; Claire did not.
  expect(text).toMatch(
    /Signataire 2 sur 3 : M\. Marc Martin – Parent 2 de Zoé Durand, Cédant.*Signature dessinée : oui/,
  );
  expect(text).toMatch(
    /Signataire 1 sur 3 : Mme Claire Durand – Parent 1 de Zoé Durand, Cédant.*Signature dessinée : non/,
  );
  // Each signature line of the contract says who signed, when, and where the evidence is
  // (LEGAL J19); nothing is left to write by hand.
  expect(text).toMatch(
    /Signé électroniquement par Mme Claire Durand, premier titulaire de l’autorité parentale de Zoé Durand, le \d\d\/\d\d\/\d{4} à \d\d:\d\d:\d\d UTC — dossier de preuve, page 2/,
  );
  expect(text).not.toMatch(/Fait à ____|Lu et approuvé|Paraphes|— en attente de signature/);

  await page.goto('/verifier');
  await page.getByLabel('Fichier PDF signé').setInputFiles({
    name: 'contrat-signe.pdf',
    mimeType: 'application/pdf',
    buffer: sealed,
  });
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByText('Document intact')).toBeVisible();
  await expect(
    page.getByText(/Claire Durand – Parent 1 de Zoé Durand, Cédant – a signé le/),
  ).toBeVisible();
  await a11y.scan('vérification intacte');

  const tampered = Buffer.from(sealed);
  const at = tampered.indexOf('La for');
  const index = at > 0 ? at : 2000;
  tampered[index] = (tampered[index] ?? 0) ^ 0x01;
  const path = `${file}-modifie.pdf`;
  writeFileSync(path, tampered);
  await page.getByLabel('Fichier PDF signé').setInputFiles(path);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByText(/Document modifié|Cachet invalide/)).toBeVisible();
});

test('« Contrat validé » leads to signing: the checklist comes first and its blanks are filled there', async ({
  page,
  a11y,
}) => {
  const owner = await signUpViaApi(page, 'checklist');
  await page.goto(linkPath(await waitForMail(owner, 'Confirmez')));
  await expect(page.getByText('Votre adresse e-mail est confirmée.')).toBeVisible();
  // An adult author whose nationality the answers leave blank: printed « ____ » on paper,
  // impossible to write by hand into a PDF signed online.
  const id = await saveContractViaApi(page, {
    title: 'Affiche blanche',
    isDraft: true,
    contractData: {
      ...contractData,
      auteur_info: {
        ...MOTHER,
        date_naissance: '1985-04-02',
        lieu_naissance: 'Lyon',
        nationalite: '',
        adresse: '3 rue Neuve',
        code_postal: '69001',
        ville: 'Lyon',
      },
    },
  });
  await page.goto('/contracts');
  const row = page.locator('tr', { hasText: 'Affiche blanche' });
  await row.getByRole('button', { name: /^Finaliser «/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Valider' }).click();
  const validated = page.getByRole('dialog', { name: 'Contrat validé' });
  await validated.getByRole('button', { name: 'Envoyer pour signature' }).click();

  const dialog = page.getByRole('dialog', { name: /Signature électronique/ });
  const checklist = dialog.getByRole('region', { name: 'Avant d’envoyer' });
  await expect(checklist.getByText('Votre adresse e-mail est confirmée.')).toBeVisible();
  await expect(checklist.getByText(/Le contrat laisse une mention en blanc/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Envoyer pour signature' })).toBeDisabled();
  await a11y.scan('liste avant envoi avec blancs');
  await checklist.getByLabel('Nationalité (auteur)').fill('Française');
  await checklist.getByRole('button', { name: 'Enregistrer dans le contrat' }).click();
  await expect(
    checklist.getByText('Le contrat ne laisse aucune mention à compléter à la main.'),
  ).toBeVisible();

  // The addresses are a line of the checklist too, read as they are typed; a shared mailbox is
  // said beside its field, focused, before anything is sent.
  await expect(checklist.getByText(/une adresse e-mail pour chaque signataire/)).toBeVisible();
  const cedantEmail = dialog.getByRole('group', { name: 'Cédant' }).getByLabel('Adresse e-mail');
  const grantee = dialog.getByRole('group', { name: 'Cessionnaire' }).getByLabel('Adresse e-mail');
  await cedantEmail.fill(`auteur-${stamp}@exemple.test`);
  await grantee.fill(`AUTEUR-${stamp}@exemple.test`);
  await dialog.getByRole('button', { name: 'Envoyer pour signature' }).click();
  await expect(grantee).toBeFocused();
  await expect(
    dialog.getByText(/Chaque signataire doit avoir sa propre adresse e-mail/),
  ).toBeVisible();
  await expect(dialog.getByText('Les données envoyées sont invalides.')).toHaveCount(0);
  await grantee.fill(`cess-${stamp}@exemple.test`);
  await expect(checklist.getByText(/Chaque signataire a son adresse/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Envoyer pour signature' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Demande de signature envoyée aux 2 signataires/)).toBeVisible();
  // The contract's page opened with ?signature (the wizard's « Envoyer pour signature ») shows
  // its dialog at once — here following the request just sent — and cleans its address.
  await page.goto(`/contracts/${id}?signature`);
  await expect(dialog.getByText(/^À signer \(0\/2\)/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/contracts/${id}$`));
  await page.keyboard.press('Escape');
  // The contract signed is the completed one.
  const invitation = await waitForMail(`auteur-${stamp}@exemple.test`, 'Contrat à signer');
  await page.goto(linkPath(invitation));
  await expect(page.getByRole('region', { name: 'Texte du contrat' })).toContainText(
    'de nationalité française',
  );
});

test('a refusal: the one who refused reads « Vous avez refusé », the sender sees who will not be invited', async ({
  page,
  a11y,
}) => {
  const owner = await signUpViaApi(page, 'refus');
  await page.goto(linkPath(await waitForMail(owner, 'Confirmez')));
  await expect(page.getByText('Votre adresse e-mail est confirmée.')).toBeVisible();
  const id = await saveContractViaApi(page, { title: 'Dessin refusé', contractData });
  const emails = SIGNERS.map((s) => s.email.replace('@', `-refus@`));
  await page.goto(`/contracts/${id}?signature`);
  const dialog = page.getByRole('dialog', { name: /Signature électronique/ });
  for (const [i, signer] of SIGNERS.entries())
    await dialog
      .getByRole('group', { name: signer.legend })
      .getByLabel('Adresse e-mail')
      .fill(emails[i]!);
  await dialog.getByLabel('L’un après l’autre, dans l’ordre ci-dessus').check();
  await dialog.getByRole('button', { name: 'Envoyer pour signature' }).click();
  await expect(dialog).toBeHidden();

  // The first parent refuses from her link.
  await page.goto(linkPath(await waitForMail(emails[0]!, 'Contrat à signer')));
  await page.getByRole('button', { name: 'Refuser de signer' }).click();
  await page.getByRole('button', { name: 'Confirmer le refus' }).click();
  await expect(page.getByText(/^Vous avez refusé de signer ce contrat le /)).toBeVisible();
  await a11y.scan('refus');
  const confirmation = await waitForMail(emails[0]!, 'Vous avez refusé de signer');
  expect(confirmation.text).toContain('en a été averti');

  // The sender: who refused, and those who were waiting their turn will not be invited.
  await page.goto(`/contracts/${id}?signature`);
  const signers = dialog.getByRole('list', { name: 'Signataires' });
  await expect(signers.getByRole('listitem').nth(0)).toContainText('a refusé');
  await expect(signers.getByRole('listitem').nth(1)).toContainText('ne sera pas invité');
  await expect(signers.getByRole('listitem').nth(2)).toContainText('ne sera pas invité');
  const notice = await waitForMail(owner, 'Signature refusée');
  expect(notice.text).toContain('Prochaine étape');
});
