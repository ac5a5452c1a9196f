import { describe, expect, it } from 'vitest';
import { titleMarks, type MarkedTab } from './title-mark';

/** A tab whose page re-renders like a live Next page: each render writes the page's own title back. */
function liveTab(pageTitle: string) {
  let title = pageTitle;
  let changed: (() => void) | null = null;
  const tab: MarkedTab = {
    get title() {
      return title;
    },
    set title(text: string) {
      title = text;
      changed?.();
    },
    watchTitle(onChange) {
      changed = onChange;
      return () => (changed = null);
    },
  };
  return {
    tab,
    rendered: () => (tab.title = pageTitle),
    watched: () => changed !== null,
  };
}

describe('the tab title’s mark', () => {
  it('stays through the page’s renders until it is taken away', () => {
    const { tab, rendered } = liveTab('Copa de invierno · Crónica');
    const marks = titleMarks(tab);
    const judge = Symbol('judge');
    marks.set(judge, 'Llamada a juez: Ronda 1, mesa 1');
    rendered();
    rendered();
    expect(tab.title).toBe('● Llamada a juez: Ronda 1, mesa 1 · Copa de invierno · Crónica');
    marks.set(judge, null);
    rendered();
    expect(tab.title).toBe('Copa de invierno · Crónica');
  });

  it('shows the latest of two parts’ marks, and the other once the latest goes', () => {
    const { tab } = liveTab('Partida · Crónica');
    const marks = titleMarks(tab);
    const [turn, event] = [Symbol('turn'), Symbol('event')];
    marks.set(turn, 'Te toca');
    marks.set(event, 'Ronda 2 publicada');
    expect(tab.title).toBe('● Ronda 2 publicada · Partida · Crónica');
    marks.set(event, null);
    expect(tab.title).toBe('● Te toca · Partida · Crónica');
  });

  it('listens to the title only while a mark is set', () => {
    const { tab, watched } = liveTab('Liga · Crónica');
    const marks = titleMarks(tab);
    const owner = Symbol('desk');
    expect(watched()).toBe(false);
    marks.set(owner, 'Ronda 1: todos los resultados');
    expect(watched()).toBe(true);
    marks.set(owner, null);
    expect(watched()).toBe(false);
    expect(tab.title).toBe('Liga · Crónica');
  });
});
