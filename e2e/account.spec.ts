import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from '@playwright/test';
import {
  APP_ORIGIN,
  TEST_PASSWORD,
  expect,
  openSignInModal,
  uniqueEmail,
  sessionEmail,
  signIn,
  signOut,
  test,
} from './support/fixtures';
import { saveContractViaApi, signUpViaApi } from './support/accounts';

const NEW_PASSWORD = 'Girafe-violette-sous-la-pluie-42';
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const section = (page: Page, name: string) => page.getByRole('region', { name });

async function shoot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

/** The newest e-mail sent to `to` (the server writes them to $DATA_DIR/outbox without SMTP_URL). */
async function newestMail(to: string, subject: RegExp, after = 0) {
  const outbox = join(process.env.E2E_DATA_DIR as string, 'outbox');
  let found: { text: string; date: number } | null = null;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
        for (const file of files) {
          const mail = await simpleParser(await readFile(join(outbox, file)));
          const recipients = [mail.to]
            .flat()
            .flatMap((address) => address?.value ?? [])
            .map((a) => a.address);
          const date = mail.date?.getTime() ?? 0;
          if (recipients.includes(to) && subject.test(mail.subject ?? '') && date >= after) {
            found = { text: mail.text ?? '', date };
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as unknown as { text: string; date: number };
}

/** The first link of an e-mail's text to this server. */
const linkIn = (text: string) => {
  const match = new RegExp(`${APP_ORIGIN}/\\S+`).exec(text);
  expect(match, text).not.toBeNull();
  return (match as RegExpExecArray)[0];
};

test(
  'the account page: reached from the header, five sections, rename shown in the header',
  { tag: '@mobile' },
  async ({ page, a11y }) => {
    await signUpViaApi(page, 'compte');
    await page.goto('/');
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page.getByRole('link', { name: 'Mon compte' }).click();
    } else {
      await page.getByRole('button', { name: /^Compte :/ }).click();
      await a11y.scan('menu du compte ouvert');
      await page.getByRole('menuitem', { name: 'Mon compte' }).click();
    }
    await expect(page).toHaveURL('/compte');
    await expect(page).toHaveTitle('Mon compte — Clausier');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Identité',
      'Mot de passe',
      'Appareils connectés',
      'Mes données',
      'Supprimer mon compte',
    ]);
    const identity = section(page, 'Identité');
    await expect(identity.getByText('Adresse non confirmée')).toBeVisible();
    await expect(
      identity.getByText(/Votre compte fonctionne normalement en attendant/),
    ).toBeVisible();
    await expect(
      identity.getByRole('button', { name: 'Renvoyer l’e-mail de confirmation' }),
    ).toBeVisible();
    await expect(section(page, 'Appareils connectés').getByText('Cet appareil')).toBeVisible();
    await expect(section(page, 'Appareils connectés')).toContainText(/Dernière activité\u00a0: \d/);
    await shoot(page, 'compte');

    await identity.getByLabel('Nom', { exact: true }).fill('Camille Dupont');
    await identity.getByRole('button', { name: 'Enregistrer le nom' }).click();
    await expect(
      identity.getByRole('status').filter({ hasText: 'Votre nom a été enregistré.' }),
    ).toBeVisible();
    if (!isMobile(page))
      await expect(page.getByRole('button', { name: 'Compte : Camille Dupont' })).toBeVisible();
    await page.reload();
    await expect(section(page, 'Identité').getByLabel('Nom', { exact: true })).toHaveValue(
      'Camille Dupont',
    );
  },
);

test('a visitor is sent home and asked to sign in, as for /contracts', async ({ page }) => {
  await page.goto('/compte');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeVisible();
});

test('the confirmation e-mail: sent again, its link confirms the address', async ({ page }) => {
  const email = await signUpViaApi(page, 'confirme');
  await page.goto('/compte');
  const started = Date.now() - 1000;
  const identity = section(page, 'Identité');
  await identity.getByRole('button', { name: 'Renvoyer l’e-mail de confirmation' }).click();
  await expect(
    identity
      .getByRole('status')
      .filter({ hasText: `Un e-mail de confirmation a été envoyé à ${email}` }),
  ).toBeVisible();
  const mail = await newestMail(email, /Confirmez votre adresse e-mail/, started);
  const link = linkIn(mail.text);
  expect(link).toContain('/api/auth/verify-email?token=');

  // A broken link says so, and the address stays unconfirmed.
  const broken = new URL(link);
  broken.searchParams.set('token', 'faux');
  await page.goto(broken.toString());
  await expect(
    page.getByRole('alert').filter({
      hasText: 'L’adresse n’a pas été confirmée\u00a0: Le lien ou le jeton est invalide.',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL('/compte');
  await expect(section(page, 'Identité').getByText('Adresse non confirmée')).toBeVisible();

  await page.goto(link);
  await expect(page.getByText('Votre adresse e-mail est confirmée.')).toBeVisible();
  // The parameter leaves the address bar; the message stays.
  await expect(page).toHaveURL('/compte');
  await expect(page.getByText('Votre adresse e-mail est confirmée.')).toBeVisible();
  await expect(section(page, 'Identité').getByText('Adresse confirmée')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renvoyer l’e-mail de confirmation' })).toHaveCount(
    0,
  );
});

test('a new address gets its confirmation link; the account keeps the old one meanwhile', async ({
  page,
}) => {
  const email = await signUpViaApi(page, 'adresse');
  const next = email.replace('adresse-', 'nouvelle-');
  await page.goto('/compte');
  const identity = section(page, 'Identité');
  await identity.getByLabel('Nouvelle adresse e-mail').fill(next);
  await identity.getByRole('button', { name: 'Changer d’adresse e-mail' }).click();
  await expect(
    identity
      .getByRole('status')
      .filter({ hasText: `Un lien de confirmation a été envoyé à ${next}` }),
  ).toBeVisible();
  const mail = await newestMail(next, /nouvelle adresse/);
  expect(await sessionEmail(page)).toBe(email);

  await page.goto(linkIn(mail.text));
  await expect(page.getByText('Votre nouvelle adresse e-mail est confirmée.')).toBeVisible();
  await expect(page).toHaveURL('/compte');
  await expect(section(page, 'Identité')).toContainText(next);
  expect(await sessionEmail(page)).toBe(next);
});

test('password change: the rule and the meter, then sign in with the new one', async ({ page }) => {
  const email = await signUpViaApi(page, 'changement');
  await page.goto('/compte');
  const form = section(page, 'Mot de passe');
  await form.getByLabel('Mot de passe actuel').fill(TEST_PASSWORD);
  const fresh = form.getByLabel('Nouveau mot de passe');
  await fresh.fill('password1234');
  await expect(form.getByText(/^Solidité\u00a0: (très )?faible/)).toBeVisible({ timeout: 15_000 });
  await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(form.getByText(/trop facile à deviner\u00a0:/)).toBeVisible();
  await expect(fresh).toHaveAttribute('aria-invalid', 'true');

  await fresh.fill(NEW_PASSWORD);
  await expect(form.getByText(/^Solidité\u00a0: (très )?solide$/)).toBeVisible();
  await shoot(page, 'compte-mot-de-passe');
  await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(
    form.getByRole('status').filter({ hasText: 'Votre mot de passe a été changé.' }),
  ).toBeVisible();
  await expect(fresh).toHaveValue('');
  // This device stays signed in.
  expect(await sessionEmail(page)).toBe(email);

  // Signed out from the account page itself (guarded): home, no sign-in window.
  await signOut(page);
  await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeHidden();
  await signIn(page, { email, password: NEW_PASSWORD });
  await signOut(page);
  const old = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: APP_ORIGIN },
    data: { email, password: TEST_PASSWORD },
  });
  expect(old.ok()).toBe(false);
});

test('connected devices: a second browser shows up, and « Se déconnecter des autres appareils » ends it', async ({
  page,
  browser,
}) => {
  const email = await signUpViaApi(page, 'appareils');
  const other = await browser.newContext({ baseURL: APP_ORIGIN });
  try {
    const signedIn = await other.request.post('/api/auth/sign-in/email', {
      headers: { origin: APP_ORIGIN },
      data: { email, password: TEST_PASSWORD },
    });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    expect((await other.request.get('/api/contracts')).status()).toBe(200);

    await page.goto('/compte');
    const devices = section(page, 'Appareils connectés');
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices.getByRole('listitem').first()).toContainText('Cet appareil');
    await expect(devices.getByText('Cet appareil')).toHaveCount(1);
    await shoot(page, 'compte-appareils');

    await devices.getByRole('button', { name: 'Se déconnecter des autres appareils' }).click();
    await expect(
      devices.getByRole('status').filter({ hasText: 'Vos autres appareils ont été déconnectés.' }),
    ).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices.getByRole('listitem')).toContainText('Cet appareil');

    // The other browser's next call is a signed-out one.
    expect((await other.request.get('/api/contracts')).status()).toBe(401);
    expect(await sessionEmail(page)).toBe(email);
  } finally {
    await other.close();
  }
});

test('« Mes données » downloads one JSON file holding the contracts', async ({ page }) => {
  await signUpViaApi(page, 'export');
  const id = await saveContractViaApi(page, {
    title: 'Affiche du festival',
    contractData: {
      type_contrat: ["Auteur (droits d'auteur)"],
      auteur_type: 'Personne physique',
      auteur_info: { nom: 'Durand', prenom: 'Camille' },
      description_oeuvre: 'Une affiche de festival',
    },
  });
  await page.goto('/compte');
  const data = section(page, 'Mes données');
  await expect(data).toContainText('tous vos contrats et brouillons');
  const downloading = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Télécharger toutes mes données (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^clausier-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    account: { name: string };
    contracts: { id: string; title: string }[];
  };
  expect(file.account.name).toBe('Camille Martin');
  expect(file.contracts).toEqual([expect.objectContaining({ id, title: 'Affiche du festival' })]);
  await expect(
    data.getByRole('status').filter({ hasText: 'Le fichier de vos données a été téléchargé.' }),
  ).toBeVisible();
});

test('deleting the account with its password: home says so, the old credentials no longer work', async ({
  page,
  a11y,
}) => {
  const email = await signUpViaApi(page, 'suppression');
  await page.goto('/compte');
  const zone = section(page, 'Supprimer mon compte');
  await expect(zone).toContainText('tous vos contrats et brouillons, avec leurs commentaires');
  const opener = zone.getByRole('button', { name: 'Supprimer mon compte' });

  // Keyboard: Enter opens, the password field has focus, Escape closes and focus comes back.
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer votre compte' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Mot de passe')).toBeFocused();
  await a11y.scan('dialogue de suppression');
  await shoot(page, 'compte-suppression');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByLabel('Mot de passe').fill('pas-le-bon-mot-de-passe');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByText('Mot de passe incorrect.')).toBeVisible();
  await dialog.getByLabel('Mot de passe').fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();

  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre compte a été supprimé.' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Connexion' })).toHaveCount(0);
  if (!isMobile(page))
    await expect(page.getByRole('button', { name: 'Connexion', exact: true })).toBeVisible();
  expect(await sessionEmail(page)).toBeNull();
  await shoot(page, 'compte-supprime');

  const again = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: APP_ORIGIN },
    data: { email, password: TEST_PASSWORD },
  });
  expect(again.ok()).toBe(false);
  await newestMail(email, /Votre compte a été supprimé/);
});

test('sign-up: a password made of the name is refused, « Afficher le mot de passe », then the confirmation e-mail leads back to the page', async ({
  page,
  a11y,
}) => {
  const email = uniqueEmail();
  await page.goto('/about');
  const dialog = await openSignInModal(page);
  await dialog.getByRole('tab', { name: 'Créer un compte' }).click();
  await dialog.getByLabel('Nom').fill('Sophie Lenoir');
  await dialog.getByLabel('Adresse e-mail').fill(email);
  const password = dialog.getByLabel('Mot de passe');
  await password.fill('sophielenoir2026');
  await expect(password).toHaveAttribute('type', 'password');
  const show = dialog.getByRole('button', { name: 'Afficher le mot de passe' });
  await show.click();
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await a11y.scan('sign-up with the password shown');
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(dialog.getByText(/ne doit pas reprendre votre nom/).first()).toBeVisible();

  await password.fill(TEST_PASSWORD);
  const started = Date.now() - 1000;
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Un e-mail de confirmation a été envoyé à ${email}` }),
  ).toBeVisible();
  await expect.poll(() => sessionEmail(page)).toBe(email);

  // The link brings her back to the page she was on, not to « Mon compte ».
  const mail = await newestMail(email, /Confirmez votre adresse e-mail/, started);
  const link = linkIn(mail.text);
  expect(new URL(link).searchParams.get('callbackURL')).toBe('/about?email=verifie');
  await page.goto(link);
  // The page frame says it, and the parameter leaves the address bar.
  await expect(page.getByText('Votre adresse e-mail est confirmée.')).toBeVisible();
  await expect(page).toHaveURL('/about');
});
