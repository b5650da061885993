import type { ContractElement } from '../schemas/document';

/**
 * Regenerating an edited contract after its answers changed (docs/document-model.md
 * "Regenerating an edited contract"). Three versions of the element list, matched by the
 * elements' stable ids (core/templates/assemble.ts):
 * - `base`: the document the old answers gave — what the user started editing from;
 * - `edited`: the stored document, with the user's edits;
 * - `next`: the document the new answers give.
 * An element the user left as generated takes its new text (or goes, when its clause no longer
 * applies); an element the user edited stays as edited when the new answers do not change it;
 * when both changed, the element is a conflict the user settles: keep their text or take the
 * regenerated one. Elements the user added stay; elements they deleted stay deleted; clauses
 * the new answers add are inserted after their predecessor in the new document.
 */
export type Regeneration = {
  /** The merged document, with each conflict resolved by `choice`. */
  elements: ContractElement[];
  /** Elements edited by the user that the new answers would change or remove. */
  conflicts: ContractElement[];
};

export type ConflictChoice = 'keep' | 'regenerate';

const same = (a: ContractElement, b: ContractElement) => JSON.stringify(a) === JSON.stringify(b);

export function regenerate(
  base: readonly ContractElement[],
  edited: readonly ContractElement[],
  next: readonly ContractElement[],
  choice: ConflictChoice = 'keep',
): Regeneration {
  const baseById = new Map(base.map((el) => [el.id, el]));
  const nextById = new Map(next.map((el) => [el.id, el]));
  const editedIds = new Set(edited.map((el) => el.id));
  const conflicts: ContractElement[] = [];
  const merged: ContractElement[] = [];

  for (const el of edited) {
    const before = baseById.get(el.id);
    const after = nextById.get(el.id);
    if (!before) {
      merged.push(el); // added by the user
    } else if (same(el, before)) {
      if (after) merged.push(after); // untouched: regenerated (or gone with its clause)
    } else if (after && same(after, before)) {
      merged.push(el); // edited, and the new answers leave it as it was
    } else {
      conflicts.push(el);
      if (choice === 'keep') merged.push(el);
      else if (after) merged.push(after);
    }
  }

  // Clauses the new answers bring: after the element that precedes them in the new document.
  const deletedByUser = (id: string) => baseById.has(id) && !editedIds.has(id);
  let previous: string | null = null;
  for (const el of next) {
    if (!baseById.has(el.id) && !editedIds.has(el.id)) {
      const at = previous === null ? 0 : merged.findIndex((m) => m.id === previous) + 1;
      merged.splice(at, 0, el);
    }
    if (!deletedByUser(el.id) && merged.some((m) => m.id === el.id)) previous = el.id;
  }
  return { elements: merged, conflicts };
}
