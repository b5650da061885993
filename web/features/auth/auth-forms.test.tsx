import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInForm } from './sign-in-form';
import { NOT_SIGNED_IN_TEXT, SignUpForm } from './sign-up-form';

afterEach(cleanup);

// The sign-up form loads the password dictionaries (about 1 s of parsing) as it mounts.
describe('SignUpForm', { timeout: 20_000 }, () => {
  it('refuses a password under 12 characters with a French message, without calling the server', async () => {
    const submit = vi.fn(async () => ({ error: null }));
    render(<SignUpForm onSuccess={() => {}} submit={submit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nom'), 'Camille Martin');
    await user.type(screen.getByLabelText('Adresse e-mail'), 'camille@exemple.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'onze-caract');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    const message = await screen.findByText(
      'Le mot de passe doit contenir au moins 12 caractères.',
    );
    const password = screen.getByLabelText('Mot de passe');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(message.id);
    expect(submit).not.toHaveBeenCalled();
  });

  it('asks for a name and a valid e-mail', async () => {
    render(<SignUpForm onSuccess={() => {}} submit={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Veuillez saisir votre nom.')).toBeTruthy();
    expect(screen.getByText('Veuillez saisir une adresse e-mail valide.')).toBeTruthy();
  });

  it('sends trimmed values with the page to come back to, and reports success with the address', async () => {
    const submit = vi.fn(async () => ({ error: null }));
    const onSuccess = vi.fn();
    render(<SignUpForm onSuccess={onSuccess} submit={submit} callbackPath="/contracts/abc" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nom'), '  Camille Martin ');
    await user.type(screen.getByLabelText('Adresse e-mail'), ' camille@exemple.fr ');
    await user.type(screen.getByLabelText('Mot de passe'), 'un-mot-de-passe-long');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce(), { timeout: 10_000 });
    expect(submit).toHaveBeenCalledWith(
      {
        name: 'Camille Martin',
        email: 'camille@exemple.fr',
        password: 'un-mot-de-passe-long',
      },
      '/contracts/abc',
    );
    // The dialog says where the confirmation e-mail went.
    expect(onSuccess).toHaveBeenCalledWith({ email: 'camille@exemple.fr' });
  });

  it.each([
    ['Créer un compte', () => <SignUpForm onSuccess={() => {}} submit={vi.fn()} />],
    ['Se connecter', () => <SignInForm onSuccess={() => {}} submit={vi.fn()} />],
  ])(
    '« %s »: « Afficher le mot de passe » shows what was typed, and hides it again',
    async (_, form) => {
      render(form());
      const user = userEvent.setup();
      const field = screen.getByLabelText('Mot de passe');
      expect(field.getAttribute('type')).toBe('password');
      const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
      await user.click(toggle);
      expect(field.getAttribute('type')).toBe('text');
      expect(toggle.getAttribute('aria-pressed')).toBe('true');
      await user.click(toggle);
      expect(field.getAttribute('type')).toBe('password');
    },
  );

  it.each([
    ['password1234', 'ce mot de passe ressemble à un mot de passe couramment utilisé.'],
    ['            ', 'un caractère répété'],
  ])(
    'refuses the guessable %j with the reason in French, before sending anything',
    async (password, reason) => {
      const submit = vi.fn(async () => ({ error: null }));
      render(<SignUpForm onSuccess={() => {}} submit={submit} />);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Nom'), 'Camille Martin');
      await user.type(screen.getByLabelText('Adresse e-mail'), 'camille@exemple.fr');
      await user.type(screen.getByLabelText('Mot de passe'), password);
      await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
      // (Testing Library's matcher sees the no-break space after « deviner » as a plain space.)
      const message = await screen.findByText(
        (text) =>
          text.startsWith('Ce mot de passe est trop facile à deviner') && text.includes(reason),
        undefined,
        { timeout: 10_000 },
      );
      expect(screen.getByLabelText('Mot de passe').getAttribute('aria-describedby')).toContain(
        message.id,
      );
      expect(submit).not.toHaveBeenCalled();
    },
  );

  it('says to sign in instead when the server opened no session (address already registered)', async () => {
    const submit = vi.fn(async () => ({ error: null, signedIn: false }));
    const onSuccess = vi.fn();
    render(<SignUpForm onSuccess={onSuccess} submit={submit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nom'), 'Camille');
    await user.type(screen.getByLabelText('Adresse e-mail'), 'camille@exemple.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'un-mot-de-passe-long');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect((await screen.findByRole('status', {}, { timeout: 10_000 })).textContent).toBe(
      NOT_SIGNED_IN_TEXT,
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows the server refusal in French from its code', async () => {
    const submit = vi.fn(async () => ({
      error: { code: 'USER_ALREADY_EXISTS', message: 'User already exists', status: 422 },
    }));
    const onSuccess = vi.fn();
    render(<SignUpForm onSuccess={onSuccess} submit={submit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nom'), 'Camille');
    await user.type(screen.getByLabelText('Adresse e-mail'), 'camille@exemple.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'un-mot-de-passe-long');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
      'Un compte existe déjà avec cette adresse e-mail.',
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });
});

describe('SignInForm', () => {
  it('requires the e-mail and the password', async () => {
    const submit = vi.fn();
    render(<SignInForm onSuccess={() => {}} submit={submit} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Veuillez saisir votre adresse e-mail.')).toBeTruthy();
    expect(screen.getByText('Veuillez saisir votre mot de passe.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows a wrong password in French', async () => {
    const submit = vi.fn(async () => ({
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 },
    }));
    render(<SignInForm onSuccess={() => {}} submit={submit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'camille@exemple.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'mauvais');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Adresse e-mail ou mot de passe incorrect.',
    );
  });
});
