/**
 * Which side of the contract the user is on: the one who grants the rights (the author or the
 * model, « cédant ») or the one who receives them (the client, « cessionnaire »). The
 * specification's flow is the client's, so a profile or a draft that says nothing is on that side.
 */
export const PARTY_SIDES = ['cedant', 'cessionnaire'] as const;

export type PartySide = (typeof PARTY_SIDES)[number];

export const DEFAULT_SIDE: PartySide = 'cessionnaire';

export const SIDE_MESSAGE =
  'side doit valoir «\u202fcedant\u202f» (vous êtes l’auteur ou le modèle) ou «\u202fcessionnaire\u202f» (vous êtes le client).';
