import jsQR from 'jsqr';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test, APP_ORIGIN, SAME_ORIGIN } from './support/fixtures';
import { saveContractViaApi, signUpViaApi } from './support/accounts';
import { linkPath, waitForMail } from './support/outbox';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  ADULT_MODEL,
  AUTHORISATION,
  MINOR_MODEL,
  PARENTS,
  TERMS_INPUT,
} from '@core/releases/release-fixtures';

/**
 * A séance (docs/releases.md): the photographer makes one from an image authorisation of « Mes
 * Contrats », its QR code decodes back to its link, a model opens it on a 375 px phone (its own
 * browser, no account), reads the terms, gives her identity, signs from the e-mailed link and
 * code, and the photographer sees her signed; closed, the link says so in French.
 */
test.skip(({ isMobile }) => isMobile, 'the phone is its own 375 px context in this spec');

const { email: _email, ...identity } = ADULT_MODEL;

/** The QR code as the page paints it, read back by jsQR: what a phone's camera finds. */
async function decodeQr(page: Page): Promise<string | null> {
  const image = page.getByTestId('release-qr');
  await expect(image).toBeVisible();
  const pixels = await image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 400;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('pas de contexte 2D');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 400, 400);
    context.drawImage(img, 0, 0, 400, 400);
    return Array.from(context.getImageData(0, 0, 400, 400).data);
  });
  return jsQR(Uint8ClampedArray.from(pixels), 400, 400)?.data ?? null;
}

let phones = 0;

/** A phone of its own: 375 px, touch, and its own address (each phone its own rate budget). */
async function phone(browser: Browser) {
  phones += 1;
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    extraHTTPHeaders: {
      'X-Forwarded-For': `10.9.${(Date.now() + phones) % 250}.${(phones % 250) + 1}`,
    },
  });
  const page = await context.newPage();
  // The phone's window has the focus, as the phone in the model's hand would.
  await page.bringToFront();
  return { context, page };
}

async function fillIdentity(page: Page, email: string) {
  const form = page.locator('form');
  await form.getByLabel(/^Civilité/).selectOption('Mme');
  await form.getByLabel(/^Prénom/).fill(identity.prenom);
  await form.getByLabel(/^Nom/).fill(identity.nom);
  await form.getByLabel(/^Date de naissance/).fill(identity.date_naissance);
  await form.getByLabel(/^Lieu de naissance/).fill(identity.lieu_naissance);
  await form.getByLabel(/^Nationalité/).fill(identity.nationalite);
  await form.getByLabel(/^Adresse(?! e-mail)/).fill(identity.adresse);
  await form.getByLabel(/^Code postal/).fill(identity.code_postal);
  await form.getByLabel(/^Ville/).fill(identity.ville);
  await form.getByLabel(/^Votre adresse e-mail/).fill(email);
}

/** Opens the signing link e-mailed to `email` on the phone, the contract's text read to its end. */
async function openSigningLink(page: Page, email: string) {
  // The phone's own browser has no base URL: the link's path on the app's origin.
  await page.goto(`${APP_ORIGIN}${linkPath(await waitForMail(email, 'Contrat à signer'))}`);
  const text = page.getByRole('region', { name: 'Texte du contrat' });
  await expect(text).toContainText('Photographies du défilé');
  const read = page.waitForResponse((r) => r.url().endsWith('/read'));
  // Scrolled to its end, with the box's bottom on the phone's screen: the text counts as read.
  await text.evaluate((element) => {
    element.scrollTo({ top: element.scrollHeight });
    element.scrollIntoView({ block: 'end' });
  });
  expect((await read).status()).toBe(204);
}

/** The consent box an adult ticks in her own name (core/signature/consent.ts). */
const OWN_CONSENT =
  /J’ai lu l’intégralité du contrat .* et j’accepte de le signer électroniquement\./;

/**
 * Signs from the e-mailed link and code as `name`, ticking the box labelled `consent` (each
 * capacity has its own sentence: an adult's, a parent's for the child, the child's agreement);
 * `done` is what the page says after it: all signed, or this signer's signature recorded while
 * others are still to sign.
 */
async function signFromLink(
  page: Page,
  email: string,
  {
    name = 'Léa Durand',
    consent = OWN_CONSENT,
    done = /Toutes les parties ont signé/,
    shot,
  }: {
    name?: string;
    consent?: RegExp;
    done?: RegExp;
    shot?: (label: string) => Promise<void>;
  } = {},
) {
  await openSigningLink(page, email);
  await shot?.('lien-signature');
  await page.getByRole('button', { name: 'Recevoir mon code par e-mail' }).click();
  const code = /^(\d{6})/.exec((await waitForMail(email, /votre code de signature/)).subject)?.[1];
  const form = page.getByRole('form', { name: 'Signer le contrat' });
  await form.getByLabel('Code reçu par e-mail').fill(code ?? '');
  await form.getByLabel(/Votre nom complet/).fill(name);
  // A bounded wait: a box whose sentence is not the one expected fails here, naming it, instead
  // of waiting for the test's end (the config sets no action timeout).
  await form.getByLabel(consent).check({ timeout: 7_000 });
  await shot?.('signature-remplie');
  await form.getByRole('button', { name: 'Signer le contrat' }).click();
  await expect(page.getByText(done).first()).toBeVisible();
  await shot?.('signe');
}

/**
 * The photographer's séance, made through the API (the form has its own test above): signed up,
 * address confirmed; answers the owner's page path and the phone's link path.
 */
async function seanceViaApi(page: Page, title: string) {
  const owner = await signUpViaApi(page, 'seance');
  await page.goto(linkPath(await waitForMail(owner, 'Confirmez')));
  const created = await page.request.post('/api/releases', {
    headers: SAME_ORIGIN,
    data: { title, template: TERMS_INPUT, consent: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, url } = (await created.json()) as { id: string; url: string };
  return { ownerPath: `/seances/${id}`, id, path: new URL(url).pathname };
}

/**
 * Full-page screenshots of the phone's screens, kept with the test's results, to be looked at:
 * a model reads them on a 375 px screen.
 */
const screenshots = (page: Page, testInfo: TestInfo, prefix: string) => {
  let n = 0;
  return async (label: string) => {
    n += 1;
    await page.screenshot({
      path: testInfo.outputPath(`${prefix}-${String(n).padStart(2, '0')}-${label}.png`),
      fullPage: true,
    });
  };
};

/** One person of the registry's fields in the fieldset `group` (the model's, or a parent's). */
async function fillPerson(
  group: ReturnType<Page['getByRole']>,
  person: {
    gentille: string;
    prenom: string;
    nom: string;
    adresse: string;
    code_postal: string;
    ville: string;
  },
) {
  await group.getByLabel(/^Civilité/).selectOption(person.gentille);
  await group.getByLabel(/^Prénom/).fill(person.prenom);
  await group.getByLabel(/^Nom/).fill(person.nom);
  await group.getByLabel(/^Adresse(?! e-mail)/).fill(person.adresse);
  await group.getByLabel(/^Code postal/).fill(person.code_postal);
  await group.getByLabel(/^Ville/).fill(person.ville);
}

test('a séance: one QR code, a model signs on her phone, the photographer follows and closes it', async ({
  page,
  browser,
  a11y,
}) => {
  test.slow(); // two browsers, a seal
  const owner = await signUpViaApi(page, 'seance');
  await page.goto(linkPath(await waitForMail(owner, 'Confirmez')));
  await saveContractViaApi(page, {
    title: 'Autorisation défilé',
    contractData: { ...TERMS_INPUT, auteur_type: 'Personne physique', auteur_info: identity },
  });

  // From « Mes Contrats » to a new séance.
  await page.goto('/contracts');
  await page.getByRole('link', { name: 'Séances photo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes séances' })).toBeVisible();
  await a11y.scan('mes séances');
  await page.getByLabel(/Titre de la séance/).fill('Défilé Printemps');
  await page
    .getByLabel(/Conditions reprises du contrat/)
    .selectOption({ label: 'Autorisation défilé' });
  await page.getByRole('button', { name: 'Créer la séance' }).click();
  await expect(page.getByText(/Cochez la case par laquelle vous acceptez/)).toBeVisible();
  await page.getByLabel(/J’accepte de signer électroniquement/).check();
  await page.getByRole('button', { name: 'Créer la séance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Défilé Printemps' })).toBeVisible();
  await a11y.scan('séance créée');
  const ownerPath = new URL(page.url()).pathname;

  const url = (await page.getByTestId('release-url').textContent()) ?? '';
  expect(url).toMatch(/\/seance\/[\w-]{40,}$/);
  expect(await decodeQr(page)).toBe(url);

  // The printable sheet carries the same code and the short terms.
  await page.getByRole('link', { name: 'Page à imprimer' }).click();
  await expect(page.getByRole('heading', { name: 'Les conditions en bref' })).toBeVisible();
  expect(await decodeQr(page)).toBe(url);
  // The short terms a model reads at the table, before scanning: who, what, where, how long.
  const sheet = page.getByRole('region', { name: 'Les conditions en bref' });
  for (const term of ['Bénéficiaire', 'Images concernées', 'Supports', 'Durée', 'Rémunération'])
    await expect(sheet.getByRole('term').filter({ hasText: term })).toBeVisible();
  await expect(sheet).toContainText('Photographies du défilé');
  await a11y.scan('page à imprimer');

  // The model's phone: her own browser, no account.
  const model = await phone(browser);
  const path = new URL(url).pathname;
  const modelEmail = `lea-${Date.now().toString(36)}@exemple.test`;
  try {
    await model.page.goto(`${APP_ORIGIN}${path}`);
    await expect(
      model.page.getByRole('heading', { level: 1, name: 'Défilé Printemps' }),
    ).toBeVisible();
    await expect(
      model.page.getByText(/M\. Hugo Bernard vous demande l’autorisation/),
    ).toBeVisible();
    await model.page.getByText('Pourquoi\u202f?').first().click();
    await expect(model.page.getByText(/article 9 du Code civil/).first()).toBeVisible();
    const width = await model.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'pas de défilement horizontal à 375 px').toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(model.page, { label: 'séance sur téléphone' });

    // A badly formed postal code is refused as the wizard refuses it.
    await fillIdentity(model.page, modelEmail);
    await model.page.getByLabel(/^Code postal/).fill('4400');
    await model.page.getByRole('button', { name: 'Recevoir le contrat à signer' }).click();
    await expect(model.page.getByLabel(/^Code postal/)).toBeFocused();
    await expect(model.page.getByLabel(/^Code postal/)).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(model.page, { label: 'séance, erreur' });
    await model.page.getByLabel(/^Code postal/).fill(identity.code_postal);
    await model.page.getByRole('button', { name: 'Recevoir le contrat à signer' }).click();
    await expect(
      model.page.getByRole('heading', { name: 'Vous allez recevoir un e-mail' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(model.page, { label: 'séance, e-mail envoyé' });

    await signFromLink(model.page, modelEmail);
    await expectNoSeriousA11yViolations(model.page, { label: 'signé sur téléphone' });

    // The photographer sees her signed, and the authorisation is one of « Mes Contrats ».
    await page.goto(ownerPath);
    await expect(page.getByTestId('participant-status')).toHaveText('Signé');
    await page.goto('/contracts');
    await expect(page.locator('tr', { hasText: 'Défilé Printemps – Léa Durand' })).toContainText(
      'Signé',
    );

    // Closed: the phone's link says so in French.
    await page.goto(ownerPath);
    await page.getByRole('button', { name: 'Clore la séance' }).click();
    const dialog = page.getByRole('alertdialog', { name: /Clore la séance/ });
    await a11y.scan('clore la séance');
    await dialog.getByRole('button', { name: 'Clore la séance' }).click();
    await expect(page.getByText(/le lien ne reçoit plus de participants/)).toBeVisible();
    await model.page.goto(`${APP_ORIGIN}${path}`);
    await expect(model.page.getByText(/Cette séance est close/)).toBeVisible();
    await expectNoSeriousA11yViolations(model.page, { label: 'séance close' });
  } finally {
    await model.context.close();
  }
});

test('a fifteen-year-old at 375 px: each parent signs on their own phone, the child gives her opinion, the photographer sees it sealed', async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // four browsers, three signers' codes, a seal
  const { ownerPath, path } = await seanceViaApi(page, 'Casting enfants');
  const stamp = Date.now().toString(36);
  const emails = {
    child: `ines-${stamp}@exemple.test`,
    parent1: `claire-${stamp}@exemple.test`,
    parent2: `marc-${stamp}@exemple.test`,
  };

  // The child's phone: her identity, her birth date makes her a minor, the parents' block and
  // the prefect's authorisation appear (fifteen, a modelling use).
  const child = await phone(browser);
  const parent1 = await phone(browser);
  const parent2 = await phone(browser);
  try {
    const shot = screenshots(child.page, testInfo, 'enfant');
    await child.page.goto(`${APP_ORIGIN}${path}`);
    await expect(
      child.page.getByRole('heading', { level: 1, name: 'Casting enfants' }),
    ).toBeVisible();
    await shot('conditions');
    const form = child.page.locator('form');
    const you = child.page.getByRole('group', { name: 'Vous, le modèle' });
    await fillPerson(you, MINOR_MODEL);
    await you.getByLabel(/^Date de naissance/).fill(MINOR_MODEL.date_naissance);
    await you.getByLabel(/^Lieu de naissance/).fill(MINOR_MODEL.lieu_naissance);
    await you.getByLabel(/^Nationalité/).fill(MINOR_MODEL.nationalite);
    await you.getByLabel(/^Votre adresse e-mail/).fill(emails.child);

    const parents = child.page.getByRole('group', { name: /Vos parents/ });
    await expect(parents).toBeVisible();
    // From thirteen, the child signs too: her opinion (LEGAL J20).
    await expect(parents).toContainText('Vous signez aussi, pour donner votre avis.');
    await expect(parents.getByLabel(/Les deux parents/)).toBeChecked();
    const first = parents.getByRole('group', { name: 'Parent 1' });
    const second = parents.getByRole('group', { name: 'Parent 2' });
    await fillPerson(first, PARENTS.parent1);
    await first.getByLabel('Adresse e-mail du parent 1').fill(emails.parent1);
    await fillPerson(second, PARENTS.parent2);
    // One mailbox for both parents is refused: each signs on their own device.
    await second.getByLabel('Adresse e-mail du parent 2').fill(emails.parent1);

    // Under sixteen with a modelling use: the prefect's authorisation (C. trav. L7124-1).
    const authorisation = child.page.getByRole('group', {
      name: /Autorisation de l’enfant mannequin/,
    });
    await authorisation.getByLabel(/^Référence de l’autorisation/).fill(AUTHORISATION.reference);
    await authorisation.getByLabel(/^Date de l’autorisation/).fill(AUTHORISATION.date);
    const width = await child.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'pas de défilement horizontal à 375 px').toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(child.page, { label: 'séance, mineure' });
    await shot('formulaire-mineure');

    await form.getByRole('button', { name: 'Recevoir le contrat à signer' }).click();
    const sharedMailbox = second.getByLabel('Adresse e-mail du parent 2');
    await expect(sharedMailbox).toBeFocused();
    await expect(sharedMailbox).toHaveAttribute('aria-invalid', 'true');
    await expect(second).toContainText(/sa propre adresse/);
    await expectNoSeriousA11yViolations(child.page, { label: 'séance, adresse partagée' });
    await shot('adresse-partagee');
    await sharedMailbox.fill(emails.parent2);
    await form.getByRole('button', { name: 'Recevoir le contrat à signer' }).click();
    await expect(
      child.page.getByRole('heading', { name: 'Vous allez recevoir un e-mail' }),
    ).toBeVisible();
    // Each signer's address, masked: the two parents and the child.
    for (const masked of [/cl•••@/, /ma•••@/, /in•••@/])
      await expect(child.page.getByText(masked)).toBeVisible();
    await expectNoSeriousA11yViolations(child.page, { label: 'séance, mineure, e-mails' });
    await shot('e-mails-envoyes');

    // Each parent on their own phone, from their own e-mail and code, for the child (their
    // signature binds her); then the child, whose signature is her agreement, not a commitment.
    const forTheChild = /au nom et pour le compte de mon enfant mineur Inès Durand/;
    await signFromLink(parent1.page, emails.parent1, {
      name: 'Claire Durand',
      consent: forTheChild,
      done: /Vous avez signé ce contrat/,
      shot: screenshots(parent1.page, testInfo, 'parent1'),
    });
    await expectNoSeriousA11yViolations(parent1.page, { label: 'parent signé' });
    await signFromLink(parent2.page, emails.parent2, {
      name: 'Marc Martin',
      consent: forTheChild,
      done: /Vous avez signé ce contrat/,
      shot: screenshots(parent2.page, testInfo, 'parent2'),
    });

    // The photographer, before the child has signed: still waiting for her.
    await page.goto(ownerPath);
    await expect(page.locator('tr', { hasText: 'Inès Durand (moins de 18 ans)' })).toContainText(
      'Invité à signer',
    );

    await signFromLink(child.page, emails.child, {
      name: 'Inès Durand',
      consent:
        /^J’ai lu le contrat .*, que Mme Claire Durand et M\. Marc Martin signent pour moi\. Par cette signature électronique, je donne mon accord\.$/,
      done: /Toutes les parties ont signé/,
      shot,
    });

    // Sealed: « Signé » on the séance's page, the authorisation one of « Mes Contrats » and its
    // sealed copy downloadable, the photographer's consent in it.
    await page.goto(ownerPath);
    await expect(page.getByTestId('participant-status')).toHaveText('Signé');
    await page.goto('/contracts');
    await expect(page.locator('tr', { hasText: 'Casting enfants – Inès Durand' })).toContainText(
      'Signé',
    );
    const requests = (await (await page.request.get('/api/signature-requests')).json()) as {
      requests: { id: string; status: string; signers: { name: string; status: string }[] }[];
    };
    const sealed = requests.requests.find((r) => r.status === 'completed');
    expect(sealed, 'une demande signée et scellée').toBeDefined();
    const pdf = await page.request.get(`/api/signature-requests/${sealed!.id}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  } finally {
    await Promise.all([child.context.close(), parent1.context.close(), parent2.context.close()]);
  }
});

test('a model who refuses on her phone shows as refused; a link taken after closing says so', async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // two browsers
  const { ownerPath, path } = await seanceViaApi(page, 'Shooting rue');
  const model = await phone(browser);
  const email = `zoe-${Date.now().toString(36)}@exemple.test`;
  try {
    const shot = screenshots(model.page, testInfo, 'refus');
    await model.page.goto(`${APP_ORIGIN}${path}`);
    await fillIdentity(model.page, email);
    await model.page.getByRole('button', { name: 'Recevoir le contrat à signer' }).click();
    await expect(
      model.page.getByRole('heading', { name: 'Vous allez recevoir un e-mail' }),
    ).toBeVisible();

    await openSigningLink(model.page, email);
    await model.page.getByRole('button', { name: 'Refuser de signer' }).click();
    const dialog = model.page.getByRole('dialog', { name: 'Refuser de signer' });
    await dialog.getByLabel(/Motif du refus/).fill('Je préfère ne pas apparaître.');
    await shot('motif');
    await expectNoSeriousA11yViolations(model.page, { label: 'refus sur téléphone' });
    await dialog.getByRole('button', { name: 'Confirmer le refus' }).click();
    await expect(model.page.getByText('Vous avez refusé de signer').first()).toBeVisible();
    await shot('refuse');

    await page.goto(ownerPath);
    await expect(page.getByTestId('participant-status')).toHaveText('Refusé');

    // Closed while a second model has the form open: her sending is refused in French.
    const late = await phone(browser);
    try {
      await late.page.goto(`${APP_ORIGIN}${path}`);
      await fillIdentity(late.page, `tard-${Date.now().toString(36)}@exemple.test`);
      await page.getByRole('button', { name: 'Clore la séance' }).click();
      await page
        .getByRole('alertdialog', { name: /Clore la séance/ })
        .getByRole('button', { name: 'Clore la séance' })
        .click();
      await expect(page.getByText(/le lien ne reçoit plus de participants/)).toBeVisible();
      await late.page.getByRole('button', { name: 'Recevoir le contrat à signer' }).click();
      await expect(late.page.getByText(/Cette séance est close/)).toBeVisible();
      await screenshots(late.page, testInfo, 'close')('envoi-apres-cloture');
      await expectNoSeriousA11yViolations(late.page, { label: 'séance close à l’envoi' });
    } finally {
      await late.context.close();
    }
  } finally {
    await model.context.close();
  }
});
