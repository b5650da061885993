import { describe, expect, it } from 'vitest';
import {
  ADDRESS_INVALID_MESSAGE,
  ADDRESS_MISSING_MESSAGE,
  SAME_ADDRESS_MESSAGE,
} from '@core/signature/mailbox';
import { addressErrors } from './address-check';

describe('addressErrors', () => {
  it('says of each address what the server would', () => {
    expect(
      addressErrors([
        'claire@exemple.fr',
        ' ',
        'pas une adresse',
        'Claire+contrat@Exemple.fr',
        'marc@exemple.fr',
      ]),
    ).toEqual([null, ADDRESS_MISSING_MESSAGE, ADDRESS_INVALID_MESSAGE, SAME_ADDRESS_MESSAGE, null]);
  });
  it('lets distinct, well-formed addresses through', () => {
    expect(addressErrors(['a@exemple.fr', 'b@exemple.fr'])).toEqual([null, null]);
  });
});
