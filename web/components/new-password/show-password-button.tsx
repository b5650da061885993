import { Eye, EyeOff } from 'lucide-react';

/**
 * « Afficher le mot de passe »: a toggle (aria-pressed) that shows what was typed, so a password
 * typed on a phone can be checked before it is sent.
 */
export function ShowPasswordButton({
  visible,
  onToggle,
}: {
  visible: boolean;
  onToggle: () => void;
}) {
  const Icon = visible ? EyeOff : Eye;
  return (
    <button
      type="button"
      aria-pressed={visible}
      onClick={onToggle}
      className="inline-flex min-h-6 items-center gap-1 rounded text-xs font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      <Icon aria-hidden="true" className="size-4" />
      Afficher le mot de passe
    </button>
  );
}
