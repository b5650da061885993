import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { buildContract } from '@core/templates/build-contract';
import { makeDraft } from '@core/templates/test-drafts';
import { ContractView } from './contract-view';

/** legal review H13 in the live preview: the notice after the signatures is visibly set apart. */
describe('ContractView, the notice outside the deed', () => {
  it('shows the notice after the signatures, behind a page-like separator', () => {
    const { container } = render(
      <ContractView doc={buildContract(makeDraft(), { today: new Date(2026, 10, 21) })} />,
    );
    const apart = container.querySelector('.contract-disclaimer');
    expect(apart?.textContent).toBe('Avertissement');
    expect(apart?.className).toContain('border-dashed');
    const text = container.textContent ?? '';
    expect(text.indexOf('Avertissement')).toBeGreaterThan(text.lastIndexOf('Signature :'));
    expect(text.indexOf('modèle de contrat type')).toBeGreaterThan(text.indexOf('Avertissement'));
  });
});
