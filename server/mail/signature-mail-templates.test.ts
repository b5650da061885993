import { describe, expect, it } from 'vitest';
import { SIGNATURE_MAIL_TEMPLATES } from './signature-mail-templates';

describe('the invitation names the signer’s capacity in a sentence', () => {
  const invite = (role: Parameters<typeof SIGNATURE_MAIL_TEMPLATES.invitation>[0]['role']) =>
    SIGNATURE_MAIL_TEMPLATES.invitation({
      name: 'Claire Durand',
      role,
      sender: 'Camille Martin (camille@exemple.fr)',
      title: 'Dessin La forêt',
      url: 'http://localhost:3000/signer/x',
      expiresAt: '2026-12-29T00:00:00.000Z',
    }).text;

  it('a parent as holder of parental authority, the child as a minor party', () => {
    expect(invite('parent1')).toContain('en qualité de titulaire de l’autorité parentale.');
    expect(invite('parent2')).not.toContain('parent 2');
    expect(invite('mineur')).toContain(
      'en qualité de partie mineure, qui signe elle-même dès 13 ans.',
    );
    expect(invite('cedant')).toContain('en qualité de cédant.');
  });

  it('in the contract’s own words when the contract gives them', () => {
    const text = SIGNATURE_MAIL_TEMPLATES.invitation({
      name: 'M. Hugo Bernard',
      role: 'cessionnaire',
      quality: 'Bénéficiaire',
      sender: 'Hugo Bernard (hugo@exemple.fr)',
      title: 'Autorisation – Zoé Durand',
      url: 'http://localhost:3000/signer/x',
      expiresAt: '2026-12-29T00:00:00.000Z',
    }).text;
    expect(text).toContain('en qualité de Bénéficiaire.');
    expect(text).not.toContain('cessionnaire');
  });
});
