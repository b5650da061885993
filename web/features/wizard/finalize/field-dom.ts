import type { MissingField } from '@core/rules/readiness';
import { fieldDomId } from '../../../components/registry-field/field-id';

export { fieldDomId };

/**
 * Where a registry field lives in the page. Every form rendered from the registry gives each
 * input `id={fieldDomId(key)}` (registry-field/field-id.ts); the label search is a last resort
 * for a field some future form would render by hand, so « Compléter » still lands near it.
 */

const clean = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/\(obligatoire\)/g, '')
    .replace(/[’']/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

function byLabel(scope: ParentNode, label: string): HTMLElement | null {
  const wanted = clean(label.replace(/\s*\((auteur|modèle|parent \d.*)\)$/i, ''));
  for (const element of scope.querySelectorAll<HTMLLabelElement>('label')) {
    if (clean(element.textContent) !== wanted) continue;
    const target = element.htmlFor
      ? document.getElementById(element.htmlFor)
      : element.querySelector<HTMLElement>('input, select, textarea');
    if (target) return target;
  }
  return null;
}

function scopeOf(root: ParentNode, group: string | undefined): ParentNode {
  if (!group) return root;
  for (const legend of root.querySelectorAll('fieldset > legend')) {
    if (clean(legend.textContent).includes(clean(group))) return legend.parentElement ?? root;
  }
  return root;
}

/** Focuses the field's input (or, failing that, `fallback`) and scrolls it into view. */
export function focusField(
  field: Pick<MissingField, 'key' | 'label' | 'group'>,
  root: ParentNode = document,
  fallback?: HTMLElement | null,
) {
  const target =
    document.getElementById(fieldDomId(field.key)) ??
    byLabel(scopeOf(root, field.group), field.label) ??
    fallback ??
    null;
  target?.focus();
  target?.scrollIntoView?.({ block: 'center' });
}
