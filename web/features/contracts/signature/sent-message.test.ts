// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sentMessage } from './signature-dialog';

describe('the page says the request went out', () => {
  it('names how many signers, and the order', () => {
    expect(sentMessage(3, 'parallel')).toBe(
      'Demande de signature envoyée aux 3 signataires\u00a0: chacun reçoit son lien personnel par e-mail.',
    );
    expect(sentMessage(1, 'parallel')).toContain('envoyée au signataire\u00a0:');
    expect(sentMessage(4, 'sequential')).toBe(
      'Demande de signature envoyée\u00a0: le premier signataire reçoit son lien par e-mail, puis chacun à son tour (4 en tout).',
    );
  });
});
