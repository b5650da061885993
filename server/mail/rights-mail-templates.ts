import { reminderText, type ReminderFacts } from '@core/rights/notices';
import { compose, greet } from './mail-templates';

/**
 * The reminder e-mailed to the owner 60, 30 and 7 days before a grant ends (docs/rights-notices.md):
 * the contract, the parties and the last day, and the way to renew it.
 */
export const RIGHTS_MAIL_TEMPLATES = {
  reminder: (facts: ReminderFacts & { name?: string | null; baseUrl: string }) => {
    const { subject, lead } = reminderText(facts);
    return compose(`${subject} – Clausier`, greet(facts.name), [
      { text: lead },
      {
        text:
          'Pour que l’exploitation continue au-delà de cette date, un nouveau contrat doit être ' +
          'signé. Depuis «\u202fMes droits\u202f», Clausier le prépare avec les mêmes parties et les ' +
          'mêmes conditions, daté du jour où ce droit prend fin, pour que vous le relisiez et le ' +
          'fassiez signer.',
      },
      { link: `${facts.baseUrl}/droits`, label: 'Renouveler depuis «\u202fMes droits\u202f»' },
      {
        text:
          'Vous recevez ce rappel 60, 30 et 7 jours avant la fin de chaque droit. Vous pouvez le ' +
          'désactiver pour ce contrat depuis «\u202fMes droits\u202f».',
      },
    ]);
  },
};
