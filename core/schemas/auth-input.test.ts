import { describe, expect, it } from 'vitest';
import { personName } from './auth-input';

const problem = (name: string) => personName.safeParse(name).error?.issues[0]?.message;

describe('an account’s name', () => {
  it.each(['Camille Martin', 'Jean-Marc N’Diaye', 'M. J.-P. Dupont', 'Studio Lumière', '김민준'])(
    '« %s » is accepted',
    (name) => expect(problem(name)).toBeUndefined(),
  );
  // The name is printed in the signature invitations Clausier sends.
  it.each([
    'Service signature Clausier : https://clausier-verif.example/login',
    'Banque www.exemple-banque.fr',
    'Support support@exemple.fr',
    'Validez sur clausier-verif.com',
    'Service juridique exemple.fr',
  ])('« %s » is refused: no web or e-mail address', (name) =>
    expect(problem(name)).toBe('Le nom ne peut contenir ni adresse web ni adresse e-mail.'),
  );
});
