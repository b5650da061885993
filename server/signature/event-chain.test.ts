import { describe, expect, it } from 'vitest';
import { brokenLink, eventHash, GENESIS_HASH, type ChainedEvent } from './event-chain';

function chain(count: number): ChainedEvent[] {
  const events: ChainedEvent[] = [];
  let previous = GENESIS_HASH;
  for (let seq = 1; seq <= count; seq += 1) {
    const fields = {
      request_id: 'r',
      seq,
      type: seq === 1 ? 'created' : 'opened',
      signer_id: seq === 1 ? null : 's',
      at: new Date(Date.UTC(2026, 10, 26, 10, seq)).toISOString(),
      ip: '203.0.113.7',
      user_agent: 'Firefox',
      details: JSON.stringify({ n: seq }),
    };
    const hash = eventHash(previous, fields);
    events.push({ ...fields, prev_hash: previous, hash });
    previous = hash;
  }
  return events;
}

describe('the evidence log hash chain', () => {
  it('an untouched log holds', () => {
    expect(brokenLink(chain(6))).toBeNull();
  });

  it('any field changed in a past row is found at that row', () => {
    for (const field of ['type', 'at', 'ip', 'user_agent', 'details', 'signer_id'] as const) {
      const events = chain(6);
      events[2] = { ...events[2]!, [field]: 'falsifié' };
      expect(brokenLink(events)).toEqual({ seq: 3, reason: 'contenu de l’événement modifié' });
    }
  });

  it('a removed row and reordered rows are found', () => {
    const removed = chain(5).filter((e) => e.seq !== 3);
    expect(brokenLink(removed)?.seq).toBe(4);
    const events = chain(5);
    const swapped = [events[0]!, events[2]!, events[1]!, events[3]!, events[4]!];
    expect(brokenLink(swapped)).not.toBeNull();
  });

  it('a row rehashed after a change still breaks the next link', () => {
    const events = chain(4);
    const changed = { ...events[1]!, ip: '198.51.100.1' };
    changed.hash = eventHash(changed.prev_hash, changed);
    events[1] = changed;
    expect(brokenLink(events)).toEqual({ seq: 3, reason: 'maillon précédent modifié' });
  });
});
