import { ShieldAlert, Scale, UserX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';

const POINTS = [
  {
    icon: ShieldAlert,
    title: 'Une version bêta',
    text: 'Clausier est en cours de développement : la sécurité de vos données n’est pas encore entièrement garantie.',
  },
  {
    icon: UserX,
    title: 'Pas de données sensibles',
    text: 'Évitez de saisir des données personnelles ou confidentielles. Utilisez des informations fictives pour vos essais.',
  },
  {
    icon: Scale,
    title: 'Pas un avocat',
    text: 'Les contrats proposés sont des modèles types. Ils ne remplacent pas les conseils d’un avocat : faites relire vos contrats importants.',
  },
];

/**
 * The important-information modal of the home page (docs/product.md §1, §2), closed with « J'ai
 * compris ».
 */
export default function InfoDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Informations importantes"
        description="À lire avant de générer votre premier contrat."
      >
        <ul className="space-y-4">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="font-semibold text-slate-900">{title}</p>
                <p className="text-sm text-slate-700">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button>J’ai compris</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
