import { describe, expect, it } from 'vitest';
import { draftFormatIssues } from '../fields/validate';
import { IMAGE } from '../answers/draft';
import { PERSON, TODAY, makeDraft } from '../templates/test-drafts';
import { vatRegimeError, vatRegimeWarning } from './vat-regime';

const abroad = { ...PERSON, pays: 'Belgique', code_postal: '1000', ville: 'Bruxelles' };

/**
 * The VAT answer against the grantor's address: the contract
 * printed « établi hors de France » and the 182 B withholding for an author living in Lyon.
 */
describe('the VAT answer and the grantor’s address', () => {
  it('refuses the reverse charge for a grantor in France, on step 5’s field', () => {
    const draft = makeDraft({ tva_regime: 'autoliquidation' });
    expect(vatRegimeError(draft)).toMatch(
      /^Ce régime vaut pour une personne établie hors de France/,
    );
    expect(draftFormatIssues(draft, TODAY)).toContainEqual({
      path: ['tva_regime'],
      message: expect.stringMatching(/établie hors de France/),
    });
    expect(
      vatRegimeError(makeDraft({ tva_regime: 'autoliquidation', auteur_info: abroad })),
    ).toBeNull();
  });

  it('reads the model’s address when she alone grants an image authorisation', () => {
    const image = {
      type_contrat: [IMAGE],
      modele_distinct: true,
      tva_regime: 'autoliquidation',
      auteur_info: abroad,
    };
    expect(vatRegimeError(makeDraft({ ...image, modele_info: PERSON }))).not.toBeNull();
    expect(vatRegimeError(makeDraft({ ...image, modele_info: abroad }))).toBeNull();
  });

  it('warns, without refusing, of the franchise en base for a grantor abroad', () => {
    expect(vatRegimeWarning(makeDraft({ tva_regime: 'franchise', auteur_info: abroad }))).toMatch(
      /article 293 B du CGI/,
    );
    expect(vatRegimeWarning(makeDraft({ tva_regime: 'franchise' }))).toBeNull();
    expect(vatRegimeError(makeDraft({ tva_regime: 'franchise', auteur_info: abroad }))).toBeNull();
  });
});
