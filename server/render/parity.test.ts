import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disclaimerStart } from '@core/document/disclaimer';
import { renderText } from '@core/document/render-text';
import { AUTEUR, IMAGE } from '@core/answers/draft';
import { draftSchema } from '@core/schemas/draft';
import type { DraftInput } from '@core/schemas/draft';
import { buildContract } from '@core/templates/build-contract';
import { renderDocx } from './docx/render-docx';
import { pdfPages, pdfText } from './fixtures/read-pdf';
import { createPdfRenderer } from './pdf/pdf-renderer';
import type { PdfRenderer } from './pdf/pdf-renderer';
import { ASSIGNEE_COMPANY } from '@core/templates/test-drafts';

/**
 * The preview text, the PDF and the Word file say the same thing: the same words in the same
 * order, modulo whitespace, case (the text preview upper-cases article titles), list markers,
 * hyphenation at line ends and the PDF's page footer. The notice after the signatures is in all
 * three, in the same place; the PDF puts it alone on its last page (legal review H13).
 */
const TODAY = new Date(2026, 10, 21);
const PERSON = {
  gentille: 'Mme',
  nom: 'Durand',
  prenom: 'Léa',
  date_naissance: '2012-05-01',
  lieu_naissance: 'Nantes',
  nationalite: 'Française',
  adresse: '12 rue des Lilas',
  code_postal: '44000',
  ville: 'Nantes',
} as const;
// The shared test assignee, with an ampersand in its name (escaping in every renderer).
const ASSIGNEE = { ...ASSIGNEE_COMPANY, nom: 'ACME Médias & Fils' } as const;
const AWKWARD =
  'Logo « Renard & Fils » <v2>\nversion couleur ; fond transparent ! Format : SVG ? Oui — l’original.';

const DRAFTS: Record<string, DraftInput> = {
  'combined paid, minor aged 14, awkward description': {
    type_contrat: [AUTEUR, IMAGE],
    type_cession: 'Onéreuse',
    auteur_type: 'Personne physique',
    auteur_info: PERSON,
    description_oeuvre: AWKWARD,
    description_image: 'Trois photographies prises au studio',
    remuneration: '1 500,50 €',
    remuneration_image: '300',
    droits_cedes: ['adaptation', 'suite'],
    oeuvre_graphique: true,
    original: 'conserve',
    supports: ['reseaux_sociaux', 'supports_imprimes'],
    entreprise_info: ASSIGNEE,
    lieu_signature: 'Lyon',
  },
  'image free, company grantor, no assignee': {
    type_contrat: [IMAGE],
    auteur_type: 'Personne morale',
    auteur_info: { nom: 'Studio Lumière', forme_juridique: 'SAS', capital: '5000' },
    description_image: 'Portraits de l’équipe : dix photographies',
    duree_image_annees: 1,
  },
  'auteur free, adult, custom destination and territory': {
    type_contrat: [AUTEUR],
    auteur_type: 'Personne physique',
    auteur_info: { ...PERSON, gentille: 'M.', date_naissance: '1988-02-29' },
    description_oeuvre: 'Illustration « Forêt d’automne »',
    destination: 'illustrer le blog « Carnets » ; rien d’autre !',
    territoire: 'union_europeenne',
    entreprise_info: ASSIGNEE,
  },
};

/** Lower-cased words, with list markers, footer lines and end-of-line hyphenation (soft hyphens) removed. */
function words(text: string): string[] {
  return text
    .replace(/\u00AD\s*/g, '')
    .replace(/-\n/g, '-')
    .split('\n')
    .filter((line) => !/^\s*(Page \d+ \/ \d+|Paraphes)\s*$/.test(line))
    .join(' ')
    .replace(/\f/g, ' ')
    .split(/[\s\u00A0\u202F]+/)
    .filter((w) => w !== '' && w !== '–' && w !== '•')
    .map((w) => w.toLocaleLowerCase('fr-FR'));
}

async function docxText(bytes: Buffer): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'clausier-parity-'));
  try {
    const file = join(dir, 'contrat.docx');
    writeFileSync(file, bytes);
    const xml = execFileSync('unzip', ['-p', file, 'word/document.xml'], {
      maxBuffer: 64 << 20,
    }).toString('utf8');
    const unescape = (s: string) =>
      s
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&apos;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
    return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
      .map((para) =>
        [...para[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:br\/>/g)]
          .map((m) => (m[1] === undefined ? '\n' : unescape(m[1])))
          .join(''),
      )
      .join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The first place two word lists differ, for a readable failure. */
function firstDifference(a: string[], b: string[]): string | null {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i += 1)
    if (a[i] !== b[i])
      return `at word ${i}: « ${a.slice(Math.max(0, i - 5), i + 5).join(' ')} » vs « ${b.slice(Math.max(0, i - 5), i + 5).join(' ')} »`;
  return null;
}

let renderer: PdfRenderer;
beforeAll(() => {
  renderer = createPdfRenderer({ threads: 1 });
});
afterAll(async () => {
  await renderer.close();
});

describe('preview text, PDF and Word file say the same', () => {
  it.each(Object.entries(DRAFTS))(
    '%s',
    async (_name, input) => {
      const doc = buildContract(draftSchema.parse(input), { today: TODAY });
      const preview = words(renderText(doc));
      const { pdf } = await renderer.render(doc);
      const docx = words(await docxText(await renderDocx(doc)));
      const pdfWords = words(pdfText(pdf));
      expect(preview.length).toBeGreaterThan(500);
      expect(firstDifference(preview, docx)).toBeNull();
      expect(firstDifference(preview, pdfWords)).toBeNull();
      // legal review H13: the PDF's last page says exactly what follows the signatures, nothing
      // more.
      const outside = words(
        renderText({ ...doc, elements: doc.elements.slice(disclaimerStart(doc.elements)) }),
      );
      expect(outside.slice(0, 2)).toEqual(['avertissement', 'ce']);
      expect(firstDifference(words(pdfPages(pdf).at(-1) ?? ''), outside)).toBeNull();
    },
    60_000,
  );
});
