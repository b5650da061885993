import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

export const EDITED_NOTICE =
  'Ce contrat a été modifié dans l’éditeur\u00a0: le PDF et le fichier Word reprennent vos modifications. Les passages que vous n’avez pas modifiés suivent vos nouvelles réponses.';
export const LOST_EDITS_TITLE = 'Vos réponses changent des passages que vous avez modifiés';
export const LOST_EDITS_MESSAGE =
  'Ces passages, modifiés dans l’éditeur, seraient réécrits par vos nouvelles réponses\u00a0: gardez vos modifications (ces passages ne suivront pas vos réponses, relisez-les) ou régénérez-les (vos modifications de ces passages seront perdues).';

/** Shown on the finalisation page of a contract edited in the editor. */
export function EditedNotice() {
  return <Alert tone="info">{EDITED_NOTICE}</Alert>;
}

/**
 * The choice the server asks for (409 EDITS_WOULD_BE_LOST): each passage named, then keep the
 * edits or regenerate those passages; either way the action the user started goes on.
 */
export function EditsConflictAlert(props: {
  passages: string[];
  busy: boolean;
  onKeep: () => void;
  onRegenerate: () => void;
}) {
  return (
    <Alert tone="warning" title={LOST_EDITS_TITLE}>
      <p>{LOST_EDITS_MESSAGE}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {props.passages.map((passage, i) => (
          <li key={i} className="break-words [overflow-wrap:anywhere]">
            {`«\u202f${passage}\u202f»`}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" disabled={props.busy} onClick={props.onKeep}>
          Garder mes modifications
        </Button>
        <Button size="sm" variant="outline" disabled={props.busy} onClick={props.onRegenerate}>
          Régénérer ces passages
        </Button>
      </div>
    </Alert>
  );
}
