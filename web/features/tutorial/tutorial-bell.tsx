import { useEffect, useState } from 'react';
import { Bell } from 'lucide-react';

/** docs/product.md §9: the bell appears 3 s after the page loads. */
export const BELL_DELAY_MS = 3000;

/** Floating button that replays the welcome tutorial (docs/product.md §2 "Shared pieces"). */
export function TutorialBell({ onClick }: { onClick: () => void }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), BELL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      data-floating-control
      data-tutorial-bell
      onClick={onClick}
      aria-label="Revoir le tutoriel"
      title="Revoir le tutoriel"
      className="fixed bottom-4 left-4 z-30 inline-flex size-12 cursor-pointer items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white transition-[opacity,background-color] duration-300 starting:opacity-0 hover:bg-brand-800 motion-reduce:transition-none"
    >
      <Bell aria-hidden="true" className="size-5" />
    </button>
  );
}
