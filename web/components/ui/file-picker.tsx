import { useRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

type FilePickerProps = Pick<
  ButtonProps,
  'variant' | 'className' | 'loading' | 'aria-describedby'
> & {
  /** What the browser's file dialog offers, e.g. `application/pdf,.pdf`. */
  accept: string;
  /** The file input's accessible name (it is how a test or a screen reader finds it). */
  label: string;
  /** The picked file, or undefined when the dialog gave none. */
  onPick: (file: File | undefined) => void;
  /**
   * Empties the input after each pick, so that picking the same file again (after a rejection,
   * or to import it twice) still calls onPick; off where the input should keep its file.
   */
  resetAfterPick?: boolean;
  /** The button's visible text. */
  children: ReactNode;
};

/**
 * Picking a file with our own button: the native file button speaks the browser's language
 * (« Browse… », « No file chosen »), ours speaks French. The input stays in the page, out of
 * sight and out of the tab order (the button is what the keyboard reaches), so that drag-free
 * picking and `setInputFiles` in tests both go through it.
 */
export function FilePicker({
  accept,
  label,
  onPick,
  resetAfterPick = false,
  children,
  variant = 'outline',
  ...button
}: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          if (resetAfterPick) event.target.value = '';
        }}
      />
      <Button variant={variant} {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
