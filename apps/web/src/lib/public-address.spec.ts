import { describe, expect, it } from 'vitest';
import { publicAddress } from './public-address';

const PATH = '/tournaments/liga-jueves';
const none = { configured: undefined, host: null, proto: null, lanAddress: null };

describe('the address the event screen gives players’ phones', () => {
  it('is the configured public address when the installation sets one', () => {
    const sources = {
      ...none,
      configured: 'https://cronica.example/',
      host: 'localhost:3000',
      lanAddress: '192.168.1.20',
    };
    expect(publicAddress(sources, PATH)).toBe('https://cronica.example/tournaments/liga-jueves');
  });

  it('replaces a laptop’s own localhost with its address on the network, keeping the port', () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      expect(publicAddress({ ...none, host, lanAddress: '192.168.1.20' }, PATH)).toBe(
        'http://192.168.1.20:3000/tournaments/liga-jueves',
      );
    }
  });

  it('keeps the host the reader used when it is already reachable, and the https a proxy says it served', () => {
    expect(publicAddress({ ...none, host: '192.168.1.20:3000', lanAddress: '10.0.0.5' }, PATH)).toBe(
      'http://192.168.1.20:3000/tournaments/liga-jueves',
    );
    expect(publicAddress({ ...none, host: 'torneos.tienda.es', proto: 'https' }, PATH)).toBe(
      'https://torneos.tienda.es/tournaments/liga-jueves',
    );
  });

  it('falls back to localhost for a Host that is no host name, and keeps localhost on a machine with no network', () => {
    expect(publicAddress({ ...none, host: 'bad host/<x>' }, PATH)).toBe('http://localhost/tournaments/liga-jueves');
    expect(publicAddress({ ...none, host: 'localhost:3000' }, PATH)).toBe(
      'http://localhost:3000/tournaments/liga-jueves',
    );
  });
});
