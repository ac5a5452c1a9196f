import { describe, expect, it } from 'vitest';
import { translator } from './i18n';
import { ERASED_NAME, isErasedName, personName } from './person-name';

describe('personName', () => {
  it('shows an erased person as "jugador eliminado" to a Spanish reader and "deleted player" to an English one', () => {
    expect(personName(ERASED_NAME, translator('es'))).toBe('jugador eliminado');
    expect(personName(ERASED_NAME, translator('en'))).toBe('deleted player');
  });

  it('shows anyone else by their own name, even one that mentions a deleted player', () => {
    expect(personName('Berta Nueva', translator('en'))).toBe('Berta Nueva');
    expect(personName('jugador eliminado', translator('en'))).toBe('jugador eliminado');
    expect(isErasedName('Berta Nueva')).toBe(false);
    expect(isErasedName(ERASED_NAME)).toBe(true);
  });
});
