import { expect, signIn, test, TEST_PASSWORD } from './support/fixtures';
import { signUpViaApi } from './support/accounts';
import { linkPath, waitForMail } from './support/outbox';
import { openSignInModal } from './support/fixtures';

/**
 * Password reset in the browser, with the e-mails read from the server's outbox folder (no
 * SMTP_URL): « Mot de passe oublié ? » → e-mail → link → new password → signed out everywhere →
 * sign in with the new password.
 */
test('« Mot de passe oublié ? »: the e-mailed link sets a new password, the old one stops working', async ({
  page,
  browser,
  a11y,
}) => {
  const account = {
    email: await signUpViaApi(page, 'reset', 'Léa Martin'),
    password: TEST_PASSWORD,
  };
  await page.goto('/');
  // The verification e-mail of the sign-up is in the outbox too.
  const verification = await waitForMail(account.email, 'Confirmez votre adresse');
  expect(verification.text).toContain('Bonjour Léa Martin,');

  // Another browser asks for the reset, from the sign-in dialog.
  const other = await browser.newContext({ locale: 'fr-FR' });
  const visitor = await other.newPage();
  await visitor.goto('/');
  const dialog = await openSignInModal(visitor);
  await dialog.getByLabel('Adresse e-mail').fill(account.email);
  await dialog.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const forgot = dialog.getByRole('form', { name: 'Mot de passe oublié' });
  await expect(forgot.getByLabel('Adresse e-mail')).toBeFocused();
  await expect(forgot.getByLabel('Adresse e-mail')).toHaveValue(account.email);
  await forgot.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(forgot.getByRole('status')).toContainText('Si un compte existe pour cette adresse');
  await a11y.scan('mot de passe oublié');
  await forgot.getByRole('button', { name: 'Retour à la connexion' }).click();
  await expect(
    dialog.getByRole('form', { name: 'Se connecter' }).getByLabel('Adresse e-mail'),
  ).toBeFocused();
  await visitor.keyboard.press('Escape');

  const mail = await waitForMail(account.email, 'Réinitialisez votre mot de passe');
  expect(mail.text).toContain('Ce lien est valable 1 heure.');
  await visitor.goto(linkPath(mail));
  await expect(visitor).toHaveURL(/\/mot-de-passe\/nouveau\?token=/);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' }),
  ).toBeVisible();
  const form = visitor.getByRole('form', { name: 'Choisir un nouveau mot de passe' });
  // The sign-up's strength rule applies.
  await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('password1234');
  await form.getByLabel('Confirmez le nouveau mot de passe').fill('password1234');
  await form.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(form.getByText(/trop (facile|courant)|devin/i).first()).toBeVisible();
  const fresh = 'Colline-Verte-Hibou-2026!';
  await form.getByLabel('Nouveau mot de passe', { exact: true }).fill(fresh);
  await form.getByLabel('Confirmez le nouveau mot de passe').fill(`${fresh}x`);
  await form.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(form.getByText('Les deux mots de passe ne sont pas identiques.')).toBeVisible();
  await form.getByLabel('Confirmez le nouveau mot de passe').fill(fresh);
  await form.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(visitor.getByRole('status')).toContainText('Votre mot de passe est changé.');
  await visitor.screenshot({ path: test.info().outputPath('reset-done.png') });

  // The link served once.
  await visitor.goto(linkPath(mail));
  await expect(visitor.getByRole('alert')).toContainText(
    'Ce lien de réinitialisation n’est plus valable',
  );

  // The first browser's session ended with the reset; the old password is refused.
  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json()).toBeNull();
  await page.reload();
  const refused = await openSignInModal(page);
  await refused.getByLabel('Adresse e-mail').fill(account.email);
  await refused.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await refused.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(refused.getByRole('alert')).toBeVisible();
  await page.keyboard.press('Escape');
  await signIn(page, { email: account.email, password: fresh });
  await waitForMail(account.email, 'Votre mot de passe a été modifié');
  await other.close();
});
