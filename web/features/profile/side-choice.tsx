import { SIDE_LEGEND, SIDE_OPTIONS, type PartySide } from '@core/rules/sides';
import { ChoiceCards } from '@web/components/ui/choice-cards';

const TITLES: Record<PartySide, { title: string; aside: string }> = {
  cedant: { title: 'l’auteur ou le modèle', aside: '(vous cédez ou autorisez)' },
  cessionnaire: { title: 'le client', aside: '(vous recevez les droits)' },
};

const CARDS = SIDE_OPTIONS.map(({ value, hint }) => ({
  value,
  title: `${TITLES[value].title} ${TITLES[value].aside}`,
  text: hint,
}));

/**
 * « Vous êtes : » — the first question of the profile page (core/rules/sides.ts): the author or
 * model who grants the rights, or the client who receives them. A radio group named by its
 * visible heading; each contract may still say otherwise in the wizard.
 */
export function SideChoice({
  side,
  onChange,
  disabled,
}: {
  side: PartySide;
  onChange: (side: PartySide) => void;
  disabled?: boolean;
}) {
  return (
    <section aria-labelledby="side-heading" className="flex flex-col gap-3">
      <h2 id="side-heading" className="text-lg font-semibold text-slate-900">
        {SIDE_LEGEND}
      </h2>
      <ChoiceCards<PartySide>
        id="profile-side"
        idPrefix="side-"
        aria-labelledby="side-heading"
        value={side}
        onChange={onChange}
        cards={CARDS}
        disabled={disabled}
      />
    </section>
  );
}
