import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyNamed } from './lazy-named';

const module = {
  Greeting: ({ name }: { name: string }) => <p>Bonjour {name}</p>,
  Other: () => <p>Autre</p>,
};

describe('lazyNamed', () => {
  it('renders the named export once its module has loaded', async () => {
    const Greeting = lazyNamed(() => Promise.resolve(module), 'Greeting');
    render(
      <Suspense fallback={<p>Chargement…</p>}>
        <Greeting name="Camille" />
      </Suspense>,
    );
    expect(screen.getByText('Chargement…')).toBeTruthy();
    expect(await screen.findByText('Bonjour Camille')).toBeTruthy();
    expect(screen.queryByText('Autre')).toBeNull();
  });
});
