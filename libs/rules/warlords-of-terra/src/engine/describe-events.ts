import type { Viewer } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';
import { zoneName } from './board.js';
import type { EventOf, GameEndReason, RulingReason, WotEvent } from './events.js';
import { BOARD_EVENTS, type BoardEvent } from './evolve-board.js';
import { sees } from './view.js';
import type { WotState } from './state.js';
import {
  cardWords,
  deckWords,
  join,
  keywordWords,
  l,
  list,
  objectWords,
  placeWords,
  recordWords,
  seatName,
  strikeWords,
  targetWords,
  troopWords,
  type Words,
} from './words.js';

/**
 * One log line per event as a viewer may read it, from the state the event applies to. It never
 * names a card the viewer may not see (a card drawn, a pre-sideboard swap): `secrets` in
 * report.ts lists the same fields.
 */

const END_REASONS: Readonly<Record<GameEndReason, Words>> = {
  life: l('vidas a 0 o menos (A.7.1)', 'life at 0 or less (A.7.1)'),
  decked: l('no puede robar en su paso de robo (A.7.2)', 'cannot draw in the draw step (A.7.2)'),
  reinforcements: l('no puede robar los refuerzos contratados (A.7.2)', 'cannot draw the hired reinforcements (A.7.2)'),
  'mixed-realms': l('mazo con cartas de otro reino (A.7.3)', 'deck with cards of another realm (A.7.3)'),
  sanction: l('sanción de un juez (A.7.4)', "a judge's sanction (A.7.4)"),
  concede: l('rendición', 'concession'),
  time: l('fin de los turnos extra (C.1)', 'end of the extra turns (C.1)'),
};

const RULING_REASONS: Readonly<Record<RulingReason, Words>> = {
  irregularities: l('acumulación de irregularidades', 'accumulated irregularities'),
  'unsporting-conduct': l('conducta antideportiva', 'unsporting conduct'),
  cheating: l('trampas', 'cheating'),
  'mixed-realms': l('cartas de otro reino en el mazo', 'cards of another realm in the deck'),
  'deck-list': l('el mazo no coincide con la lista registrada', 'the deck does not match the registered list'),
};

const STEPS = {
  mana: l('Paso 1: añadir maná', 'Step 1: add mana'),
  gold: l('Paso 2: añadir oro', 'Step 2: add gold'),
  draw: l('Paso 3: robar carta', 'Step 3: draw a card'),
};
const PHASES = {
  summoning: l('Fase de invocación', 'Summoning phase'),
  tactical: l('Fase táctica', 'Tactical phase'),
  end: l('Fase final', 'End phase'),
};
const COMBAT_STEPS = {
  sudden: l('Combate: fase de súbitos', 'Combat: sudden window'),
  strike: l('Combate: golpeo', 'Combat: strikes'),
  damage: l('Combate: daño', 'Combat: damage'),
};

export function describeEvent(event: WotEvent, before: WotState, viewer: Viewer): Localized | null {
  return isBoardEvent(event) ? describeBoard(event, before) : describeMatch(event, before, viewer);
}

const isBoardEvent = (event: WotEvent): event is BoardEvent => BOARD_EVENTS.has(event.type);

/** Set-up, turns and the match: the only lines with fields some viewers may not read. */
function describeMatch(event: Exclude<WotEvent, BoardEvent>, before: WotState, viewer: Viewer): Localized | null {
  const s = before;
  switch (event.type) {
    case 'SideboardSwapped': {
      const { seat } = event.data;
      if (!sees(viewer, seat))
        return join(seatName(seat), l(' cambia una carta con su prebanquillo', ' swaps a card with the pre-sideboard'));
      return join(
        seatName(seat),
        l(' saca ', ' takes out '),
        cardWords(s, event.data.out),
        l(' y mete ', ' and puts in '),
        cardWords(s, event.data.in),
      );
    }
    case 'SideboardReset':
      return join(seatName(event.data.seat), l(' restablece su mazo registrado', ' restores the registered deck'));
    case 'DeckReady':
      return join(seatName(event.data.seat), l(' está listo para jugar', ' is ready to play'));
    case 'GameStarted':
      return join(
        l(`Partida ${event.data.game}: empieza `, `Game ${event.data.game}: `),
        seatName(event.data.first),
        l(' (no roba en su primer turno)', ' starts (no draw on the first turn)'),
      );
    case 'DeckShuffled':
      return join(seatName(event.data.seat), l(' baraja su ', ' shuffles the '), deckWords(event.data.deck));
    case 'CardsDrawn':
      return drawn(s, event, viewer);
    case 'HandReturned':
      return join(
        seatName(event.data.seat),
        l(
          ` devuelve sus ${event.data.count} cartas a los mazos`,
          ` returns all ${event.data.count} cards to the decks`,
        ),
      );
    case 'MulliganTaken':
      return join(seatName(event.data.seat), l(' cambia de mano (una sola vez)', ' takes the one mulligan'));
    case 'HandKept':
      return join(seatName(event.data.seat), l(' se queda la mano', ' keeps the hand'));
    case 'TurnStarted':
      return join(l(`Turno ${event.data.turn}: `, `Turn ${event.data.turn}: `), seatName(event.data.seat));
    case 'ResourceAdded':
      return resourceLine(event);
    case 'ReinforcementsHired':
      return join(seatName(event.data.seat), l(' contrata refuerzos (−5 oro)', ' hires reinforcements (−5 gold)'));
    case 'DrawSkipped':
      return join(
        seatName(event.data.seat),
        l(' no roba en su primer turno (A.1)', ' does not draw on the first turn (A.1)'),
      );
    case 'StepBegan':
      return STEPS[event.data.step];
    case 'PhaseBegan':
      return PHASES[event.data.phase];
    case 'TensionForced':
      return join(
        l('Tropas en tensión deben combatir: ', 'Troops in tension must fight: '),
        list(event.data.troops.map((u) => troopWords(s, u))),
      );
    case 'CardsDiscarded':
      return join(
        seatName(event.data.seat),
        l(' descarta ', ' discards '),
        list(event.data.cards.map((c) => cardWords(s, c))),
      );
    case 'TurnEnded':
      return null;
    case 'TimeCalled':
      return l(
        `Tiempo: se juegan el turno activo y ${event.data.lastTurn - Math.max(event.data.turn, 1)} más (hasta el turno ${event.data.lastTurn}, C.1)`,
        `Time: the active turn and ${event.data.lastTurn - Math.max(event.data.turn, 1)} more are played (until turn ${event.data.lastTurn}, C.1)`,
      );
    case 'RulingApplied':
      return join(
        l('Juez: ', 'Judge: '),
        event.data.penalty === 'game-loss'
          ? l('pérdida de partida para ', 'game loss for ')
          : l('pérdida del encuentro para ', 'match loss for '),
        seatName(event.data.against),
        ' — ',
        RULING_REASONS[event.data.reason],
      );
    case 'Conceded':
      return join(
        seatName(event.data.seat),
        event.data.scope === 'game'
          ? l(' se rinde en esta partida', ' concedes this game')
          : l(' se rinde', ' concedes the match'),
      );
    case 'GameEnded':
      return join(
        l(`Fin de la partida ${event.data.game}: `, `Game ${event.data.game} over: `),
        event.data.winner === null
          ? l('empate', 'draw')
          : join(l('gana ', ''), seatName(event.data.winner), l('', ' wins')),
        ' — ',
        END_REASONS[event.data.reason],
        ` (${event.data.life[0]}–${event.data.life[1]})`,
      );
    case 'MatchEnded':
      return event.data.result.outcome === 'draw'
        ? l('El encuentro termina en empate', 'The match is a draw')
        : join(l('Gana el encuentro ', 'Match won by '), seatName(event.data.result.winner));
  }
}

/** Troops, field objects, life and combat: the board events a card in play causes. */
type TroopEvent = Extract<
  BoardEvent,
  {
    type:
      | 'TroopMoved'
      | 'TroopFlipped'
      | 'TroopLeft'
      | 'TroopDamaged'
      | 'TroopHealed'
      | 'TroopModified'
      | 'KeywordGranted'
      | 'FieldObjectDamaged'
      | 'DurabilityLost'
      | 'LifeChanged'
      | 'ResourcesGained'
      | 'CombatDeclared'
      | 'DefenderReacted'
      | 'TriggerFired'
      | 'CombatStepBegan'
      | 'Struck'
      | 'CombatEnded';
  }
>;

/** The battlefield, the stack and combat: public for every viewer. */
function describeBoard(event: BoardEvent, before: WotState): Localized | null {
  const s = before;
  switch (event.type) {
    case 'CardPaid':
      return join(
        seatName(event.data.seat),
        l(' juega ', ' plays '),
        cardWords(s, event.data.card),
        ` (${event.data.mana}/${event.data.gold})`,
      );
    case 'TroopEntered':
      return entered(s, event);
    case 'PlaceBuilt':
      return join(seatName(event.data.seat), l(' construye ', ' builds '), cardWords(s, event.data.card));
    case 'ObjectForged':
      return join(
        seatName(event.data.seat),
        l(' forja ', ' forges '),
        cardWords(s, event.data.card),
        l(' (a la armería)', ' (to the armory)'),
      );
    case 'ObjectEquipped':
      return join(
        objectWords(s, event.data.uid),
        l(' se equipa a ', ' is equipped to '),
        troopWords(s, event.data.troop),
      );
    case 'ObjectDestroyed':
      return join(
        objectWords(s, event.data.uid),
        l(' es destruido', ' is destroyed'),
        event.data.reason === 'armory'
          ? l(' (armería llena, A.4.2)', ' (armory full, A.4.2)')
          : event.data.reason === 'durability'
            ? l(' (sin durabilidad)', ' (no durability left)')
            : '',
      );
    case 'FieldObjectPlaced':
      return join(
        seatName(event.data.seat),
        l(' coloca ', ' places '),
        event.data.object.name,
        ` (${zoneName(event.data.zone)})`,
      );
    case 'FieldObjectDestroyed':
      return join(objectWords(s, event.data.uid), l(' es destruido', ' is destroyed'));
    case 'PlaceDestroyed':
      return join(placeWords(s, event.data.uid), l(' es destruido', ' is destroyed'));
    case 'ItemStacked':
      return stacked(s, event);
    case 'PriorityPassed':
      return join(seatName(event.data.seat), l(' pasa', ' passes'));
    case 'ItemResolved':
      return resolved(s, event);
    case 'StackClosed':
      return null;
    case 'HeroPowerUsed':
      return heroPower(s, event);
    // A sudden ability is told when it goes on the stack (ItemStacked); a flip ability resolves here.
    case 'AbilityUsed':
      return event.data.flip
        ? join(
            troopOrPlace(s, event.data.source),
            l(' se voltea: ', ' flips: '),
            abilityName(s, event.data.source, event.data.ability),
            on(s, event.data.target),
          )
        : null;
    default:
      return describeTroops(event, s);
  }
}

function describeTroops(event: TroopEvent, s: WotState): Localized | null {
  switch (event.type) {
    case 'TroopMoved':
      return join(
        troopWords(s, event.data.uid),
        l(` mueve a ${zoneName(event.data.to)}`, ` moves to ${zoneName(event.data.to)}`),
      );
    case 'TroopFlipped':
      return join(
        troopWords(s, event.data.uid),
        event.data.flipped ? l(' queda volteada', ' is flipped') : l(' se pone en guardia', ' stands on guard'),
      );
    case 'TroopLeft':
      return join(
        troopWords(s, event.data.uid),
        event.data.to === 'hand'
          ? l(' vuelve a la mano', ' returns to hand')
          : event.data.to === 'void'
            ? l(' desaparece (ficha)', ' vanishes (token)')
            : l(' muere y va al descarte', ' dies and goes to the discard pile'),
      );
    case 'TroopDamaged':
      return join(
        troopWords(s, event.data.uid),
        l(` recibe ${event.data.amount} de daño`, ` takes ${event.data.amount} damage`),
      );
    case 'TroopHealed':
      return join(troopWords(s, event.data.uid), l(` se cura ${event.data.amount}`, ` heals ${event.data.amount}`));
    case 'TroopModified':
      return join(
        troopWords(s, event.data.uid),
        ` ${signed(event.data.atk)}/${signed(event.data.life)}/${signed(event.data.speed)}`,
        event.data.until === 'turn' ? l(' hasta el final del turno', ' until end of turn') : '',
      );
    case 'KeywordGranted':
      return join(troopWords(s, event.data.uid), l(' gana ', ' gains '), keywordWords(event.data.keyword));
    case 'FieldObjectDamaged':
      return join(objectWords(s, event.data.uid), l(' pierde 1 de durabilidad', ' loses 1 durability'));
    case 'DurabilityLost':
      return join(
        objectWords(s, event.data.uid),
        l(` pierde durabilidad (queda ${event.data.left})`, ` loses durability (${event.data.left} left)`),
      );
    case 'LifeChanged':
      return join(
        seatName(event.data.seat),
        event.data.amount < 0
          ? l(` pierde ${-event.data.amount} vidas`, ` loses ${-event.data.amount} life`)
          : l(` gana ${event.data.amount} vidas`, ` gains ${event.data.amount} life`),
        ` (${event.data.life})`,
      );
    case 'ResourcesGained':
      return join(
        seatName(event.data.seat),
        l(
          ` gana ${event.data.mana} maná y ${event.data.gold} oro`,
          ` gains ${event.data.mana} mana and ${event.data.gold} gold`,
        ),
      );
    case 'CombatDeclared':
      return join(
        troopWords(s, event.data.combat.attacker),
        l(' combate contra ', ' fights '),
        strikeWords(s, event.data.combat.strike, event.data.combat.seat),
        event.data.combat.kind === 'ranged' ? l(' (a distancia)', ' (ranged)') : '',
      );
    case 'DefenderReacted':
      return join(seatName(event.data.seat), l(' no voltea más tropas', ' flips no more troops'));
    case 'TriggerFired':
      return join(l('Se dispara la habilidad de ', 'Triggered: '), troopWords(s, event.data.source));
    case 'CombatStepBegan':
      return COMBAT_STEPS[event.data.step];
    case 'Struck':
      return join(troopWords(s, event.data.striker), l(' golpea a ', ' strikes '), recordWords(s, event.data.target));
    case 'CombatEnded':
      return null;
  }
}

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));
const on = (s: WotState, target: Parameters<typeof targetWords>[1]): Words | string => {
  const t = targetWords(s, target);
  return t === null ? '' : join(l(' sobre ', ' on '), t);
};

function drawn(s: WotState, event: EventOf<'CardsDrawn'>, viewer: Viewer): Words {
  const { seat, deck, count } = event.data;
  if (!sees(viewer, seat))
    return join(
      seatName(seat),
      l(` roba ${count} carta(s) del `, ` draws ${count} card(s) from the `),
      deckWords(deck),
    );
  return join(
    seatName(seat),
    l(' roba ', ' draws '),
    list(event.data.cards.map((c) => cardWords(s, c))),
    l(' del ', ' from the '),
    deckWords(deck),
  );
}

function resourceLine(event: EventOf<'ResourceAdded'>): Words {
  const { seat, resource, produced, heroPoint, total } = event.data;
  const what = resource === 'mana' ? l('maná', 'mana') : l('oro', 'gold');
  return join(
    seatName(seat),
    l(` añade ${produced}${heroPoint ? ' − 1' : ''} de `, ` adds ${produced}${heroPoint ? ' − 1' : ''} `),
    what,
    ` (${total})`,
    heroPoint ? l(' y da 1 punto de poder a su héroe', ' and gives 1 power point to the hero') : '',
  );
}

function entered(s: WotState, event: EventOf<'TroopEntered'>): Words {
  const name = event.data.token?.name ?? cardWords(s, event.data.card);
  const how = {
    summoned: l(' es invocada en ', ' is summoned to '),
    token: l(' (ficha) entra en ', ' (token) enters '),
    resurrected: l(' vuelve del descarte a ', ' returns from the discard pile to '),
    replacing: l(' (ficha) ocupa su lugar en ', ' (token) takes its place in '),
  }[event.data.how];
  return join(name, how, zoneName(event.data.zone));
}

function stacked(s: WotState, event: EventOf<'ItemStacked'>): Words {
  const { seat, kind, card, target } = event.data;
  if (kind === 'trigger')
    return join(
      l('Efecto de entrada de ', 'Enter effect of '),
      cardWords(s, card),
      l(' (el rival puede responder)', ' (the rival may answer)'),
    );
  if (kind === 'ability')
    return join(
      seatName(seat),
      l(' usa ', ' uses '),
      abilityName(s, event.data.source ?? placeOf(s, seat, card), event.data.ability ?? ''),
      l(' de ', ' of '),
      cardWords(s, card),
      on(s, target),
    );
  return join(seatName(seat), l(' lanza ', ' casts '), cardWords(s, card), on(s, target));
}

function resolved(s: WotState, event: EventOf<'ItemResolved'>): Words {
  const item = s.stack?.items.find((i) => i.id === event.data.id);
  const name =
    item === undefined || item.card === null ? l('un efecto', 'an effect') : cardWords(s, s.catalog[item.card]!.id);
  if (event.data.countered) return join(name, l(' es contrarrestado', ' is countered'));
  return join(
    name,
    event.data.fizzled
      ? l(' no tiene efecto (su objetivo ya no está)', ' does nothing (its target is gone)')
      : l(' se resuelve', ' resolves'),
  );
}

function heroPower(s: WotState, event: EventOf<'HeroPowerUsed'>): Words {
  const hero = s.catalog[s.players[event.data.seat === 0 ? 0 : 1].hero]!;
  const power = hero.hero!.powers.find((p) => p.id === event.data.power);
  return join(
    seatName(event.data.seat),
    l(' usa el poder ', ' uses the power '),
    power?.name ?? l('del héroe', 'of the hero'),
    ` (−${event.data.cost} PP)`,
    on(s, event.data.target),
  );
}

/** The uid of a seat's place of that card (sudden abilities of places have no troop source). */
function placeOf(s: WotState, seat: number, card: string | null): number {
  const index = card === null ? -1 : (s.cardIndex[card] ?? -1);
  return s.players[seat === 0 ? 0 : 1].places.find((p) => p.card === index)?.uid ?? -1;
}

function troopOrPlace(s: WotState, uid: number): Words {
  return s.troops.some((t) => t.uid === uid) ? troopWords(s, uid) : placeWords(s, uid);
}

function abilityName(s: WotState, uid: number, id: string): Words {
  const troop = s.troops.find((t) => t.uid === uid);
  const card =
    troop !== undefined
      ? troop.card === null
        ? undefined
        : s.catalog[troop.card]
      : s.catalog[s.players.flatMap((p) => p.places).find((p) => p.uid === uid)?.card ?? -1];
  const ability = [
    ...(card?.abilities ?? []),
    ...(card?.place?.ability === undefined ? [] : [card.place.ability]),
  ].find((a) => a.id === id);
  return ability?.name ?? l(id, id);
}
