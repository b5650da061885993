import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ProfileType } from '@core/schemas/profile';
import type { StoredUserProfile } from '../../../lib/profile-api';
import { ProfileSelectionModal } from './profile-selection-modal';

const PROFILE = {
  physical_person: { nom: 'Martin', prenom: 'Camille' },
  legal_entity: { nom: 'Atelier Lumen', forme_juridique: 'SAS' },
} as unknown as StoredUserProfile;

function open(
  state: 'loading' | 'error' | 'configured' | 'not-configured',
  selected: ProfileType | null = null,
  profile: StoredUserProfile = PROFILE,
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
