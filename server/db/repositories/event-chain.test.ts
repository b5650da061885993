import { describe, expect, it } from 'vitest';
import {
  brokenLink,
  eventHash,
  eventMac,
  GENESIS_HASH,
  signingLogKey,
  type ChainedEvent,
} from './event-chain';

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
    events.push({ ...fields, prev_hash: previous, hash, mac: null });
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

describe('the log under its HMAC key', () => {
  const key = signingLogKey({ authSecret: 'secret-de-test-de-32-caracteres-au-moins' });
  const sealed = (count: number) => chain(count).map((e) => ({ ...e, mac: eventMac(key, e.hash) }));
  const headOf = (events: ChainedEvent[]) => ({ hash: events.at(-1)!.hash, length: events.length });

  it('SIGNING_LOG_KEY replaces the key derived from the auth secret', () => {
    const own = signingLogKey({ logKey: 'x'.repeat(32), authSecret: 'secret' });
    expect(own.equals(signingLogKey({ authSecret: 'secret' }))).toBe(false);
    expect(own.equals(signingLogKey({ logKey: 'x'.repeat(32), authSecret: 'autre' }))).toBe(true);
  });

  it('holds when every HMAC checks and the head is there', () => {
    const events = sealed(5);
    expect(brokenLink(events, { key, head: headOf(events) })).toBeNull();
    // The head read before two more events were appended still names a row of the log.
    expect(brokenLink(events, { key, head: headOf(events.slice(0, 3)) })).toBeNull();
  });

  it('a chain recomputed without the key is found at its first row', () => {
    const events = chain(4);
    expect(brokenLink(events)).toBeNull();
    const forged = events.map((e) => ({ ...e, mac: eventMac(Buffer.from('autre clé'), e.hash) }));
    expect(brokenLink(forged, { key, head: headOf(forged) })).toEqual({
      seq: 1,
      reason: 'sceau HMAC de l’événement invalide',
    });
  });

  it('a log cut short no longer reaches its head', () => {
    const events = sealed(5);
    expect(brokenLink(events.slice(0, 4), { key, head: headOf(events) })).toEqual({
      seq: 5,
      reason: 'fin du journal supprimée',
    });
  });

  it('a log without HMACs nor head (written before them) is checked by its hashes', () => {
    const events = chain(3);
    expect(brokenLink(events, { key, head: { hash: null, length: null } })).toBeNull();
    // Clearing the head of a log that has HMACs does not take it back to the hashes alone.
    const sealedLog = sealed(3);
    expect(brokenLink(sealedLog, { key, head: { hash: null, length: null } })).not.toBeNull();
    const stripped = sealedLog.map((e, i) => (i === 1 ? { ...e, mac: null } : e));
    expect(brokenLink(stripped, { key, head: headOf(stripped) })?.seq).toBe(2);
  });
});
