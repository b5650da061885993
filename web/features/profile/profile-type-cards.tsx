import { Building2, UserRound } from 'lucide-react';
import type { ProfileType } from '@core/answers/profile-fields';
import { Badge } from '@web/components/ui/badge';
import { ChoiceCards } from '@web/components/ui/choice-cards';

const CARDS: { type: ProfileType; title: string; text: string; icon: typeof UserRound }[] = [
  {
    type: 'physical_person',
    title: 'Personne physique',
    text: 'À utiliser si vous agissez en votre nom propre, en tant que particulier ou entrepreneur individuel.',
    icon: UserRound,
  },
  {
    type: 'legal_entity',
    title: 'Personne morale',
    text: 'À utiliser si vous agissez pour le compte d’une société ou d’une association.',
    icon: Building2,
  },
];

export type ProfileTypeCardsProps = {
  selected: ProfileType;
  configured: Record<ProfileType, boolean>;
  onSelect: (type: ProfileType) => void;
  disabled?: boolean;
};

/**
 * The two radio cards of docs/product.md §2 Dashboard. Each shows « Configuré » when that
 * profile is saved with a name and « Sélectionné » when chosen.
 */
export function ProfileTypeCards({
  selected,
  configured,
  onSelect,
  disabled,
}: ProfileTypeCardsProps) {
  return (
    <ChoiceCards<ProfileType>
      id="profile-type-selection"
      idPrefix="card-"
      aria-label="Type de profil"
      value={selected}
      onChange={onSelect}
      disabled={disabled}
      cards={CARDS.map(({ type, title, text, icon }) => ({
        value: type,
        title,
        text,
        icon,
        badges: (
          <>
            {configured[type] && <Badge tone="success">Configuré</Badge>}
            {selected === type && <Badge tone="brand">Sélectionné</Badge>}
          </>
        ),
      }))}
    />
  );
}
