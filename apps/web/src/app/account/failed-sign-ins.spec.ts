import { describe, expect, it } from 'vitest';
import { describeGroup, failedSignInMessages, lastTyped } from './failed-sign-ins';

const group = {
  day: '2026-03-12',
  count: 3,
  lastAt: '2026-03-12T14:05:00.000Z',
  network: '198.51.100.0/24',
  knownDevice: false,
};

describe('the account page’s wrong passwords, said to a person', () => {
  it('says how many and from which network, in Spanish and English', () => {
    expect(describeGroup(group)).toEqual({
      es: '3 contraseñas incorrectas desde la red 198.51.100.0/24',
      en: '3 wrong passwords from the network 198.51.100.0/24',
    });
    expect(describeGroup({ ...group, count: 1, knownDevice: true })).toEqual({
      es: '1 contraseña incorrecta desde uno de tus dispositivos',
      en: '1 wrong password from one of your devices',
    });
    expect(describeGroup({ ...group, network: null }).en).toBe('3 wrong passwords from an unknown place');
  });

  it('says when the last one was typed on the reader’s clock, or in UTC, said so, before the browser told the zone', () => {
    expect(lastTyped(group, 'America/Mexico_City', 'en')).toBe('12 Mar 2026, 08:05');
    expect(lastTyped(group, 'Europe/Madrid', 'es')).toBe('12 mar 2026, 15:05');
    expect(lastTyped(group, null, 'en')).toBe('12 Mar 2026, 14:05 UTC');
    expect(lastTyped(group, null, 'es')).toMatch(/^12 mar 2026, 14:05 UTC$/);
    expect(failedSignInMessages.intro(1).es).toMatch(/^En los últimos 30 días se ha escrito 1 contraseña incorrecta/);
  });
});
