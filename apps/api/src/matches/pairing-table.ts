import type { DeckList } from '@cronica/rules-kernel';
import { REGISTERED_LIST } from '@cronica/matches';
import type { TournamentState } from '@cronica/tournament';
import { pick, type Lang } from '@cronica/util';
import { conflict, forbidden, notFound } from '../common/errors.js';

type PublishedRound = TournamentState['rounds'][number];
type Pairing = PublishedRound['tables'][number];

/**
 * The published pairing of `round`/`table` with a match still to play, or why not: a player
 * (`mustSit`) may start only her own table; a bye is not played; a table whose result is closed
 * (confirmed, overridden or a drop) has nothing left to play, and a match sealed now would report
 * a second result for it.
 */
export function tableToPlay(
  state: TournamentState,
  round: number,
  table: number,
  mustSit: string | null,
): { readonly publishedRound: PublishedRound; readonly pairing: Pairing & { readonly b: string } } {
  const publishedRound = state.rounds.find((r) => r.number === round && r.published);
  const pairing = publishedRound?.tables.find((t) => t.table === table);
  const atTable = pairing !== undefined && (pairing.a === mustSit || pairing.b === mustSit);
  if (mustSit !== null && !atTable) throw forbidden('organizer');
  if (!pairing || !publishedRound) throw notFound('emparejamiento publicado / published pairing', `${round}/${table}`);
  const b = pairing.b;
  if (b === null) throw conflict({ es: 'Una mesa con bye no se juega.', en: 'A bye is not played.' });
  if (pairing.final) {
    throw conflict(
      {
        es: 'El resultado de esta mesa ya está cerrado: no hay partida que jugar.',
        en: "This table's result is already closed: there is no match left to play.",
      },
      { round, table },
    );
  }
  return { publishedRound, pairing: { ...pairing, b } };
}

/** Both players of a pairing with the lists they registered; CONFLICT for one who registered none. */
export function registeredSeats(
  state: TournamentState,
  pairing: { readonly a: string; readonly b: string },
  lang: Lang,
): { readonly player: string; readonly deck: DeckList; readonly deckName: string }[] {
  return [pairing.a, pairing.b].map((player) => {
    const deck = state.players[player]?.deck;
    if (!deck)
      throw conflict(
        { es: `El jugador ${player} no tiene lista registrada.`, en: `Player ${player} has no registered deck list.` },
        { playerId: player },
      );
    // Recorded in the words of whoever starts the match; each viewer reads it in their own (deckNameIn).
    return { player, deck: deck.list, deckName: pick(REGISTERED_LIST, lang) };
  });
}
