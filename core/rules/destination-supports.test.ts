import { describe, expect, it } from 'vitest';
import { SUPPORTS } from '../answers/draft';
import {
  destinationSupportsWarning,
  offListDestinationMedia,
  uncoveredDestinationMedia,
} from './destination-supports';

const supportsOf = (text: string, supports: Parameters<typeof uncoveredDestinationMedia>[1] = []) =>
  uncoveredDestinationMedia(text, supports).map((m) => m.support);

describe('uncoveredDestinationMedia (legal review D12 v2)', () => {
  it("the lawyer's example: metro posters and TV with the website and Discord only", () => {
    const missing = uncoveredDestinationMedia('affichage dans le métro et diffusion télévisée', []);
    expect(missing.map((m) => m.support)).toEqual(['affichage', 'television']);
    expect(missing.map((m) => m.label)).toEqual([
      'Affichage extérieur (panneaux, transports)',
      'Télévision',
    ]);
    expect(destinationSupportsWarning('affichage dans le métro et diffusion télévisée', [])).toBe(
      'La destination mentionne un moyen de diffusion qu’aucun support coché ne couvre\u00a0: le contrat ne ' +
        'l’autoriserait pas. Cochez «\u202fAffichage extérieur (panneaux, transports)\u202f» et «\u202fTélévision\u202f», ou ' +
        'reformulez la destination.',
    );
  });
  it('nothing to say once the supports cover the media named', () => {
    expect(
      supportsOf('affichage dans le métro et diffusion télévisée', ['affichage', 'television']),
    ).toEqual([]);
    expect(destinationSupportsWarning('affichage dans le métro', ['affichage'])).toBeNull();
    expect(destinationSupportsWarning('', [])).toBeNull();
    expect(
      destinationSupportsWarning('promotion de la boutique sur notre site', ['site_internet']),
    ).toBeNull();
  });
  it('is accent- and case-insensitive', () => {
    expect(supportsOf('SPOT TÉLÉVISÉ et AFFICHES')).toEqual(['affichage', 'television']);
    expect(supportsOf('spot televise')).toEqual(['television']);
    expect(supportsOf('Passage à la TV')).toEqual(['television']);
    expect(supportsOf('publicité à la télé')).toEqual(['television']);
  });
  it('maps each keyword family to its support', () => {
    const cases: [string, string][] = [
      ['campagne sur les abribus', 'affichage'],
      ['panneaux 4x3', 'affichage'],
      ['une page dans un magazine', 'presse'],
      ['le journal local', 'presse'],
      ['la presse régionale', 'presse'],
      ['les quotidiens nationaux', 'presse'],
      ['sur le packaging du produit', 'emballages'],
      ['les étiquettes de bouteilles', 'emballages'],
      ['les emballages', 'emballages'],
      ['stand au salon de Lyon', 'presentations_evenementielles'],
      ['un événement client', 'presentations_evenementielles'],
      ['une conférence', 'presentations_evenementielles'],
      ['des flyers', 'supports_imprimes'],
      ['le catalogue 2027', 'supports_imprimes'],
      ['une brochure', 'supports_imprimes'],
      ['documents imprimés', 'supports_imprimes'],
      ['notre compte Instagram', 'reseaux_sociaux'],
      ['Facebook et TikTok', 'reseaux_sociaux'],
      ['LinkedIn', 'reseaux_sociaux'],
      ['les réseaux sociaux', 'reseaux_sociaux'],
      ['notre chaîne YouTube', 'plateformes_video'],
      ['une vidéo de présentation', 'plateformes_video'],
      ['la newsletter mensuelle', 'emails_newsletters'],
      ['campagne e-mail', 'emails_newsletters'],
      ["l'application de la marque", 'applications_mobiles'],
      ['bannière publicitaire', 'publicites_en_ligne'],
      ['publicité en ligne', 'publicites_en_ligne'],
      // LEGAL J1: the website and Discord are ordinary supports, and the new ones are named too.
      ['promotion sur notre site', 'site_internet'],
      ['le site internet de la marque', 'site_internet'],
      ['annonces sur Discord', 'serveur_discord'],
      ["l'intranet du groupe", 'intranet'],
      ['les enseignes des magasins', 'enseignes_vehicules'],
      ['marquage des véhicules', 'enseignes_vehicules'],
      ['produits dérivés', 'produits_derives'],
      ['des T-shirts', 'produits_derives'],
      ['mugs', 'produits_derives'],
      ['les noms de domaine', 'noms_de_domaine'],
      ['une exposition à Arles', 'expositions_concours'],
      ['un concours photo', 'expositions_concours'],
      ['album de mariage', 'albums_tirages_prives'],
      ['des tirages papier', 'albums_tirages_prives'],
      ['diffusion au cinéma', 'cinema'],
    ];
    for (const [text, support] of cases) expect(supportsOf(text), text).toEqual([support]);
  });
  it('an ordinary word is no medium: « album » (a comic book), « festival » (an organiser)', () => {
    expect(supportsOf('Album de bande dessinée')).toEqual([]);
    expect(supportsOf('Promotion du festival')).toEqual([]);
    expect(supportsOf('album photo des vacances')).toEqual(['albums_tirages_prives']);
  });
  it('matches whole words only: no medium in « téléchargement », « afficher » or « en application de »', () => {
    expect(supportsOf('téléchargement du visuel, à afficher sur le site')).toEqual([]);
    expect(supportsOf('visite du site de production')).toEqual([]);
    expect(supportsOf('en application du présent contrat')).toEqual([]);
  });
  it('never warns about a support that is ticked, whatever the text', () => {
    const text =
      'métro, télé, presse, emballage, salon, flyer, instagram, youtube, newsletter, application, bannière';
    expect(supportsOf(text, [...SUPPORTS])).toEqual([]);
    expect(supportsOf(text)).toHaveLength(11);
  });
});

describe('offListDestinationMedia: media no support of the list covers', () => {
  it('names the radio, whatever is ticked; cinema and merchandise are supports now (LEGAL J1)', () => {
    const labels = (text: string) => offListDestinationMedia(text).map((m) => m.label);
    expect(labels('diffusion au cinéma et à la RADIO')).toEqual(['la radio']);
    expect(labels('spots radiophoniques')).toEqual(['la radio']);
    expect(labels('produits dérivés et merchandising')).toEqual([]);
  });
  it('whole words only: no radio in « radiographie », no cinema in « film publicitaire »', () => {
    expect(
      offListDestinationMedia('radiographie du projet, film publicitaire pour le site'),
    ).toEqual([]);
  });
  it('warns even with every support ticked, in one French sentence after the other one', () => {
    expect(destinationSupportsWarning('diffusion radio', [...SUPPORTS])).toBe(
      'La destination mentionne la radio, qu’aucun des supports proposés ne couvre\u00a0: le contrat ne ' +
        'l’autoriserait pas. Cette exploitation sort du champ de Clausier\u00a0: retirez-la de la destination, ' +
        'ou faites rédiger un contrat adapté.',
    );
    const both = destinationSupportsWarning('affiches et spots radio', []);
    expect(both).toMatch(
      /^La destination mentionne un moyen de diffusion qu’aucun support coché ne couvre/,
    );
    expect(both).toContain('Cochez «\u202fAffichage extérieur (panneaux, transports)\u202f»');
    expect(both).toContain('La destination mentionne la radio, qu’aucun des supports proposés');
  });
});
