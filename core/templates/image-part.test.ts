/**
 * legal review v2, the image part: voice and performers (H5), the photographer's separate copyright
 * (H5), « Photographie retouchée » (H5, CSP L2133-2), withdrawal (H8), no blank line to fill in
 * (I), the AI-training exclusion against platform terms (I), and one credit answer for author and
 * model (C v2, A8). Each test fails on the v1 text and quotes what must never come back.
 */
import { describe, expect, it } from 'vitest';
import { BIRTH, COMPANY, PERSON, TYPES, articleNo, textOf } from './test-drafts';

const image = { type_contrat: [...TYPES.image] };
const combined = { type_contrat: [...TYPES.combined], remuneration_image: '300' };
const free = { type_cession: 'Gratuite' };
const company = { auteur_type: 'Personne morale', auteur_info: COMPANY };
const aged = (age: keyof typeof BIRTH) => ({
  auteur_info: { ...PERSON, date_naissance: BIRTH[age] },
});
const distinct = { modele_distinct: true, modele_info: { ...PERSON, prenom: 'Zoé', nom: 'Petit' } };
/** The article titled `title` (an empty string when absent, which every toContain then fails). */
const section = (text: string, title: string) => {
  const start = text.indexOf(`– ${title.toUpperCase()}`);
  if (start === -1) return '';
  const next = text.indexOf('\nARTICLE ', start + 1);
  return text.slice(start, next === -1 ? undefined : next);
};

describe('no blank to fill in after signature (legal review I v2)', () => {
  it('the description identifies the images; no « Date et lieu des prises de vues… : ____ » line', () => {
    for (const input of [image, combined, { ...image, ...free }, { ...image, ...company }]) {
      const text = textOf(input);
      expect(text).not.toContain('Date et lieu des prises de vues');
      expect(text).not.toMatch(/: ____\./);
      expect(text).toContain(
        "Cette description vaut identification des Images : l'autorisation porte sur ces seules Images, et toute autre prise de vues requiert une nouvelle autorisation écrite.",
      );
    }
  });
});

describe('voice and performers, when the images include video (legal review H5 v2)', () => {
  it('covers the voice (art. 9) within the same limits and excludes a performance (L212-3)', () => {
    for (const input of [image, combined, { ...image, ...free }]) {
      const text = textOf({ ...input, image_video: true });
      const clause = section(text, 'Voix et prestations filmées');
      expect(clause).toContain(
        "l'autorisation s'étend à la voix du Modèle, telle qu'elle y est enregistrée",
      );
      expect(clause).toContain(
        'dans les mêmes limites de Supports, de Destination, de Territoire et de Durée',
      );
      expect(clause).toContain('ni imitée ou reproduite par synthèse vocale');
      // « CPI » is only used where the copyright part defines it (legal review I v2).
      const code = input === combined ? 'du CPI' : 'du Code de la propriété intellectuelle';
      expect(clause).toContain(
        `Elle ne vaut pas autorisation d'artiste-interprète (article L212-3 ${code})`,
      );
      expect(clause).toContain('(article L7121-3 du Code du travail)');
    }
    expect(textOf({ ...image, ...company, image_video: true })).toContain(
      "s'étend à la voix des personnes représentées",
    );
  });
  it('says nothing of voice or performers for still images', () => {
    expect(textOf(image)).not.toContain('L212-3');
    expect(textOf(combined)).not.toContain('Voix et prestations');
  });
});

describe("the photographer's copyright, in an image-only authorisation (legal review H5 v2)", () => {
  it('reminds that the images are works to be licensed by their author', () => {
    for (const input of [
      image,
      { ...image, ...free },
      { ...image, ...company },
      { ...image, ...distinct },
    ]) {
      const clause = section(textOf(input), "Droits d'auteur sur les Images");
      expect(clause).toContain(
        "sont, lorsqu'elles sont originales, des œuvres dont les droits d'auteur appartiennent à la personne qui les a réalisées",
      );
      expect(clause).toContain(
        "leur exploitation requiert en outre l'accord écrit de cet auteur, dans les formes des articles L131-2 et L131-3 du même code, que le présent contrat ne remplace pas.",
      );
      expect(clause).toContain('(article L111-1 du Code de la propriété intellectuelle)');
    }
  });
  // The note survives in a combined contract: the Work's copyright is the first part's, any other
  // photograph among the Images still needs its author (docs/legal-review.md, section J).
  it('in a combined contract, points at the first part for the Work and at its author for any other photo', () => {
    const clause = section(textOf(combined), "Droits d'auteur sur les Images");
    expect(clause).toContain("Les droits d'auteur sur l'Œuvre sont régis par la première partie.");
    expect(clause).toContain('Toute autre photographie ou vidéo comprise dans les Images');
  });
});

describe('« Photographie retouchée » (legal review H5 v2; CSP L2133-2)', () => {
  it('is required on commercial images whose silhouette was altered with consent', () => {
    for (const input of [image, combined, { ...image, ...company }]) {
      expect(section(textOf(input), 'Retouches')).toContain(
        "afin d'affiner ou d'épaissir la silhouette " +
          (input === image || input === combined ? 'du Modèle' : 'des personnes représentées') +
          ', elle est accompagnée de la mention « Photographie retouchée » (article L2133-2 du Code de la santé publique).',
      );
    }
  });
});

describe('withdrawal inside the image part (legal review H8 v2)', () => {
  it('free: revocable at any time for the future, new diffusion stops on receipt, removal within the month', () => {
    const clause = section(textOf({ ...image, ...free }), "Retrait de l'autorisation");
    expect(clause).toContain(
      "L'autorisation étant consentie à titre gratuit, le Modèle peut la retirer à tout moment, pour l'avenir",
    );
    expect(clause).toContain(
      "Le retrait n'ouvre droit à aucune indemnité au profit du Bénéficiaire.",
    );
    // A withdrawn consent leaves no basis for a new use (RGPD 7.3): no notice delays it.
    expect(clause).toContain(
      'Dès la réception du retrait, le Bénéficiaire cesse toute nouvelle diffusion des Images ; il les retire des Supports dont il a la maîtrise, publications antérieures comprises, au plus tard dans le mois de cette réception (articles 7, paragraphe 3, et 12, paragraphe 3, du RGPD).',
    );
    expect(clause).not.toContain('prend effet trente jours');
    // Printed copies only where copies are printed.
    expect(clause).toContain(
      'Le retrait ne remet pas en cause les utilisations faites avant sa réception.',
    );
    expect(clause).not.toContain('exemplaires imprimés');
    const printed = section(
      textOf({ ...image, ...free, supports: ['supports_imprimes'] }),
      "Retrait de l'autorisation",
    );
    expect(printed).toContain(
      "les exemplaires imprimés déjà distribués n'ont pas à être rappelés, mais ceux qui ne l'ont pas encore été ne peuvent plus l'être ensuite.",
    );
  });
  it('paid: three months’ notice, nothing repaid by the person (the fee may be a wage, C. trav. L1331-2)', () => {
    for (const input of [image, combined, { ...combined, ...distinct }]) {
      const clause = section(textOf(input), "Retrait de l'autorisation");
      expect(clause).toContain('moyennant un préavis de trois mois à compter de sa réception');
      expect(clause).toContain(
        'Les sommes déjà versées au titre des Images restent acquises au Modèle : le retrait ne donne lieu à aucun remboursement, aucune retenue ni aucune indemnité à sa charge.',
      );
      expect(clause).toContain(
        "Aucun préavis n'est dû lorsque le retrait est motivé par une utilisation des Images contraire au présent contrat.",
      );
      expect(clause).not.toContain('rembourser');
      expect(clause).not.toContain('indemniser');
      expect(clause).not.toContain('effacement');
    }
  });
  it('paid, minor model: the notice never delays the reinforced erasure right (one month)', () => {
    for (const input of [
      { ...image, ...aged('age14') },
      { ...image, ...aged('age17') },
      {
        ...combined,
        ...distinct,
        modele_info: { ...distinct.modele_info, date_naissance: BIRTH.age10 },
      },
    ]) {
      const clause = section(textOf(input), "Retrait de l'autorisation");
      expect(clause).toContain(
        "Le Modèle étant mineur, ce préavis ne s'applique pas à une demande d'effacement des Images fondée sur son droit à l'effacement (article 17 du RGPD) : il y est donné suite dans le mois de sa réception.",
      );
      expect(clause).not.toContain('rembourser');
    }
    // A free grant's thirty days are already within the month.
    expect(
      section(textOf({ ...image, ...free, ...aged('age14') }), "Retrait de l'autorisation"),
    ).not.toContain('effacement');
  });
  it('company: each depicted person may withdraw; the company passes it on', () => {
    const clause = section(textOf({ ...image, ...company }), "Retrait de l'autorisation");
    expect(clause).toContain(
      "Chaque personne représentée peut retirer à tout moment le consentement qu'elle a donné au sujet de son image.",
    );
    expect(clause).toContain('réduite à proportion des Images concernées');
    expect(clause).toContain(
      'Dès la réception de cette information, le Bénéficiaire cesse toute nouvelle diffusion des Images qui représentent la personne concernée ;',
    );
    expect(clause).not.toContain('trois mois');
    expect(
      section(textOf({ ...image, ...company, ...free }), "Retrait de l'autorisation"),
    ).not.toContain('réduite');
  });
  it('the personal-data notice sends a withdrawal to that article, one timetable (not the end of the Durée)', () => {
    for (const input of [
      { ...image, ...free },
      { ...image, ...company, ...free },
    ]) {
      const text = textOf(input);
      const withdrawal = articleNo(text, "Retrait de l'autorisation");
      expect(text).toMatch(
        new RegExp(
          `met fin (à l'autorisation )?pour l'avenir[^;]*, dans les conditions prévues à l'article ${withdrawal} ;`,
        ),
      );
      expect(text).not.toContain('pour la fin de la Durée');
    }
  });
  it('minors and distinct models get it too', () => {
    for (const age of ['age10', 'age14', 'age17'] as const)
      expect(textOf({ ...image, ...aged(age) })).toContain("RETRAIT DE L'AUTORISATION");
    expect(
      section(textOf({ ...combined, ...distinct, ...free }), "Retrait de l'autorisation"),
    ).toContain('le Modèle peut la retirer à tout moment');
  });
});

describe('AI training against platform terms (legal review I v2)', () => {
  it('tells the person the exclusion does not bind platforms, and the beneficiary opts out where it can', () => {
    for (const input of [image, combined, { ...image, ...free }]) {
      const clause = section(textOf(input), 'Utilisations exclues');
      expect(clause).toMatch(
        /Le Modèle est informé que les conditions d'utilisation de certains services de tiers mentionnés à l'article \d+\.5 peuvent permettre à leur exploitant d'utiliser les contenus qui y sont publiés, notamment pour entraîner des systèmes d'intelligence artificielle/,
      );
      expect(clause).toContain(
        "Le Bénéficiaire s'oblige à refuser une telle utilisation des Images chaque fois que le service lui en offre la possibilité",
      );
    }
    expect(textOf({ ...image, ...company })).toContain(
      'et le Concédant en informe les personnes représentées.',
    );
  });
});

describe('one credit answer for author and model (legal review C v2, A8)', () => {
  const credit = (input: Record<string, unknown>) => {
    const text = textOf(input);
    return { moral: section(text, 'Droit moral'), name: section(text, 'Mention du nom'), text };
  };
  it('the author who is also the model is never both credited and anonymous (v1 printed both)', () => {
    const { moral, name } = credit(combined);
    expect(moral).toContain('la mention « © Léa Durand »');
    expect(name).not.toContain('sans mention du nom du Modèle');
    expect(name).toMatch(
      /son nom accompagne les Images qui reproduisent l'Œuvre sous la seule forme de la mention « © Léa Durand » prévue à l'article \d+, au titre de son droit au nom ; cette mention ne figure sur aucune Image dont il n'est pas l'auteur, et aucune autre mention ne le désigne comme la personne représentée\./,
    );
    // Photographs of the author taken by someone else never carry « © » the author's name.
    expect(name).not.toContain('accompagne les Images sous');
    expect(
      credit({ ...combined, mention_auteur: 'pseudonyme', pseudonyme: 'Lili' }).name,
    ).toContain(
      "seul figure sur celles qui reproduisent l'Œuvre, au titre de son droit d'auteur, le pseudonyme « Lili »",
    );
  });
  it('for every answer and age, part 1 and part 2 agree', () => {
    for (const mention of ['defaut', 'nom', 'pseudonyme', 'anonyme'] as const)
      for (const age of ['adult', 'age17', 'age14', 'age10'] as const)
        for (const mode of ['Gratuite', 'Onéreuse'] as const) {
          const { moral, name } = credit({
            ...combined,
            ...aged(age),
            type_cession: mode,
            mention_auteur: mention,
            pseudonyme: 'Lili',
          });
          const credited = /mention « © /.test(moral);
          expect(name.includes('sans mention du nom du Modèle'), `${mention} ${age} ${mode}`).toBe(
            !credited || mention === 'pseudonyme',
          );
          if (mention === 'pseudonyme') expect(moral + name).not.toContain('Léa Durand');
        }
  });
  it("'defaut' names an adult author, not a minor who is also the model", () => {
    expect(credit({ ...combined, ...aged('adult') }).moral).toContain('« © Léa Durand »');
    const minor = credit({ ...combined, ...aged('age14'), oeuvre_represente_modele: 'oui' });
    expect(minor.moral).not.toContain('© Léa Durand');
    expect(minor.moral).toContain(
      "le droit au nom : l'auteur étant mineur et représenté sur l'Œuvre, celle-ci est exploitée sans mention de son nom",
    );
    expect(minor.name).toContain(
      "Les Images sont diffusées sans mention du nom du Modèle, l'Œuvre étant elle-même exploitée sans nom d'auteur",
    );
    // A minor author who is not the model (copyright only, or a distinct model) is named.
    expect(credit({ ...aged('age14'), type_cession: 'Onéreuse' }).moral).toContain(
      '« © Léa Durand »',
    );
    expect(credit({ ...combined, ...aged('age14'), ...distinct }).moral).toContain(
      '« © Léa Durand »',
    );
  });
  it("explicit answers: 'nom', 'pseudonyme', 'anonyme'", () => {
    expect(credit({ ...combined, ...aged('age10'), mention_auteur: 'nom' }).moral).toContain(
      '« © Léa Durand »',
    );
    const pseudo = credit({ mention_auteur: 'pseudonyme', pseudonyme: 'Lili Rose' });
    expect(pseudo.moral).toContain(
      "« © Lili Rose », pseudonyme choisi par l'auteur, ou de toute autre mention",
    );
    // Quotes typed around the pseudonym would nest inside « © … ».
    expect(credit({ mention_auteur: 'pseudonyme', pseudonyme: ' "Lili Rose" ' }).moral).toContain(
      '« © Lili Rose »',
    );
    const anonymous = credit({ mention_auteur: 'anonyme' });
    expect(anonymous.moral).toContain(
      "le droit au nom : à la demande de l'auteur, l'Œuvre est exploitée sans mention de son nom",
    );
    expect(anonymous.moral).not.toContain('©');
    expect(credit({ ...company, mention_auteur: 'anonyme' }).moral).toContain(
      "l'Œuvre est exploitée sans mention du nom de ses auteurs",
    );
    expect(credit({ ...company }).moral).toContain(
      '« © Studio Lumière », complétée du nom des auteurs',
    );
  });
  it('the author can always demand the name later (Cass. 1re civ. 13 Feb 2007)', () => {
    for (const input of [
      {},
      { mention_auteur: 'anonyme' },
      { ...combined, ...aged('age14') },
      { ...company, mention_auteur: 'anonyme' },
    ]) {
      expect(credit(input).moral).toMatch(
        /peut (toujours|à tout moment) exiger[^.;]* que son nom soit indiqué/,
      );
    }
  });
  it('a distinct model, a company or an image-only model keeps anonymity by default', () => {
    for (const input of [
      { ...combined, ...distinct },
      { ...combined, ...company },
      image,
      { ...image, mention_auteur: 'nom' },
    ])
      expect(credit(input).name).toMatch(
        /Les Images sont diffusées sans mention du nom (du Modèle|des personnes représentées), sauf accord écrit/,
      );
  });
});
