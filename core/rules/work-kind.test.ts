import { describe, expect, it } from 'vitest';
import { unfitWorkWarnings } from './work-kind';

describe('unfitWorkWarnings', () => {
  it('warns that software needs a contract of its own', () => {
    for (const text of [
      'Logiciel « Gestionnaire de tournois » (code source et exécutable)',
      'le code source du site',
      'une application mobile de réservation',
      'PROGICIEL de gestion',
    ]) {
      const warnings = unfitWorkWarnings(text);
      expect(warnings, text).toHaveLength(1);
      expect(warnings[0]).toMatch(/^La description mentionne un logiciel\./);
      expect(warnings[0]).toContain('L122-6');
      expect(warnings[0]).toContain('L121-7');
    }
  });

  it('warns that publishing and audiovisual adaptation are outside these templates', () => {
    expect(unfitWorkWarnings('Le manuscrit de mon livre')).toEqual([
      expect.stringMatching(/contrat d’édition ou d’adaptation audiovisuelle distinct/),
    ]);
    expect(unfitWorkWarnings('un scénario de court-métrage')).toHaveLength(1);
    // A novel, or a destination in the book trade.
    expect(unfitWorkWarnings('Roman « Les Saisons », 240 pages')).toHaveLength(1);
    expect(
      unfitWorkWarnings('Texte de 240 pages', 'publication et vente du roman en librairie'),
    ).toHaveLength(1);
    expect(unfitWorkWarnings('Illustration', 'édition de mon livre de cuisine')).toHaveLength(1);
  });

  it('says nothing for works the templates are written for', () => {
    for (const text of [
      'Une affiche de festival',
      'Série de 12 photographies du château',
      'Logo de la boulangerie, déclinaisons couleur',
      'Illustration pour l’application de la marque', // « application » alone: not software
      'Photographies de la 11e édition du festival, église romane',
      '',
    ])
      expect(unfitWorkWarnings(text), text).toEqual([]);
  });

  it('uses the typographic apostrophe and a no-break space before the colon', () => {
    for (const warning of unfitWorkWarnings('logiciel et manuscrit')) {
      expect(warning).not.toContain("'");
      expect(warning).toContain('\u00a0:');
    }
  });
});
