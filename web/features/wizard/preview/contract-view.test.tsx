import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { buildContract } from '@core/templates/build-contract';
import { emptyDraft } from '@core/answers/empty-records';
import type { Draft } from '@core/schemas/draft';
import { ContractView } from './contract-view';

const draft = (): Draft => {
  const base = emptyDraft();
  return {
    ...base,
    type_contrat: ["Auteur (droits d'auteur)"],
    auteur_type: 'Personne physique',
    auteur_info: {
      ...(base.auteur_info as object),
      gentille: 'Mme',
      nom: '<img src=x onerror=alert(1)>',
      prenom: 'Anne',
    },
    description_oeuvre: 'Logo\nversion couleur',
  } as Draft;
};

describe('ContractView', () => {
  it('renders the document like the contract: title, bold article headings, body', () => {
    render(<ContractView doc={buildContract(draft(), { today: new Date('2026-11-21') })} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toMatch(/droits d’auteur/i);
    // Two levels under the wizard page's own h1/h2: parts h4, articles h5 (core/document/styles.ts).
    const articles = screen.getAllByRole('heading', { level: 5 });
    expect(articles.length).toBeGreaterThan(4);
    expect(articles[0]?.className).toBe('contract-article');
  });

  it('shows user text as text, never as markup, and keeps typed line breaks', () => {
    const { container } = render(
      <ContractView doc={buildContract(draft(), { today: new Date('2026-11-21') })} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.querySelectorAll('br').length).toBeGreaterThan(0);
  });
});
