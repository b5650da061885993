import type { Draft } from '../schemas/draft';
import { SIGNER_ROLE_LABELS, type SignerRole } from '../schemas/signature';
import { frenchSpacing } from '../document/typography';
import type { ContractDocument, ContractElement } from '../schemas/document';
import type { SignerCapacity } from '../signature/consent';
import { assemble } from './assemble';
import {
  electronicSignatures,
  signerCapacities,
  signerSlots,
  type ElectronicSlotState,
  type SignerSlot,
} from './clauses/signatures';
import { buildContext } from './context';

/**
 * Who must sign the contract the answers give, on `today` (its date): one slot per signature
 * block, in the block's order — both holders of parental authority of a minor, the child from
 * thirteen, the grantee. An electronic signature request fills each slot once.
 */
export const contractSignatories = (draft: Draft, today: Date): SignerSlot[] =>
  signerSlots(buildContext(draft, today));

/**
 * Each slot's role as the contract names its party (clauses/signatures.ts `roleLabel`), by slot
 * key, with the role key it goes with: what a list of signers shows beside each name.
 */
export type RoleLabels = ReadonlyMap<string, { role: SignerRole; roleLabel: string }>;

export const contractRoleLabels = (draft: Draft, today: Date): RoleLabels =>
  new Map(
    contractSignatories(draft, today).map(({ slot, role, roleLabel }) => [
      slot,
      { role, roleLabel },
    ]),
  );

/**
 * A stored signer's role in the contract's words; the generic label (« Cessionnaire ») only where
 * no contract is at hand (deleted) or its answers no longer have this slot in this role.
 */
export function roleLabelOf(
  labels: RoleLabels | null,
  signer: { slot: string; role: SignerRole },
): string {
  const found = labels?.get(signer.slot);
  return found && found.role === signer.role ? found.roleLabel : SIGNER_ROLE_LABELS[signer.role];
}

/** In what capacity the person in `slot` signs (LEGAL J20); null for a slot the contract lacks. */
export function slotCapacity(
  draft: Draft,
  today: Date,
  slot: string,
): { quality: string; capacity: SignerCapacity } | null {
  const found = signerCapacities(buildContext(draft, today)).find((s) => s.slot === slot);
  return found ? { quality: found.quality, capacity: found.capacity } : null;
}

/** Ids the signature block's elements take (assemble.ts): its group's paragraphs and spacers. */
const SIGNATURE_BLOCK_ID = /^(signatures(-\d+)+|sig-room-\d+(-\d+)?)$/;

/**
 * The contract as it is signed online (LEGAL J19): its paper signature block — hand-written
 * place and date, room to sign, initialling — replaced by the electronic one, each slot in its
 * state. An edited contract keeps its stored text; only the block, found by its elements' stable
 * ids, changes (the slots come from the answers, as the request's signers do). A document whose
 * block was deleted gets it back before the part outside the deed.
 */
export function electronicSignatureDocument(
  document: ContractDocument,
  draft: Draft,
  today: Date,
  states: Readonly<Record<string, ElectronicSlotState>>,
): ContractDocument {
  const block: ContractElement[] = assemble(
    document.title,
    electronicSignatures(buildContext(draft, today), states),
  ).elements;
  const { elements } = document;
  const first = elements.findIndex((el) => SIGNATURE_BLOCK_ID.test(el.id));
  const last = elements.findLastIndex((el) => SIGNATURE_BLOCK_ID.test(el.id));
  const kept = (el: ContractElement) => !block.some((b) => b.id === el.id);
  if (first < 0) {
    // The notice outside the deed (its heading, then its paragraphs) stays after the block.
    const notice = elements.findIndex(
      (el) =>
        el.id === 'notice-title' || (el.type === 'paragraph' && el.style === 'ContractNotice'),
    );
    const at = notice < 0 ? elements.length : notice;
    return {
      ...document,
      elements: [
        ...elements.slice(0, at).filter(kept),
        ...block,
        ...elements.slice(at).filter(kept),
      ],
    };
  }
  return {
    ...document,
    elements: [
      ...elements.slice(0, first).filter(kept),
      ...block,
      ...elements.slice(last + 1).filter(kept),
    ],
  };
}

/**
 * What the person in `slot` is to the contract, as its signature line prints it and as a sentence
 * quotes it (« en qualité de Bénéficiaire »), typeset; null for a slot the contract lacks.
 */
export const slotQuality = (draft: Draft, today: Date, slot: string): string | null => {
  const found = slotCapacity(draft, today, slot);
  return found ? frenchSpacing(found.quality) : null;
};

export type { ElectronicSlotState, SignerSlot };
