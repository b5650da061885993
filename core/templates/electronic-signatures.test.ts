import { describe, expect, it } from 'vitest';
import { renderText } from '../document/render-text';
import type { ContractDocument } from '../schemas/document';
import {
  contractSignatories,
  electronicSignatureDocument,
  slotCapacity,
  type ElectronicSlotState,
} from './signatories';
import { BIRTH, build, FATHER, makeDraft, MOTHER, PERSON, TODAY } from './test-drafts';

/**
 * LEGAL J19: a contract signed online carries no paper signature block — no place or date to
 * write, no room to sign, no initialling, no « Lu et approuvé » — but, in each slot, who signs,
 * in what capacity, and either « en attente de signature » or when they signed and where the
 * evidence is.
 */
const minor = makeDraft({
  auteur_info: { ...PERSON, date_naissance: BIRTH.age14, parent1: MOTHER, parent2: FATHER },
  lieu_signature: '',
});
const slots = contractSignatories(minor, TODAY);
const waiting = Object.fromEntries(
  slots.map((s) => [s.slot, { name: s.name, signedAt: null, dossierPage: null }]),
) as Record<string, ElectronicSlotState>;
const signed = Object.fromEntries(
  slots.map((s, i) => [
    s.slot,
    { name: s.name, signedAt: `2026-12-0${i + 1}T14:05:09.000Z`, dossierPage: i + 2 },
  ]),
) as Record<string, ElectronicSlotState>;
const PAPER =
  /Fait à ____|, le ____|Lu et approuvé|paraphe|Signature :|exemplaires originaux|______/;
const blockOf = (doc: ContractDocument) => {
  const text = renderText(doc);
  return text.slice(text.indexOf('sous forme électronique') - 20, text.indexOf('Avertissement'));
};

describe('the electronic signature block (LEGAL J19)', () => {
  it('the paper contract keeps its handwritten block', () => {
    const text = renderText(build(minor));
    expect(text).toMatch(/Fait à ____, le ____\. Signature\s:/);
    expect(text).toContain('paraphe chacune des pages');
  });

  it('sent for signature: each slot « en attente de signature », nothing to write by hand', () => {
    const doc = electronicSignatureDocument(build(minor), minor, TODAY, waiting);
    const block = blockOf(doc);
    expect(renderText(doc)).not.toMatch(PAPER);
    expect(block).toContain('Fait sous forme électronique');
    expect(block).toContain(
      'Signature électronique de Mme Claire Durand, premier titulaire de l’autorité parentale de Léa Durand — en attente de signature',
    );
    expect(block).toContain(
      'Signature électronique de Léa Durand, mineure, associée à la décision — en attente de signature',
    );
    expect(block).toContain(
      'Signature électronique de M. Paul Martin, gérant de la société ACME Médias, Cessionnaire — en attente de signature',
    );
    expect(block.match(/en attente de signature/g)).toHaveLength(slots.length);
    // No spacer left: no blank room in a document nobody writes on.
    expect(doc.elements.some((e) => e.type === 'spacer' && e.id.startsWith('sig-room'))).toBe(
      false,
    );
  });

  it('signed: « Signé électroniquement par {nom}, {qualité}, le {UTC} — dossier de preuve, page N »', () => {
    const pending = electronicSignatureDocument(build(minor), minor, TODAY, waiting);
    // Applied to the frozen (already electronic) document, as the seal does.
    const doc = electronicSignatureDocument(pending, minor, TODAY, signed);
    const block = blockOf(doc);
    expect(block).not.toContain('en attente');
    expect(block).toContain(
      'Signé électroniquement par Mme Claire Durand, premier titulaire de l’autorité parentale de Léa Durand, le 01/12/2026 à 14:05:09 UTC — dossier de preuve, page 2',
    );
    expect(block).toContain(
      'Signé électroniquement par M. Marc Martin, second titulaire de l’autorité parentale de Léa Durand, le 02/12/2026 à 14:05:09 UTC — dossier de preuve, page 3',
    );
    expect(block).toContain(
      'Signé électroniquement par M. Paul Martin, gérant de la société ACME Médias, Cessionnaire, le 04/12/2026 à 14:05:09 UTC — dossier de preuve, page 5',
    );
    // Everything else of the contract is unchanged.
    const outside = (d: ContractDocument) =>
      d.elements.filter((e) => !/^signatures|^sig-room/.test(e.id));
    expect(outside(doc)).toEqual(outside(build(minor)));
  });

  it('prints the place only when it is an answer', () => {
    const inLyon = makeDraft({ lieu_signature: 'Le Mans' });
    const slotsLyon = contractSignatories(inLyon, TODAY);
    const states = Object.fromEntries(
      slotsLyon.map((s) => [s.slot, { name: s.name, signedAt: null, dossierPage: null }]),
    );
    const text = renderText(electronicSignatureDocument(build(inLyon), inLyon, TODAY, states));
    expect(text).toContain('Fait au Mans, sous forme électronique');
    expect(text).not.toMatch(PAPER);
  });

  it('an edited contract keeps its text; its signature block, even deleted, is the electronic one', () => {
    const doc = build(minor);
    const edited: ContractDocument = {
      ...doc,
      elements: doc.elements
        .filter((e) => !/^signatures|^sig-room/.test(e.id))
        .map((e) =>
          e.id === 'objet-1' && e.type === 'paragraph'
            ? { ...e, runs: [{ text: 'Texte réécrit dans l’éditeur.' }] }
            : e,
        ),
    };
    const text = renderText(electronicSignatureDocument(edited, minor, TODAY, waiting));
    expect(text).toContain('en attente de signature');
    expect(text.indexOf('en attente de signature')).toBeLessThan(text.indexOf('Avertissement'));
    expect(text).not.toMatch(PAPER);
  });
});

describe('each slot’s capacity (LEGAL J20)', () => {
  it('parents sign for their child, the child gives an opinion, a company signs through its representative', () => {
    const capacity = (slot: string) => slotCapacity(minor, TODAY, slot)?.capacity;
    expect(capacity('auteur.parent1')).toEqual({ kind: 'parent', child: 'Léa Durand' });
    expect(capacity('auteur.parent2')).toEqual({ kind: 'parent', child: 'Léa Durand' });
    expect(capacity('auteur.mineur')).toEqual({
      kind: 'child',
      parents: ['Mme Claire Durand', 'M. Marc Martin'],
    });
    expect(capacity('cessionnaire')).toEqual({
      kind: 'representative',
      company: 'la société ACME Médias',
      quality: 'gérant',
    });
    expect(slotCapacity(makeDraft({}), TODAY, 'auteur')?.capacity).toEqual({ kind: 'own' });
    expect(slotCapacity(minor, TODAY, 'personne')).toBeNull();
  });
});
