import { localized as l, counted } from '@cronica/util';

/** The desk's draft: what the pairing engine says a draft or a change costs (es/en). */
export const draftMessages = {
  costTitle: l('Lo que cuesta el borrador', 'What the draft costs'),
  proposalTitle: l('Lo que cambia', 'What changes'),
  rematches: (n: number) => counted(n, ['{n} revancha', '{n} revanchas'], ['{n} rematch', '{n} rematches']),
  largestGap: (n: number) =>
    counted(
      n,
      ['diferencia máxima de {n} punto', 'diferencia máxima de {n} puntos'],
      ['largest gap {n} point', 'largest gap {n} points'],
    ),
  repeatedFloats: (n: number) =>
    counted(
      n,
      ['{n} emparejamiento fuera de grupo repetido', '{n} emparejamientos fuera de grupo repetidos'],
      ['{n} repeated float', '{n} repeated floats'],
    ),
  nothing: l('sin revanchas ni diferencias de puntos', 'no rematches or point gaps'),
  optimal: l('Es el mejor emparejamiento posible según el motor.', 'It is the best pairing the engine can find.'),
  worse: (optimum: string) =>
    l(
      `Cuesta más que el óptimo del motor (${optimum}): revisa el cambio antes de publicar.`,
      `It costs more than the engine's optimum (${optimum}): check the change before publishing.`,
    ),
  onlyRematches: l(
    'Solo quedan revanchas posibles: el motor no tiene otro óptimo.',
    'Only rematches are left: the engine has no other optimum.',
  ),
  beforeAfter: (what: string, before: number, after: number) =>
    l(`${what}: ${before} → ${after}`, `${what}: ${before} → ${after}`),
  rematchWord: l('Revanchas', 'Rematches'),
  gapWord: l('Diferencia máxima de puntos', 'Largest points gap'),
  floatWord: l('Fuera de grupo repetidos', 'Repeated floats'),
  rematchBadge: l('revancha', 'rematch'),
  gapBadge: (a: number, b: number) => l(`${a}–${b} puntos`, `${a}–${b} points`),
  floatBadge: l('fuera de grupo otra vez', 'floats again'),
  extraByeBadge: l('segundo bye', 'second bye'),
  refused: l('Ese cambio no se puede hacer:', 'That change cannot be made:'),
  /** A top cut (seed 1 against the last) or a tiebreak match (002 C.2.4.2) is set by the standings: nothing to weigh or change. */
  fixedByStandings: l(
    'Estas mesas salen de la clasificación (eliminatoria o desempate), no del emparejamiento suizo: se publican tal cual.',
    'These tables follow from the standings (a top cut or a tiebreak match), not from Swiss pairing: they are published as they are.',
  ),
};

/** Tiebreak matches (002 C.2.4.2): a prize or cut place that would otherwise be decided at random. */
export const tiebreakMessages = {
  title: l('Desempate por partida', 'Tiebreak matches'),
  why: l(
    'Estos jugadores siguen empatados en todos los criterios y de su orden depende un puesto con premio o de la eliminatoria: no se sortea, se juega una partida sin reloj (002 C.2.4.2).',
    'These players are still tied on every criterion and a prize or cut place depends on their order: it is not drawn at random, they play an untimed match (002 C.2.4.2).',
  ),
  row: (rank: number, name: string, points: number) =>
    counted(
      points,
      [`${rank}.º ${name} ({n} punto)`, `${rank}.º ${name} ({n} puntos)`],
      [`#${rank} ${name} ({n} point)`, `#${rank} ${name} ({n} points)`],
    ),
  confirm: l(
    'Se emparejan las partidas de desempate como una ronda aparte; podrás revisarla antes de publicarla. La eliminatoria y los puestos finales esperan a su resultado.',
    'The tiebreak matches are paired as a round of their own; you can check it before publishing. The top cut and final places wait for their result.',
  ),
};
