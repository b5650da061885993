import type { MissingField } from '@core/rules/readiness';
import { fieldDomId } from '@web/components/registry-field/field-id';

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

type FieldRef = Pick<MissingField, 'key' | 'label' | 'group'>;

/** The field's input: its registry id first, then its label inside its group. */
function findField(field: FieldRef, root: ParentNode): HTMLElement | null {
  return (
    document.getElementById(fieldDomId(field.key)) ??
    byLabel(scopeOf(root, field.group), field.label)
  );
}

function focusAndShow(target: HTMLElement | null) {
  target?.focus();
  target?.scrollIntoView?.({ block: 'center' });
}

/** Focuses the field's input (or, failing that, `fallback`) and scrolls it into view. */
export function focusField(
  field: FieldRef,
  root: ParentNode = document,
  fallback?: HTMLElement | null,
) {
  focusAndShow(findField(field, root) ?? fallback ?? null);
}

/**
 * Whether the focus is still where the app put it: on what it was when the wait began, on
 * nothing, or on an element only the app focuses (tabindex=-1: the step's heading, which the
 * wizard may focus after the wait began on a slow machine — the field then went unfocused).
 */
function untouched(active: Element | null, before: Element | null): boolean {
  return active === before || active === document.body || active?.getAttribute('tabindex') === '-1';
}

/**
 * For a moment after the field got the focus, a late focus of the step's heading (the wizard's
 * step-change effect, which a loaded machine runs after the step's cached file has already shown
 * the field) hands it back to the field; any key or pointer press by the person ends the guard.
 * Found by a flaky e2e run under load (the field lost the focus to « Supports et rémunération »).
 */
function keepFocusFromHeading(target: HTMLElement, ms = 1_000) {
  const onFocus = (event: FocusEvent) => {
    const element = event.target as Element | null;
    if (element === target || element?.getAttribute?.('tabindex') !== '-1') return;
    target.focus();
    // The same effect scrolls the heading into view right after focusing it: show the field
    // once it has (a microtask runs when the effect returns).
    queueMicrotask(() => target.scrollIntoView?.({ block: 'center' }));
  };
  const end = () => {
    document.removeEventListener('focusin', onFocus);
    document.removeEventListener('keydown', end, true);
    document.removeEventListener('pointerdown', end, true);
    clearTimeout(timer);
  };
  document.addEventListener('focusin', onFocus);
  document.addEventListener('keydown', end, true);
  document.addEventListener('pointerdown', end, true);
  const timer = setTimeout(end, ms);
}

/**
 * Focuses the field once its step shows it. A wizard step is a file of its own (lazy-steps.ts):
 * right after « Compléter » the step may still be loading, so its inputs appear later than the
 * heading the wizard focuses on every step change. Waits for them (at most `timeoutMs`) and gives
 * up if the person has moved the focus elsewhere meanwhile. Returns a function that stops waiting.
 */
export function focusFieldWhenShown(
  field: FieldRef,
  root: () => ParentNode,
  timeoutMs = 10_000,
): () => void {
  let observer: MutationObserver | undefined;
  let focusBefore: Element | null = null;
  const stop = () => {
    observer?.disconnect();
    clearTimeout(start);
    clearTimeout(giveUp);
  };
  const attempt = () => {
    const target = findField(field, root());
    if (!target) return false;
    stop();
    if (untouched(document.activeElement, focusBefore)) {
      focusAndShow(target);
      keepFocusFromHeading(target);
    }
    return true;
  };
  // After the step change has committed and the wizard has focused the new heading.
  const start = setTimeout(() => {
    focusBefore = document.activeElement;
    if (attempt()) return;
    observer = new MutationObserver(() => void attempt());
    observer.observe(document.body, { childList: true, subtree: true });
  }, 50);
  const giveUp = setTimeout(stop, timeoutMs);
  return stop;
}
