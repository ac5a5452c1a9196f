import { describe, expect, it } from 'vitest';
import { EVENT_ALERTS, markedTitle, readAlertPref, TURN_ALERTS, writeAlertPref } from './alert-prefs';

const memoryStorage = () => {
  const store = new Map<string, string>();
  return { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
};

describe('alert choices kept in the browser', () => {
  it('keeps sound and notifications off until the person turns them on, and remembers the choice', () => {
    const storage = memoryStorage();
    expect(readAlertPref(storage, TURN_ALERTS, 'sound')).toBe(false);
    writeAlertPref(storage, TURN_ALERTS, 'sound', true);
    expect(readAlertPref(storage, TURN_ALERTS, 'sound')).toBe(true);
    expect(readAlertPref(storage, TURN_ALERTS, 'notify')).toBe(false);
    writeAlertPref(storage, TURN_ALERTS, 'sound', false);
    expect(readAlertPref(storage, TURN_ALERTS, 'sound')).toBe(false);
    expect(readAlertPref(undefined, TURN_ALERTS, 'sound')).toBe(false);
  });

  it('keeps the table’s turn alerts and the event page’s alerts apart', () => {
    const storage = memoryStorage();
    writeAlertPref(storage, EVENT_ALERTS, 'notify', true);
    expect(readAlertPref(storage, EVENT_ALERTS, 'notify')).toBe(true);
    expect(readAlertPref(storage, TURN_ALERTS, 'notify')).toBe(false);
  });

  it('reads a browser that refuses storage as off, and writing to it changes nothing', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readAlertPref(refusing, EVENT_ALERTS, 'sound')).toBe(false);
    expect(() => writeAlertPref(refusing, EVENT_ALERTS, 'sound', true)).not.toThrow();
  });
});

describe('the tab’s title mark', () => {
  it('puts what happened before the page’s title, and takes it off again', () => {
    const marked = markedTitle('Liga de invierno · Crónica', 'El check-in está abierto');
    expect(marked).toBe('● El check-in está abierto · Liga de invierno · Crónica');
    expect(markedTitle(marked, null)).toBe('Liga de invierno · Crónica');
  });

  it('replaces an older mark rather than stacking them, even when the mark has its own separator', () => {
    const first = markedTitle('Liga · Crónica', 'Ronda 1 de 3 · Mesa 4');
    expect(first).toBe('● Ronda 1 de 3, Mesa 4 · Liga · Crónica');
    expect(markedTitle(first, 'Tu mesa ha cambiado')).toBe('● Tu mesa ha cambiado · Liga · Crónica');
    expect(markedTitle(first, null)).toBe('Liga · Crónica');
  });
});
