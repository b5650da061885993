import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ProfileType } from '@core/answers/profile-fields';
import type { PartySide } from '@core/rules/sides';
import type { StoredUserProfile } from '@web/lib/profile-api';
import { ProfileSelectionModal } from './profile-selection-modal';

const PROFILE = {
  physical_person: { nom: 'Martin', prenom: 'Camille' },
  legal_entity: { nom: 'Atelier Lumen', forme_juridique: 'SAS' },
} as unknown as StoredUserProfile;

function open(
  state: 'loading' | 'error' | 'configured' | 'not-configured',
  selected: ProfileType | null = null,
  profile: StoredUserProfile = PROFILE,
  side?: PartySide,
) {
  const modal = (
    <ProfileSelectionModal
      open
      onOpenChange={() => undefined}
      state={state}
      profile={profile}
      configured={['physical_person', 'legal_entity']}
      selected={selected}
      onPick={() => undefined}
      onHelp={() => undefined}
      side={side}
    />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: modal }])} />);
}

afterEach(cleanup);

// Radix focuses the first control in the DOM, « Aide » in this footer (shown last on a phone):
// the modal starts on its main action instead.
describe('ProfileSelectionModal: where the focus starts', () => {
  it('no profile yet: on « Configurer mon profil »', async () => {
    open('not-configured');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('link', { name: 'Configurer mon profil' }),
      ),
    );
  });

  it('profiles to pick from: on the chosen one, or on the first', async () => {
    open('configured', 'legal_entity');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /Personne morale/ })),
    );
  });

  it('nothing chosen yet: on the first profile', async () => {
    open('configured');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: /Personne physique/ }),
      ),
    );
  });

  it.each(['loading', 'error'] as const)('%s: on « Annuler »', async (state) => {
    open(state);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Annuler' })),
    );
  });
});

describe('ProfileSelectionModal: a profile saved with its name only', () => {
  it('says what the contract still needs from it, beside the profile', () => {
    open('configured', null, {
      physical_person: { nom: 'Lefèvre', prenom: '' },
      legal_entity: { nom: 'Atelier Lumen', forme_juridique: '' },
    } as unknown as StoredUserProfile);
    const person = screen.getByRole('button', { name: /Personne physique/ });
    expect(person.textContent).toContain('À compléter pour le contrat');
    expect(person.textContent).toContain('Prénom');
    expect(screen.getByRole('button', { name: /Personne morale/ }).textContent).toContain(
      'Forme juridique',
    );
  });

  it('says nothing more of a complete profile', () => {
    open('configured');
    expect(screen.queryByText(/À compléter pour le contrat/)).toBeNull();
  });
});

describe('ProfileSelectionModal: the side of the contract', () => {
  it('to a client, the profile is the cessionnaire (the specification’s words)', () => {
    open('not-configured');
    expect(screen.getByText(/^Le cessionnaire est la partie qui reçoit les droits/)).toBeTruthy();
    cleanup();
    open('loading');
    expect(screen.getByText('Vos informations de cessionnaire')).toBeTruthy();
  });

  it('to a creator, it is her as the author or model, never the cessionnaire', () => {
    open('not-configured', null, PROFILE, 'cedant');
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('vous désigne comme l’auteur ou le modèle');
    expect(dialog.textContent).not.toMatch(/cessionnaire/i);
    cleanup();
    open('error', null, PROFILE, 'cedant');
    expect(screen.getByText('Vos informations d’auteur ou de modèle')).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).not.toMatch(/cessionnaire/i);
  });

  it('to a creator, lists what her profile lacks as the author, not as an assignee', () => {
    open(
      'configured',
      null,
      {
        physical_person: { gentille: 'Mme', nom: 'Lambert', prenom: 'Inès', date_naissance: '' },
        legal_entity: { nom: 'Atelier Lumen', forme_juridique: 'SARL' },
      } as unknown as StoredUserProfile,
      'cedant',
    );
    const person = screen.getByRole('button', { name: /Personne physique/ });
    expect(person.textContent).toContain('À compléter pour le contrat');
    expect(person.textContent).toContain('Date de naissance');
    expect(person.textContent).not.toContain('Prénom');
  });
});
