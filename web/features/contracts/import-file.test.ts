// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isJsonFile } from './import-file';
import { formatContractDate } from './format-date';

describe('isJsonFile (docs/product.md §5: type application/json or a .json name)', () => {
  it('accepts by type or by name', () => {
    expect(isJsonFile({ name: 'contrat', type: 'application/json' })).toBe(true);
    expect(isJsonFile({ name: 'Contrat.JSON', type: '' })).toBe(true);
    expect(isJsonFile({ name: 'c.json', type: 'application/octet-stream' })).toBe(true);
  });
  it('refuses anything else', () => {
    expect(isJsonFile({ name: 'c.txt', type: 'text/plain' })).toBe(false);
    expect(isJsonFile({ name: 'c.json.exe', type: 'application/x-msdownload' })).toBe(false);
    expect(isJsonFile({ name: 'c.pdf', type: 'application/pdf' })).toBe(false);
  });
});

describe('formatContractDate', () => {
  it('writes dates in French', () => {
    expect(formatContractDate('2026-11-21T10:00:00.000Z')).toBe('21\u00a0novembre\u00a02026');
    expect(formatContractDate('2027-03-01T10:00:00.000Z')).toBe('1er\u00a0mars\u00a02027');
    expect(formatContractDate('pas une date')).toBe('—');
  });
});
