import { describe, expect, it } from 'vitest';
import { CREATOR, CREATOR_CLIENT } from '../templates/test-drafts';
import { profileMissingLabels } from './profile-missing';

const TODAY = new Date('2026-12-06T12:00:00Z');

describe('what a profile lacks for the user’s party', () => {
  it('asks a client’s profile what identifies the assignee', () => {
    expect(
      profileMissingLabels('cessionnaire', 'physical_person', { nom: 'Durand' }, TODAY),
    ).toEqual(['Prénom']);
    expect(profileMissingLabels('cessionnaire', 'legal_entity', CREATOR_CLIENT, TODAY)).toEqual([]);
  });

  it('asks a creator’s profile what the author needs, not the assignee’s fields', () => {
    const { date_naissance: _birth, gentille: _civility, ...partial } = CREATOR;
    const labels = profileMissingLabels('cedant', 'physical_person', partial, TODAY);
    expect(labels.join(' | ')).toMatch(/naissance/i);
    expect(labels.join(' | ')).toMatch(/civilité/i);
    expect(labels).not.toContain('Prénom');
  });

  it('finds nothing to complete in a whole creator’s profile', () => {
    expect(profileMissingLabels('cedant', 'physical_person', CREATOR, TODAY)).toEqual([]);
  });

  it('asks a creator’s company for its author fields', () => {
    const labels = profileMissingLabels(
      'cedant',
      'legal_entity',
      { nom: 'Atelier Lambert' },
      TODAY,
    );
    expect(labels.length).toBeGreaterThan(0);
  });
});
