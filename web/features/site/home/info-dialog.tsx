import { Bot, Database, FileDown, LockKeyhole, Scale } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@web/components/ui/dialog';
import { DATA_PROTECTION_POINTS } from './data-protection';

const ICONS = { where: Database, who: LockKeyhole, control: FileDown, 'no-ai': Bot } as const;

const POINTS = [
  ...DATA_PROTECTION_POINTS.map(({ key, title, text }) => ({ icon: ICONS[key], title, text })),
  {
    icon: Scale,
    title: 'Pas un avocat',
    text: 'Les contrats proposés sont des modèles types. Ils ne remplacent pas les conseils d’un avocat : faites relire vos contrats importants.',
  },
];

/**
 * The important-information modal of the home page (docs/product.md §1, §2): what is protected
 * and what a template is not, closed with « J'ai compris ».
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
              <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
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
