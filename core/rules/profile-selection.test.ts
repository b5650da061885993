import { describe, expect, it } from 'vitest';
import { entrepriseInfoSchema, userProfileSchema } from '../schemas/profile';
import {
  DASHBOARD_SAVE_MESSAGE,
  configuredProfileTypes,
  dashboardSelection,
  passesProfileGate,
  resolveProfileType,
  toEntrepriseInfo,
  validateDashboardSave,
  withConfiguredFlags,
} from './profile-selection';

const profile = (
  physical: boolean,
  legal: boolean,
  selected: '' | 'physical_person' | 'legal_entity' = '',
) =>
  userProfileSchema.parse({
    physical_person: { is_configured: physical, nom: physical ? 'Roy' : '' },
    legal_entity: { is_configured: legal, nom: legal ? 'ACME' : '' },
    selected_entity_type: selected,
  });

describe('resolveProfileType (docs/product.md §4 precedence)', () => {
  it('keeps the draft’s existing entreprise_info type first', () => {
    expect(
      resolveProfileType({
        entrepriseInfoType: 'legal_entity',
        sessionType: 'physical_person',
        profile: profile(true, true, 'physical_person'),
      }),
    ).toBe('legal_entity');
  });
  it('then the session-stored type, then selected_entity_type', () => {
    expect(
      resolveProfileType({
        sessionType: 'legal_entity',
        profile: profile(true, true, 'physical_person'),
      }),
    ).toBe('legal_entity');
    expect(
      resolveProfileType({ sessionType: '', profile: profile(true, true, 'physical_person') }),
    ).toBe('physical_person');
  });
  it('then the single configured profile', () => {
    expect(resolveProfileType({ profile: profile(false, true) })).toBe('legal_entity');
    expect(resolveProfileType({ profile: profile(true, false) })).toBe('physical_person');
  });
  it('asks the user when both are configured and nothing is chosen, and reports none', () => {
    expect(resolveProfileType({ profile: profile(true, true) })).toBe('choose');
    expect(resolveProfileType({ profile: profile(false, false) })).toBe('none');
  });
  it('skips a stored choice that points at an unconfigured profile', () => {
    expect(
      resolveProfileType({
        sessionType: 'physical_person',
        profile: profile(false, true, 'physical_person'),
      }),
    ).toBe('legal_entity');
  });
});

describe('dashboard rules', () => {
  it('selects the stored choice, else the first configured, else the natural person', () => {
    expect(dashboardSelection(profile(true, true, 'legal_entity'))).toBe('legal_entity');
    expect(dashboardSelection(profile(false, true))).toBe('legal_entity');
    expect(dashboardSelection(profile(true, true))).toBe('physical_person');
    expect(dashboardSelection(profile(false, false))).toBe('physical_person');
  });
  it('gates the wizard on at least one configured profile', () => {
    expect(passesProfileGate(profile(false, false))).toBe(false);
    expect(passesProfileGate(profile(false, true))).toBe(true);
    expect(configuredProfileTypes(profile(true, true))).toEqual([
      'physical_person',
      'legal_entity',
    ]);
  });
  it('saves only when one profile has a name', () => {
    const empty = userProfileSchema.parse({ physical_person: { prenom: 'Anne', nom: '  ' } });
    expect(validateDashboardSave(empty)).toEqual({ ok: false, message: DASHBOARD_SAVE_MESSAGE });
    expect(DASHBOARD_SAVE_MESSAGE).toBe(
      'Veuillez compléter au moins un profil (personne physique ou morale).',
    );
    expect(
      validateDashboardSave(userProfileSchema.parse({ legal_entity: { nom: 'ACME' } })),
    ).toEqual({ ok: true });
  });
  it('marks named profiles as configured', () => {
    const p = withConfiguredFlags(
      userProfileSchema.parse({
        legal_entity: { nom: 'ACME' },
        physical_person: { is_configured: true },
      }),
    );
    expect([p.physical_person.is_configured, p.legal_entity.is_configured]).toEqual([false, true]);
  });
});

describe('toEntrepriseInfo', () => {
  it('copies the chosen profile with its type and derived siege', () => {
    const p = userProfileSchema.parse({
      legal_entity: {
        nom: 'ACME',
        forme_juridique: 'SAS',
        adresse: '2 rue B',
        code_postal: '69001',
        ville: 'Lyon',
      },
      physical_person: { nom: 'Roy', prenom: 'Anne', ville: 'Nantes' },
    });
    const legal = toEntrepriseInfo(p, 'legal_entity');
    expect(legal).toMatchObject({
      type: 'legal_entity',
      nom: 'ACME',
      capital: '',
      siege: '2 rue B, 69001 Lyon',
    });
    expect(entrepriseInfoSchema.safeParse(legal).success).toBe(true);
    const person = toEntrepriseInfo(p, 'physical_person');
    expect(person).toMatchObject({ type: 'physical_person', nom: 'Roy', siege: 'Nantes' });
    expect(entrepriseInfoSchema.safeParse(person).success).toBe(true);
  });
  it('folds legacy fields in', () => {
    const p = userProfileSchema.parse({
      legal_entity: { nom: 'ACME', siege: '2 rue B, 69001 Lyon', representant: 'Mme Anne Roy' },
    });
    expect(toEntrepriseInfo(p, 'legal_entity')).toMatchObject({
      adresse: '2 rue B',
      code_postal: '69001',
      siege: '2 rue B, 69001 Lyon',
      representant_prenom: 'Anne',
      representant_civilite: 'Mme',
    });
  });
});
