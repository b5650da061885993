import { useRef } from 'react';

/**
 * Radix RadioGroup (radix-ui 1.8) moves focus on an arrow key in a setTimeout and checks the
 * newly focused radio only if the key is still held then: a quick key press (or a fast keyboard
 * user) moves focus without selecting, against WAI-ARIA's « arrows select ». Spread `rootProps`
 * on RadioGroup.Root and call `onItemFocus(value)` from each item's onFocus: an arrow key noted
 * in the capture phase is consumed by the focus it causes, which selects the item.
 */
export function useArrowSelect<T extends string>(onSelect: (value: T) => void) {
  const arrowKey = useRef(false);
  return {
    rootProps: {
      onKeyDownCapture: (event: { key: string }) => {
        arrowKey.current = event.key.startsWith('Arrow');
      },
      onPointerDownCapture: () => {
        arrowKey.current = false;
      },
    },
    onItemFocus: (value: T) => {
      if (!arrowKey.current) return;
      arrowKey.current = false;
      onSelect(value);
    },
  };
}
