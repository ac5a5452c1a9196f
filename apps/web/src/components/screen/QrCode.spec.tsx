import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './QrCode';

/** The dark modules a path draws, back as a grid (each `M x y h w …z` is one run on row y). */
function modulesOf(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i += 1) grid[Number(y)]![Number(x) + i] = true;
  }
  return grid;
}

/** A finder pattern at (x, y): a dark 7×7 ring, a light ring inside it, a dark 3×3 core (ISO/IEC 18004). */
function isFinderAt(grid: boolean[][], x: number, y: number): boolean {
  for (let dy = 0; dy < 7; dy += 1) {
    for (let dx = 0; dx < 7; dx += 1) {
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
      if (grid[y + dy]![x + dx] !== (ring !== 2)) return false;
    }
  }
  return true;
}

describe('the QR code of the event’s address', () => {
  it('draws each horizontal run of dark modules as one rectangle', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });

  it('renders a symbol a phone can read: three finder patterns in their corners inside a four-module quiet zone', () => {
    const address = 'http://192.168.1.20:3000/tournaments/liga-jueves';
    const html = renderToStaticMarkup(<QrCode text={address} label="Código QR" />);
    const size = Number(/viewBox="0 0 (\d+) \1"/.exec(html)![1]);
    const grid = modulesOf(/ d="([^"]+)"/.exec(html)![1]!, size);
    const symbol = size - 8;
    expect((symbol - 17) % 4).toBe(0); // a QR version's side: 21, 25, 29… modules
    expect(isFinderAt(grid, 4, 4)).toBe(true);
    expect(isFinderAt(grid, 4 + symbol - 7, 4)).toBe(true);
    expect(isFinderAt(grid, 4, 4 + symbol - 7)).toBe(true);
    expect(isFinderAt(grid, 4 + symbol - 7, 4 + symbol - 7)).toBe(false);
    expect(
      grid
        .slice(0, 4)
        .flat()
        .concat(grid.map((row) => row.slice(0, 4)).flat())
        .some(Boolean),
    ).toBe(false);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Código QR"');
  });

  it('encodes different addresses differently', () => {
    const one = renderToStaticMarkup(<QrCode text="http://192.168.1.20:3000/tournaments/a" label="a" />);
    const other = renderToStaticMarkup(<QrCode text="http://192.168.1.20:3000/tournaments/b" label="b" />);
    expect(/ d="([^"]+)"/.exec(one)![1]).not.toBe(/ d="([^"]+)"/.exec(other)![1]);
  });
});
