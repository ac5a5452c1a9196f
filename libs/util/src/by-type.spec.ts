import { describe, expect, it } from 'vitest';
import { byType, type ByType } from './by-type.js';

type Shape = { type: 'Circle'; data: { r: number } } | { type: 'Square'; data: { side: number } };

const AREA: ByType<Shape, [scale: number], number> = {
  Circle: (shape, scale) => 3 * shape.data.r * shape.data.r * scale,
  Square: (shape, scale) => shape.data.side * shape.data.side * scale,
};

describe('byType', () => {
  it("hands each message to its own type's handler with the extra arguments", () => {
    expect(byType(AREA, { type: 'Circle', data: { r: 2 } }, 1)).toBe(12);
    expect(byType(AREA, { type: 'Square', data: { side: 3 } }, 2)).toBe(18);
  });

  it('throws on a message of a type the table does not name, as an exhaustive switch would', () => {
    expect(() => byType(AREA, { type: 'Hexagon' } as unknown as Shape, 1)).toThrow('Unexpected message');
    expect(() => byType(AREA, { type: 'toString' } as unknown as Shape, 1)).toThrow('Unexpected message');
  });
});
