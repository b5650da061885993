// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_FIELDS, PROFILE_FIELDS } from '@core/fields/profile-fields';
import { ClientForm } from './client-form';

afterEach(cleanup);

function setup(onSave = vi.fn(async () => undefined)) {
  render(<ClientForm saving={false} onSave={onSave} onCancel={() => undefined} />);
  return { user: userEvent.setup(), onSave };
}

describe('ClientForm', () => {
  it('refuses a person without civility, last and first name, marks the fields and focuses the first', async () => {
    const { user, onSave } = setup();
    await user.type(screen.getByLabelText(/^Nom/), 'Dupont');
    await user.click(screen.getByRole('button', { name: 'Ajouter le client' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Veuillez remplir tous les champs obligatoires.',
    );
    const civility = screen.getByLabelText(/^Civilité/);
    expect(civility.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(civility);
    expect(screen.getByLabelText(/^Prénom/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Nom/).getAttribute('aria-invalid')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends a complete person with the optional fields typed', async () => {
    const { user, onSave } = setup();
    await user.selectOptions(screen.getByLabelText(/^Civilité/), 'Mme');
    await user.type(screen.getByLabelText(/^Nom/), 'Roy');
    await user.type(screen.getByLabelText(/^Prénom/), 'Anne');
    await user.type(screen.getByLabelText('Ville'), 'Lyon');
    expect(screen.getByLabelText('Date de naissance').getAttribute('type')).toBe('date');
    expect(screen.getByLabelText('Adresse e-mail').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Téléphone').getAttribute('type')).toBe('tel');
    await user.click(screen.getByRole('button', { name: 'Ajouter le client' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'physical_person',
        gentille: 'Mme',
        nom: 'Roy',
        prenom: 'Anne',
        ville: 'Lyon',
      }),
    );
  });

  it('toggles to a company (defaults shown) and requires its name and legal form', async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByRole('radio', { name: 'Personne morale' }));
    expect(
      screen.getByRole('radio', { name: 'Personne morale' }).getAttribute('aria-checked'),
    ).toBe('true');
    // « 1000 € » is the example, never a value the contract would print (LEGAL J5).
    const capital = screen.getByLabelText('Capital social') as HTMLInputElement;
    expect(capital.value).toBe('');
    expect(capital.placeholder).toBe('1000 €');
    expect((screen.getByLabelText('Civilité du représentant') as HTMLSelectElement).value).toBe(
      'M.',
    );
    await user.type(screen.getByLabelText(/^Dénomination sociale/), 'ACME');
    await user.click(screen.getByRole('button', { name: 'Ajouter le client' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Veuillez remplir tous les champs obligatoires.',
    );
    await user.type(screen.getByLabelText(/^Forme juridique/), 'SAS');
    await user.type(screen.getByLabelText('Numéro SIREN ou SIRET'), '123');
    // A doubtful SIREN only warns: the client is still saved.
    expect(screen.getByText(/Attention\s: un numéro SIREN compte 9 chiffres/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ajouter le client' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'legal_entity',
        nom: 'ACME',
        forme_juridique: 'SAS',
        siren: '123',
      }),
    );
  });

  it('asks « Pays » like the profile, with the registry’s label, limit and help, for both kinds, and sends it', async () => {
    const { user, onSave } = setup();
    const profilePays = PROFILE_FIELDS.find((f) => f.key === 'physical_person.pays')!;
    const pays = screen.getByLabelText(profilePays.label) as HTMLInputElement;
    expect(pays.id).toBe('client-field-pays');
    expect(pays.maxLength).toBe(
      CLIENT_FIELDS.physical_person.find((f) => f.key === 'pays')!.maxLength,
    );
    expect(document.getElementById(pays.getAttribute('aria-describedby')!)?.textContent).toBe(
      profilePays.hint,
    );
    await user.selectOptions(screen.getByLabelText(/^Civilité/), 'M.');
    await user.type(screen.getByLabelText(/^Nom/), 'Peeters');
    await user.type(screen.getByLabelText(/^Prénom/), 'Jan');
    await user.type(screen.getByLabelText(/^Code postal/), '1000');
    await user.type(pays, 'Belgique');
    await user.click(screen.getByRole('button', { name: 'Ajouter le client' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'physical_person', code_postal: '1000', pays: 'Belgique' }),
    );
    await user.click(screen.getByRole('radio', { name: 'Personne morale' }));
    expect(screen.getByLabelText('Pays')).toBeTruthy();
    // Every label of the company form is the registry's (the profile's form shows the same ones).
    for (const spec of CLIENT_FIELDS.legal_entity)
      expect(
        screen.getByLabelText(
          new RegExp(`^${spec.label.replace(/[()]/g, '\\$&')}( \\(obligatoire\\))?$`),
        ).id,
      ).toBe(`client-field-${spec.key}`);
  });
});
