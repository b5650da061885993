import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppShell, ShellHeader } from './app-shell';

/** An element's tree as text: tags, sorted attributes and non-blank text, whitespace ignored. */
function shape(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent?.trim() ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .map((a) => `${a.name}="${a.value.trim().replace(/\s+/g, ' ')}"`)
    .sort()
    .join(' ');
  const children = [...node.childNodes].map(shape).filter(Boolean).join('');
  return `<${node.localName}${attributes ? ` ${attributes}` : ''}>${children}</${node.localName}>`;
}

/** #root of web/index.html, as the browser parses it. */
function indexRoot(): Element {
  const html = readFileSync('web/index.html', 'utf8');
  const root = new DOMParser().parseFromString(html, 'text/html').getElementById('root');
  if (!root) throw new Error('#root absent de web/index.html');
  return root;
}

afterEach(cleanup);

describe('the page shell', () => {
  it('web/index.html paints the same header as the component, before any script', () => {
    const { container } = render(<ShellHeader />);
    const copy = indexRoot();
    expect(copy.children).toHaveLength(1);
    // The frame AppShell renders around the header, then the header itself.
    const frame = copy.firstElementChild!;
    expect(frame.getAttribute('class')).toBe('flex min-h-dvh flex-col');
    expect(frame.children).toHaveLength(1);
    expect(shape(frame.firstElementChild!)).toBe(shape(container.firstElementChild!));
  });

  it('shows the logo without a link (nothing to click before the page runs)', () => {
    const { container } = render(<ShellHeader />);
    expect(container.textContent).toBe('ClausierBeta');
    expect(container.querySelector('a, button, [tabindex]')).toBeNull();
  });

  it('the router fallback adds a French loading status under it', () => {
    render(<AppShell />);
    expect(screen.getByRole('banner').textContent).toBe('ClausierBeta');
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
  });
});
