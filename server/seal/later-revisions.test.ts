import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../test-support/pdf-tools';
import { onlyValidationDataAfter } from './later-revisions';
import { sealPdf } from './seal-pdf';
import { judgeSignatures } from './seal-verdict';
import { loadSigningIdentity, type SigningIdentity } from './signing-identity';
import { verifyEverySignature } from './verify-pdf';

let directory: string;
let identity: SigningIdentity;
let sealed: Uint8Array;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'clausier-revisions-'));
  identity = await loadSigningIdentity({ dataDir: directory });
  sealed = await sealPdf(await samplePdf([['Contrat', 'Article 1 - Objet']]), identity, {
    reason: 'Contrat signé',
    name: 'Clausier',
  });
});

afterAll(() => rm(directory, { recursive: true, force: true }));

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** The last trailer's facts, and the body of an object as the file last defines it. */
function facts(pdf: Uint8Array) {
  const text = latin1(pdf);
  const trailer = text.slice(text.lastIndexOf('trailer'));
  const number = (pattern: RegExp) => Number(pattern.exec(trailer)![1]);
  const root = number(/\/Root (\d+) 0 R/);
  const body = (object: number) => {
    const all = [...text.matchAll(new RegExp(`\\n${object} 0 obj\\n([\\s\\S]*?)\\nendobj`, 'g'))];
    return all.at(-1)![1]!;
  };
  return {
    root,
    size: number(/\/Size (\d+)/),
    startxref: number(/startxref\s+(\d+)/),
    info: /\/Info (\d+ 0 R)/.exec(trailer)?.[1],
    body,
    acroForm: Number(/\/AcroForm (\d+) 0 R/.exec(body(root))![1]),
  };
}

type Update = {
  objects: Array<[number, string]>;
  /** Extra xref lines, e.g. an entry for an object defined elsewhere. */
  xref?: (offsets: Map<number, number>) => string;
  prev?: number;
  before?: string;
};

/** `pdf` with one incremental update appended, its xref table computed as a writer would. */
function appendUpdate(pdf: Uint8Array, update: Update): Uint8Array {
  const { size, startxref, root, info } = facts(pdf);
  let text = update.before ?? '';
  const offsets = new Map<number, number>();
  for (const [object, body] of update.objects) {
    offsets.set(object, pdf.length + text.length);
    text += `${object} 0 obj\n${body}\nendobj\n`;
  }
  const xrefOffset = pdf.length + text.length;
  text += 'xref\n';
  for (const [object, offset] of offsets) {
    text += `${object} 1\n${String(offset).padStart(10, '0')} 00000 n \n`;
  }
  text += update.xref?.(offsets) ?? '';
  const newSize = Math.max(size, ...[...offsets.keys()].map((n) => n + 1));
  text += `trailer\n<< /Size ${newSize} /Root ${root} 0 R /Prev ${update.prev ?? startxref}${info ? ` /Info ${info}` : ''} >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new Uint8Array([...pdf, ...Buffer.from(text, 'latin1')]);
}

const verdict = async (pdf: Uint8Array) =>
  judgeSignatures(await verifyEverySignature(pdf), identity.certificateSha256);
const sealEnd = () => sealed.length;

/** The catalog with /DSS added (and `extra` entries), and a DSS of one certificate stream. */
function dssUpdate(extra = ''): Update {
  const { root, size, body } = facts(sealed);
  const catalog = body(root).replace(/>>\s*$/, `/DSS ${size} 0 R ${extra}>>`);
  return {
    objects: [
      [root, catalog],
      [size, `<< /Type /DSS /Certs [${size + 1} 0 R] >>`],
      [size + 1, '<< /Length 3 >>\nstream\nabc\nendstream'],
    ],
  };
}

/** The AcroForm with one more field, `field` (its value a /DocTimeStamp dictionary). */
function fieldUpdate(field: (value: string) => string): Update {
  const { acroForm, size, body } = facts(sealed);
  const form = body(acroForm).replace(/\/Fields \[([^\]]*)\]/, `/Fields [$1 ${size} 0 R]`);
  return {
    objects: [
      [acroForm, form],
      [size, field(`${size + 1} 0 R`)],
      [size + 1, '<< /Type /DocTimeStamp /Filter /Adobe.PPKLite /SubFilter /ETSI.RFC3161 >>'],
    ],
  };
}
const invisibleField = (value: string) =>
  `<< /FT /Sig /T (Timestamp_1) /V ${value} /Type /Annot /Subtype /Widget /F 132 /P 4 0 R /Rect [0 0 0 0] >>`;

describe('onlyValidationDataAfter: what may follow a seal', () => {
  it('a DSS update (catalog + /DSS, new streams) is validation data: the seal stays intact', async () => {
    const pdf = appendUpdate(sealed, dssUpdate());
    expect(onlyValidationDataAfter(pdf, sealEnd())).toBe(true);
    expect(await verdict(pdf)).toMatchObject({
      state: 'intact',
      seal: { coversWholeDocument: false, validationDataAfter: true },
    });
  });

  it('an invisible document-timestamp field, then a DSS: still validation data', () => {
    const once = appendUpdate(sealed, fieldUpdate(invisibleField));
    expect(onlyValidationDataAfter(once, sealEnd())).toBe(true);
    const { root, size, body } = facts(once);
    const catalog = body(root).replace(/>>\s*$/, `/DSS ${size} 0 R>>`);
    const twice = appendUpdate(once, {
      objects: [
        [root, catalog],
        [size, '<< /Type /DSS >>'],
      ],
    });
    expect(onlyValidationDataAfter(twice, sealEnd())).toBe(true);
  });

  it('the catalog gaining anything but /DSS (an action run on opening): modified', async () => {
    const pdf = appendUpdate(
      sealed,
      dssUpdate('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '),
    );
    expect(onlyValidationDataAfter(pdf, sealEnd())).toBe(false);
    expect((await verdict(pdf)).state).toBe('modified');
  });

  it('a page redefined, even unchanged: modified', async () => {
    const { body } = facts(sealed);
    const update = dssUpdate();
    update.objects.push([4, body(4)]);
    const pdf = appendUpdate(sealed, update);
    expect(onlyValidationDataAfter(pdf, sealEnd())).toBe(false);
    expect((await verdict(pdf)).state).toBe('modified');
  });

  it('a field that could show something (a rectangle, an appearance, an action): modified', () => {
    const visible = (value: string) => invisibleField(value).replace('[0 0 0 0]', '[0 0 300 80]');
    const drawn = (value: string) => invisibleField(value).replace('>>', '/AP << /N 99 0 R >> >>');
    const acting = (value: string) =>
      invisibleField(value).replace('>>', '/AA << /E << /S /JavaScript /JS () >> >> >>');
    const notSig = (value: string) => invisibleField(value).replace('/FT /Sig', '/FT /Tx');
    for (const field of [visible, drawn, acting, notSig]) {
      expect(onlyValidationDataAfter(appendUpdate(sealed, fieldUpdate(field)), sealEnd())).toBe(
        false,
      );
    }
  });

  it('an xref that points an object elsewhere, frees one, or skips the seal’s revision: modified', () => {
    const pageAt = latin1(sealed).indexOf('\n4 0 obj') + 1;
    const redirect = dssUpdate();
    redirect.xref = () => `4 1\n${String(pageAt).padStart(10, '0')} 00000 n \n`;
    expect(onlyValidationDataAfter(appendUpdate(sealed, redirect), sealEnd())).toBe(false);
    const freed = dssUpdate();
    freed.xref = () => '4 1\n0000000000 00001 f \n';
    expect(onlyValidationDataAfter(appendUpdate(sealed, freed), sealEnd())).toBe(false);
    const skipping = dssUpdate();
    const text = latin1(sealed);
    const firstXref = Number(/startxref\s+(\d+)/.exec(text)![1]);
    skipping.prev = firstXref;
    expect(firstXref).not.toBe(facts(sealed).startxref);
    expect(onlyValidationDataAfter(appendUpdate(sealed, skipping), sealEnd())).toBe(false);
  });

  it('bytes that are not an update (a comment, junk, a truncated update): modified', () => {
    expect(
      onlyValidationDataAfter(appendUpdate(sealed, { ...dssUpdate(), before: '% x\n' }), sealEnd()),
    ).toBe(false);
    const whole = appendUpdate(sealed, dssUpdate());
    expect(onlyValidationDataAfter(whole.subarray(0, whole.length - 4), sealEnd())).toBe(false);
    expect(onlyValidationDataAfter(new Uint8Array([...whole, 0x41]), sealEnd())).toBe(false);
    expect(onlyValidationDataAfter(sealed, sealEnd())).toBe(false);
    expect(onlyValidationDataAfter(sealed, 100)).toBe(false);
  });

  it('a hostile tail (100,000 objects, 3 MB) is refused quickly', () => {
    const tail = Buffer.from('7 0 obj\n<< /A [1 2 3] >>\nendobj\n'.repeat(100_000), 'latin1');
    const started = Date.now();
    expect(onlyValidationDataAfter(new Uint8Array([...sealed, ...tail]), sealEnd())).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
