import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE } from '../answers/draft';
import {
  ANALYSIS_FAILURE_MESSAGE,
  EMPTY_DESCRIPTION_MESSAGE,
  EmptyDescriptionError,
  analyzeDescription,
  findKeywords,
  isBlankDescription,
} from './analyze-description';

const types = (description: string) => analyzeDescription(description).contract_types;

describe('analyzeDescription: image rights', () => {
  it.each([
    'Des photos de notre équipe pour le site',
    'PHOTOGRAPHIE de mariage',
    'Un portrait de moi pour le communiqué de presse',
    'Elle est le modèle de la nouvelle campagne',
    'Mon visage sur les réseaux',
    'Le tournage aura lieu samedi',
    "Une vidéo où j'apparais pour présenter le produit",
    'Une vidéo où j’apparais',
    'Les vidéos de nos clients satisfaits',
    'Séance photo avec des mannequins',
    "Utilisation de l'image de nos salariés",
    'Autorisation de droit à l’image pour un événement',
    'Interview filmée de notre directrice',
    'Témoignages clients en selfie',
    'On va me filmer pendant la conférence',
    'Je veux tourner un reportage',
  ])('« %s » → Image', (description) => {
    expect(types(description)).toEqual([IMAGE]);
  });
});

describe('analyzeDescription: copyright', () => {
  it.each([
    'Création d’un logo pour ma startup',
    'Des LOGOS et une charte graphique',
    'Illustrations pour un livre jeunesse',
    'Rédaction de textes pour le blog',
    'Musique originale pour un podcast',
    'Développement du code de notre application mobile',
    'Refonte de notre site web',
    'Un site internet vitrine',
    'Dessins et croquis pour un tatouage',
    'La création de visuels pour Discord',
    'Une peinture murale dans nos locaux',
    'Jingle et bande son de la chaîne',
    'Cession de droits d’auteur sur un scénario',
    'Un modèle 3D de notre produit',
    'Les tableaux de l’artiste',
    'Développeur freelance : logiciel de facturation',
  ])('« %s » → Auteur', (description) => {
    expect(types(description)).toEqual([AUTEUR]);
  });
});

describe('analyzeDescription: combined and none', () => {
  it.each([
    'Un logo et des photos de l’équipe',
    'Vidéo promotionnelle avec musique originale et interview du fondateur',
    'Création d’un site web avec des portraits de nos salariés',
    'Illustration et séance photo avec un modèle',
  ])('« %s » → Auteur and Image, in canonical order', (description) => {
    expect(types(description)).toEqual([AUTEUR, IMAGE]);
  });

  it.each([
    'Bonjour',
    'Un partenariat commercial avec une association',
    'Mon code postal est 75001',
    'Améliorer notre image de marque',
  ])('« %s » → nothing, with a helpful fallback', (description) => {
    const r = analyzeDescription(description);
    expect(r.contract_types).toEqual([]);
    expect(r.suggestion).toContain('Nous n’avons pas pu déterminer le type de contrat');
    expect(r.suggestion).toContain('Auteur');
  });

  it('ignores negated keywords', () => {
    expect(types('Un logo, sans photo ni vidéo')).toEqual([AUTEUR]);
    expect(types('Des photos, pas de musique et aucune illustration')).toEqual([IMAGE]);
  });

  it('prefers the more specific keyword (« photographe » is the author)', () => {
    expect(findKeywords('Le photographe')).toEqual([{ kind: 'auteur', label: 'photographe' }]);
    expect(findKeywords('modèle 3D')).toEqual([{ kind: 'auteur', label: 'modèle 3D' }]);
  });

  it('the person who films is an author too (« vidéaste », « réalisatrice »)', () => {
    expect(types('Une vidéo de présentation tournée par un vidéaste')).toEqual([AUTEUR, IMAGE]);
    expect(types('Un clip confié à une réalisatrice')).toEqual([AUTEUR, IMAGE]);
  });
});

describe('analyzeDescription on the creator’s side', () => {
  const creator = (description: string) => analyzeDescription(description, 'cedant');

  it.each([
    'Reportage photo du mariage de mes clients, pour leur album',
    'Des portraits corporate de l’équipe',
    'Une vidéo de présentation de leur restaurant',
    'Shooting produit pour une boutique en ligne',
    'Le trombinoscope de l’entreprise',
  ])('« %s »: her photos or films → Auteur, and how to say she is the one pictured', (text) => {
    const result = creator(text);
    expect(result.contract_types).toEqual([AUTEUR]);
    expect(result.suggestion).toContain('cession de droits d’auteur');
    expect(result.suggestion).toContain('Vous cédez vos droits sur la création à votre client.');
    expect(result.suggestion).toContain(
      'Si vous êtes la personne photographiée ou filmée, choisissez plutôt «\u202fImage\u202f».',
    );
  });

  it.each([
    'Je suis mannequin pour un shooting photo de la marque',
    'Une vidéo où j’apparais pour présenter le produit',
    'Ils veulent utiliser mon image dans un clip',
    'On va me filmer pendant la conférence',
    'Je vais poser pour une séance photo',
  ])('« %s »: she is the one pictured → Image', (text) => {
    const result = creator(text);
    expect(result.contract_types).toEqual([IMAGE]);
    expect(result.suggestion).toContain('Vous autorisez votre client à utiliser votre image.');
    expect(result.suggestion).not.toContain('choisissez plutôt');
  });

  it('her creation and her image together → both', () => {
    expect(creator('Une illustration et un portrait où je suis le modèle').contract_types).toEqual([
      AUTEUR,
      IMAGE,
    ]);
  });

  it('the client’s side reads photos and films as someone’s image, as before', () => {
    expect(analyzeDescription('Reportage photo du mariage', 'cessionnaire').contract_types).toEqual(
      [IMAGE],
    );
    expect(findKeywords('une photo')).toEqual([{ kind: 'medium', label: 'photo' }]);
  });
});

describe('suggestion text', () => {
  it('quotes the keywords found and names the advised contract', () => {
    const both = analyzeDescription('Un logo et des photos').suggestion;
    expect(both).toContain('«\u202flogo\u202f»');
    expect(both).toContain('«\u202fphoto\u202f»');
    expect(both).toContain('contrat combiné');
    expect(analyzeDescription('Un logo').suggestion).toContain('cession de droits d’auteur');
    expect(analyzeDescription('Des photos').suggestion).toContain('droit à l’image');
  });
  it('quotes each label once and at most three', () => {
    const s = analyzeDescription('logo, logos, LOGO, dessin, texte, musique, code').suggestion;
    expect(s.match(/logo/g)).toHaveLength(1);
    expect(s).not.toContain('musique');
  });
  it('uses French typography (no-break space before the colon)', () => {
    expect(analyzeDescription('Un logo').suggestion).toMatch(/\)\u00a0: /);
  });
});

describe('empty descriptions and messages', () => {
  it('throws the docs/product.md §5 message on blank input', () => {
    for (const blank of ['', '   ', '\n\t']) {
      expect(() => analyzeDescription(blank)).toThrow(EmptyDescriptionError);
      expect(() => analyzeDescription(blank)).toThrow(EMPTY_DESCRIPTION_MESSAGE);
    }
    expect(isBlankDescription(undefined)).toBe(true);
    expect(isBlankDescription(' x ')).toBe(false);
  });
  it('exports the docs/product.md texts verbatim', () => {
    expect(EMPTY_DESCRIPTION_MESSAGE).toBe(
      'Veuillez d’abord saisir une description de votre projet.',
    );
    expect(ANALYSIS_FAILURE_MESSAGE).toBe(
      'Une erreur est survenue lors de l’analyse. Veuillez sélectionner manuellement le type de contrat.',
    );
  });
});
