// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileTypeCards } from './profile-type-cards';

afterEach(cleanup);

describe('ProfileTypeCards', () => {
  it('shows « Configuré » on configured profiles and « Sélectionné » on the chosen one', async () => {
    const onSelect = vi.fn();
    render(
      <ProfileTypeCards
        selected="legal_entity"
        configured={{ physical_person: true, legal_entity: false }}
        onSelect={onSelect}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Type de profil' });
    expect(group.id).toBe('profile-type-selection');
    const person = screen.getByRole('radio', { name: 'Personne physique' });
    const company = screen.getByRole('radio', { name: 'Personne morale' });
    expect(within(person).queryByText('Configuré')).not.toBeNull();
    expect(within(person).queryByText('Sélectionné')).toBeNull();
    expect(within(company).queryByText('Sélectionné')).not.toBeNull();
    expect(within(company).queryByText('Configuré')).toBeNull();
    expect(company.getAttribute('aria-checked')).toBe('true');
    await userEvent.setup().click(person);
    expect(onSelect).toHaveBeenCalledWith('physical_person');
  });
});
