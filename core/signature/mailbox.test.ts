import { describe, expect, it } from 'vitest';
import { mailboxOf, sameMailbox } from './mailbox';

describe('mailboxOf / sameMailbox', () => {
  it.each([
    ['Sophie@Exemple.fr', 'sophie@exemple.fr'],
    ['  sophie+client@exemple.fr ', 'sophie@exemple.fr'],
    ['sophie+a+b@exemple.fr', 'sophie@exemple.fr'],
    ['+tag@exemple.fr', '+tag@exemple.fr'],
    ['pas-une-adresse', 'pas-une-adresse'],
  ])('%s → %s', (email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailbox);
  });

  it('treats a + alias and another case as the same mailbox, another domain or name as another', () => {
    expect(sameMailbox('sophie@exemple.fr', 'SOPHIE+contrat@exemple.fr')).toBe(true);
    expect(sameMailbox('sophie@exemple.fr', 'sophie@exemple.com')).toBe(false);
    expect(sameMailbox('sophie@exemple.fr', 'sophia@exemple.fr')).toBe(false);
    expect(sameMailbox('', '')).toBe(false);
  });
});
