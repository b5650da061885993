import { getAt } from './paths';
import type { FieldSpec } from './types';

const STAR = '.*.';

/**
 * The registry with each list field (`coauteurs.*.nom`) made into one field per item the root
 * holds (`coauteurs.0.nom`, `coauteurs.1.nom`…): the steps, readiness and the server then treat
 * an item's field like any other, and an empty list asks nothing.
 */
export function expandLists(specs: readonly FieldSpec[], root: unknown): FieldSpec[] {
  return specs.flatMap((spec) => {
    const star = spec.key.indexOf(STAR);
    if (star < 0 || !spec.each) return [spec];
    const list = getAt(root, spec.key.slice(0, star));
    if (!Array.isArray(list)) return [];
    const { each, ...field } = spec;
    return list.map((_, index): FieldSpec => ({
      ...field,
      key: spec.key.replace(STAR, `.${index}.`),
      label: `${spec.label} ${each.whose(index + 1)}`,
      shortLabel: spec.shortLabel ?? spec.label,
      group: each.group(index + 1),
    }));
  });
}
