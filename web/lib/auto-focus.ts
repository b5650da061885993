import { options, type VNode } from 'preact';

type Ref = ((node: Element | null) => void) | { current: Element | null } | null | undefined;

/** Elements already focused by their `autoFocus`: a re-render never takes the focus back. */
const focused = new WeakSet<Element>();

/**
 * React gives `autoFocus` no attribute: it calls `focus()` when the element is first attached.
 * Preact (react-alias.ts) writes the `autofocus` attribute instead, which browsers honour only
 * once per page load, so a comment's text box or a dialog's first field opened later stayed
 * unfocused. This vnode hook restores React's behaviour for every element that asks for it: the
 * attribute is dropped and a ref focuses the element the first time it is attached (refs run
 * after the element is in the page, before effects — as React, ahead of Radix's focus scope).
 */
const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  previous?.(vnode);
  if (typeof vnode.type !== 'string') return;
  const props = vnode.props as { autoFocus?: unknown; ref?: Ref };
  if (!('autoFocus' in props)) return;
  const wanted = Boolean(props.autoFocus);
  delete props.autoFocus;
  if (!wanted) return;
  const own = (vnode as { ref?: Ref }).ref;
  const ref = (node: Element | null) => {
    if (typeof own === 'function') own(node);
    else if (own) own.current = node;
    if (node instanceof HTMLElement && !focused.has(node)) {
      focused.add(node);
      node.focus();
    }
  };
  (vnode as { ref?: Ref }).ref = ref;
  // preact/compat mirrors a DOM element's ref in its props (where React 19 keeps it).
  if ('ref' in props) props.ref = ref;
};
