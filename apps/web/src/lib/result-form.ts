import { localized, type Localized } from '@cronica/util';
import type { GameRecord } from '../graphql/player-actions';

/**
 * Reads a result form written from the reporting player's side ("me", "rival", "draw" per game,
 * optional final life totals) into the API's A/B form. The overall winner is who won more games.
 */
export type ParsedResult = { readonly winner: string; readonly games: GameRecord[] } | { readonly error: Localized };

const NO_GAMES = localized('Indica quién ganó al menos una partida.', 'Say who won at least one game.');
const BAD_LIFE = localized('La vida final debe ser un número entero.', 'Final life must be a whole number.');
const MAX_GAMES = 5;

function lifeOf(form: FormData, name: string): number | undefined | null {
  const raw = form.get(name);
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && Math.abs(value) <= 999 ? value : null;
}

export function gamesFromForm(form: FormData, mySeat: 'a' | 'b'): ParsedResult {
  const rival = mySeat === 'a' ? 'b' : 'a';
  const games: GameRecord[] = [];
  for (let game = 0; game < MAX_GAMES; game += 1) {
    const outcome = form.get(`game${game}`);
    if (outcome !== 'me' && outcome !== 'rival' && outcome !== 'draw') continue;
    const [mine, theirs] = [lifeOf(form, `game${game}Mine`), lifeOf(form, `game${game}Rival`)];
    if (mine === null || theirs === null) return { error: BAD_LIFE };
    const winner = outcome === 'draw' ? 'draw' : outcome === 'me' ? mySeat : rival;
    const [lifeA, lifeB] = mySeat === 'a' ? [mine, theirs] : [theirs, mine];
    games.push({ winner, ...(lifeA !== undefined ? { lifeA } : {}), ...(lifeB !== undefined ? { lifeB } : {}) });
  }
  if (games.length === 0) return { error: NO_GAMES };
  const wins = (side: string) => games.filter((g) => g.winner === side).length;
  const winner = wins('a') > wins('b') ? 'a' : wins('b') > wins('a') ? 'b' : 'draw';
  return { winner, games };
}
