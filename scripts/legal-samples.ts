/**
 * Writes one generated contract per situation (core/templates/situations/samples.ts) to
 * docs/legal-review/samples/, with an index, for a lawyer to read and for review as a diff:
 *   npm run legal:samples
 * CI does not run this script: legal-samples.test.ts fails when a file differs from what the templates
 * now generate.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LEGAL_SAMPLES,
  SAMPLES_DIR,
  sampleIndex,
  sampleText,
} from '@core/templates/situations/samples';

const dir = join(import.meta.dirname, '..', SAMPLES_DIR);
mkdirSync(dir, { recursive: true });
for (const file of readdirSync(dir)) rmSync(join(dir, file));
for (const sample of LEGAL_SAMPLES)
  writeFileSync(join(dir, `${sample.slug}.txt`), sampleText(sample));
writeFileSync(join(dir, 'README.md'), sampleIndex());
console.log(`${LEGAL_SAMPLES.length} contrats écrits dans ${SAMPLES_DIR}/`);
