import { useState } from 'react';
import { applyCessionType } from '@core/rules/cession';
import { MINOR_FREE_GRANT_MESSAGE, isMinorAuthor } from '@core/rules/draft-rules';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import type { WizardApi } from '../state/use-wizard';

/**
 * A minor author cannot give their copyright away (C. civ. 387-2 1°; legal review A7 v2): the
 * server refuses such a draft, so the wizard says it where the answer is given (steps 2 and 3),
 * with the way out. A live region, so the message is heard when a birth date or the mode makes it
 * appear.
 */
export function MinorFreeGrantAlert({ wizard }: { wizard: WizardApi }) {
  const { draft, update } = wizard;
  const [today] = useState(() => new Date());
  const show = draft.type_cession === 'Gratuite' && isMinorAuthor(draft, today);
  return (
    <div aria-live="polite" className="empty:hidden">
      {show && (
        <Alert tone="warning" title="Cession gratuite impossible pour un auteur mineur">
          <p>{MINOR_FREE_GRANT_MESSAGE}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => update((d) => applyCessionType(d, 'Onéreuse'))}
          >
            Passer en cession onéreuse
          </Button>
        </Alert>
      )}
    </div>
  );
}
