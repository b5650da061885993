import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useReturnFocus } from './use-return-focus';

const closeEvent = () => new Event('focusout', { cancelable: true });

describe('useReturnFocus', () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });

  it('returns focus to the opener when it is still in the page', () => {
    document.body.innerHTML = '<main tabindex="-1"><button id="open">Ouvrir</button></main>';
    const opener = document.getElementById('open')!;
    opener.focus();
    const { result } = renderHook(() => useReturnFocus());
    act(() => result.current.onOpenAutoFocus(new Event('focusin')));
    document.body.focus();
    const event = closeEvent();
    act(() => result.current.onCloseAutoFocus(event));
    expect(document.activeElement).toBe(opener);
    expect(event.defaultPrevented).toBe(true);
  });

  it('with the opener gone, focuses the page’s own heading, else the main region — never <body>', () => {
    document.body.innerHTML =
      '<main tabindex="-1"><h2 tabindex="-1">Finalisation</h2><button id="open">Supprimer</button></main>';
    document.getElementById('open')!.focus();
    const { result } = renderHook(() => useReturnFocus());
    act(() => result.current.onOpenAutoFocus(new Event('focusin')));
    document.getElementById('open')!.remove();
    act(() => result.current.onCloseAutoFocus(closeEvent()));
    expect(document.activeElement?.textContent).toBe('Finalisation');

    document.body.innerHTML = '<main tabindex="-1"><p>Rien</p></main>';
    act(() => result.current.onOpenAutoFocus(new Event('focusin')));
    act(() => result.current.onCloseAutoFocus(closeEvent()));
    expect(document.activeElement?.tagName).toBe('MAIN');
  });
});
