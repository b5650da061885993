import { afterEach, describe, expect, it } from 'vitest';
import { focusFieldWhenShown } from './field-dom';

const FIELD = { key: 'description_oeuvre', label: 'Description de l’œuvre', group: undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A step section with its focusable heading, as the wizard renders it before the step's file. */
function stepSection() {
  document.body.innerHTML =
    '<section aria-labelledby="step-title"><h2 id="step-title" tabindex="-1">Étape 4</h2></section>';
  const section = document.querySelector('section')!;
  document.getElementById('step-title')!.focus();
  return section;
}

function addInput(section: Element, id = 'field-description_oeuvre') {
  const input = document.createElement('textarea');
  input.id = id;
  section.append(input);
  return input;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusFieldWhenShown', () => {
  it('focuses an input that is already there', async () => {
    const section = stepSection();
    const input = addInput(section);
    focusFieldWhenShown(FIELD, () => section);
    await sleep(80);
    expect(document.activeElement).toBe(input);
  });

  it('waits for a step that arrives after the click (its file was still loading)', async () => {
    const section = stepSection();
    focusFieldWhenShown(FIELD, () => section);
    await sleep(200);
    expect(document.activeElement?.id).toBe('step-title');
    const input = addInput(section);
    await sleep(0);
    expect(document.activeElement).toBe(input);
  });

  it('finds the input by its label when it has no registry id', async () => {
    const section = stepSection();
    focusFieldWhenShown(FIELD, () => section);
    await sleep(80);
    section.insertAdjacentHTML(
      'beforeend',
      '<label for="x">Description de l’œuvre (obligatoire)</label><textarea id="x"></textarea>',
    );
    await sleep(0);
    expect(document.activeElement?.id).toBe('x');
  });

  it('still focuses the field when the step’s heading took the focus after the wait began', async () => {
    document.body.innerHTML =
      '<button id="fix">Compléter</button><section aria-labelledby="step-title"><h2 id="step-title" tabindex="-1">Étape 4</h2></section>';
    const section = document.querySelector('section')!;
    document.getElementById('fix')!.focus();
    focusFieldWhenShown(FIELD, () => section);
    await sleep(80);
    // A slow machine: the wizard focuses the new step's heading only now, then the step arrives.
    document.getElementById('step-title')!.focus();
    const input = addInput(section);
    await sleep(0);
    expect(document.activeElement).toBe(input);
  });

  it('gives the focus back to the field when the heading takes it just after (a loaded machine)', async () => {
    const section = stepSection();
    const input = addInput(section);
    focusFieldWhenShown(FIELD, () => section);
    await sleep(80);
    expect(document.activeElement).toBe(input);
    // The wizard's step-change effect, late: it focuses the heading after the field, then
    // scrolls the heading into view; the field is shown again after that.
    const shown: Element[] = [];
    input.scrollIntoView = function (this: Element) {
      shown.push(this);
    };
    document.getElementById('step-title')!.focus();
    expect(document.activeElement).toBe(input);
    await Promise.resolve();
    expect(shown).toEqual([input]);
    // Once the person acts, the app no longer moves the focus back.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    document.getElementById('step-title')!.focus();
    expect(document.activeElement?.id).toBe('step-title');
  });

  it('leaves the focus alone once the person has moved it', async () => {
    const section = stepSection();
    const other = document.createElement('button');
    document.body.append(other);
    focusFieldWhenShown(FIELD, () => section);
    await sleep(80);
    other.focus();
    addInput(section);
    await sleep(0);
    expect(document.activeElement).toBe(other);
  });

  it('stops waiting when asked, and after its time limit', async () => {
    const section = stepSection();
    const stop = focusFieldWhenShown(FIELD, () => section);
    await sleep(80);
    stop();
    addInput(section);
    await sleep(0);
    expect(document.activeElement?.id).toBe('step-title');

    const again = stepSection();
    focusFieldWhenShown(FIELD, () => again, 100);
    await sleep(150);
    addInput(again);
    await sleep(0);
    expect(document.activeElement?.id).toBe('step-title');
  });
});
