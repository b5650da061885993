import { describe, expect, it } from 'vitest';
import { quotaBreach, storedBytes } from './storage-quota';

const quota = { contracts: 3, clients: 2, bytes: 1000 };

describe('quotaBreach', () => {
  it('refuses a new contract past the count', () => {
    expect(
      quotaBreach({ contracts: 2, clients: 0, bytes: 10 }, {}, { contracts: 1, bytes: 5 }, quota),
    ).toBeNull();
    expect(
      quotaBreach({ contracts: 3, clients: 0, bytes: 10 }, {}, { contracts: 1, bytes: 5 }, quota),
    ).toBe('contracts');
  });

  it('refuses a client past the count, a whole address book replaced included', () => {
    expect(quotaBreach({ contracts: 0, clients: 2, bytes: 0 }, {}, { clients: 1 }, quota)).toBe(
      'clients',
    );
    expect(
      quotaBreach({ contracts: 0, clients: 2, bytes: 0 }, { clients: 2 }, { clients: 2 }, quota),
    ).toBeNull();
    expect(
      quotaBreach({ contracts: 0, clients: 2, bytes: 0 }, { clients: 2 }, { clients: 3 }, quota),
    ).toBe('clients');
  });

  it('counts the bytes of the rewritten record once', () => {
    const stored = { contracts: 2, clients: 0, bytes: 900 };
    expect(
      quotaBreach(stored, { contracts: 1, bytes: 400 }, { contracts: 1, bytes: 500 }, quota),
    ).toBeNull();
    expect(
      quotaBreach(stored, { contracts: 1, bytes: 400 }, { contracts: 1, bytes: 501 }, quota),
    ).toBe('bytes');
  });

  it('lets a user already over a limit shrink or keep their data', () => {
    const over = { contracts: 5, clients: 4, bytes: 5000 };
    expect(
      quotaBreach(over, { contracts: 1, bytes: 800 }, { contracts: 1, bytes: 700 }, quota),
    ).toBeNull();
    expect(
      quotaBreach(over, { clients: 4, bytes: 100 }, { clients: 3, bytes: 90 }, quota),
    ).toBeNull();
  });
});

describe('storedBytes', () => {
  it('measures UTF-8, of strings and of JSON', () => {
    expect(storedBytes('é')).toBe(2);
    expect(storedBytes({ a: 'é' })).toBe('{"a":"é"}'.length + 1);
    expect(storedBytes(null)).toBe(0);
  });
});
