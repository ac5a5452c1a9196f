import type { ByType, Localized } from '@cronica/util';
import { zoneName } from './board.js';
import type { EventOf } from './events.js';
import type { BoardEvent, TroopEventType } from './board-events.js';
import type { WotState } from './state.js';
import {
  cardWords,
  join,
  keywordWords,
  l,
  objectWords,
  placeWords,
  recordWords,
  seatName,
  strikeWords,
  targetWords,
  troopWords,
  type Words,
} from './words.js';

/** «1 vida», «3 vidas»: the life a seat loses or gains. */
const lives = (n: number) => `${n} ${n === 1 ? 'vida' : 'vidas'}`;

const COMBAT_STEPS = {
  sudden: l('Combate: fase de súbitos', 'Combat: sudden window'),
  strike: l('Combate: golpeo', 'Combat: strikes'),
  damage: l('Combate: daño', 'Combat: damage'),
};

/** Troops, field objects, life and combat: the board events a card in play causes. */
type TroopEvent = Extract<BoardEvent, { type: TroopEventType }>;

/** The battlefield, the stack and combat: public for every viewer. */
export const BOARD_LINES: ByType<Exclude<BoardEvent, TroopEvent>, [WotState], Localized | null> = {
  CardPaid: (event, s) =>
    join(
      seatName(event.data.seat),
      l(' juega ', ' plays '),
      cardWords(s, event.data.card),
      ` (${event.data.mana}/${event.data.gold})`,
    ),
  TroopEntered: (event, s) => entered(s, event),
  PlaceBuilt: (event, s) =>
    join(seatName(event.data.seat), l(' construye ', ' builds '), cardWords(s, event.data.card)),
  ObjectForged: (event, s) =>
    join(
      seatName(event.data.seat),
      l(' forja ', ' forges '),
      cardWords(s, event.data.card),
      l(' (a la armería)', ' (to the armory)'),
    ),
  ObjectEquipped: (event, s) =>
    join(objectWords(s, event.data.uid), l(' se equipa a ', ' is equipped to '), troopWords(s, event.data.troop)),
  ObjectDestroyed: (event, s) =>
    join(
      objectWords(s, event.data.uid),
      l(' es destruido', ' is destroyed'),
      event.data.reason === 'armory'
        ? l(' (armería llena, A.4.2)', ' (armory full, A.4.2)')
        : event.data.reason === 'durability'
          ? l(' (sin durabilidad)', ' (no durability left)')
          : '',
    ),
  FieldObjectPlaced: (event) =>
    join(
      seatName(event.data.seat),
      l(' coloca ', ' places '),
      event.data.object.name,
      ` (${zoneName(event.data.zone)})`,
    ),
  FieldObjectDestroyed: (event, s) => join(objectWords(s, event.data.uid), l(' es destruido', ' is destroyed')),
  PlaceDestroyed: (event, s) => join(placeWords(s, event.data.uid), l(' es destruido', ' is destroyed')),
  ItemStacked: (event, s) => stacked(s, event),
  PriorityPassed: (event) => join(seatName(event.data.seat), l(' pasa', ' passes')),
  ItemResolved: (event, s) => resolved(s, event),
  StackClosed: () => null,
  HeroPowerUsed: (event, s) => heroPower(s, event),
  // A sudden ability is told when it goes on the stack (ItemStacked); a flip ability resolves here.
  AbilityUsed: (event, s) =>
    event.data.flip
      ? join(
          troopOrPlace(s, event.data.source),
          l(' se voltea: ', ' flips: '),
          abilityName(s, event.data.source, event.data.ability),
          on(s, event.data.target),
        )
      : null,
};

/** Troops, field objects, life and combat: public for every viewer. */
export const TROOP_LINES: ByType<TroopEvent, [WotState], Localized | null> = {
  TroopMoved: (event, s) =>
    join(
      troopWords(s, event.data.uid),
      l(` mueve a ${zoneName(event.data.to)}`, ` moves to ${zoneName(event.data.to)}`),
    ),
  TroopFlipped: (event, s) =>
    join(
      troopWords(s, event.data.uid),
      event.data.flipped ? l(' queda volteada', ' is flipped') : l(' se pone en guardia', ' stands on guard'),
    ),
  TroopLeft: (event, s) =>
    join(
      troopWords(s, event.data.uid),
      event.data.to === 'hand'
        ? l(' vuelve a la mano', ' returns to hand')
        : event.data.to === 'void'
          ? l(' desaparece (ficha)', ' vanishes (token)')
          : l(' muere y va al descarte', ' dies and goes to the discard pile'),
    ),
  TroopDamaged: (event, s) =>
    join(
      troopWords(s, event.data.uid),
      l(` recibe ${event.data.amount} de daño`, ` takes ${event.data.amount} damage`),
    ),
  TroopHealed: (event, s) =>
    join(troopWords(s, event.data.uid), l(` se cura ${event.data.amount}`, ` heals ${event.data.amount}`)),
  TroopModified: (event, s) =>
    join(
      troopWords(s, event.data.uid),
      ` ${signed(event.data.atk)}/${signed(event.data.life)}/${signed(event.data.speed)}`,
      event.data.until === 'turn' ? l(' hasta el final del turno', ' until end of turn') : '',
    ),
  KeywordGranted: (event, s) =>
    join(troopWords(s, event.data.uid), l(' gana ', ' gains '), keywordWords(event.data.keyword)),
  FieldObjectDamaged: (event, s) =>
    join(objectWords(s, event.data.uid), l(' pierde 1 de durabilidad', ' loses 1 durability')),
  DurabilityLost: (event, s) =>
    join(
      objectWords(s, event.data.uid),
      l(` pierde durabilidad (queda ${event.data.left})`, ` loses durability (${event.data.left} left)`),
    ),
  LifeChanged: (event) =>
    join(
      seatName(event.data.seat),
      event.data.amount < 0
        ? l(` pierde ${lives(-event.data.amount)}`, ` loses ${-event.data.amount} life`)
        : l(` gana ${lives(event.data.amount)}`, ` gains ${event.data.amount} life`),
      ` (${event.data.life})`,
    ),
  ResourcesGained: (event) =>
    join(
      seatName(event.data.seat),
      l(
        ` gana ${event.data.mana} maná y ${event.data.gold} oro`,
        ` gains ${event.data.mana} mana and ${event.data.gold} gold`,
      ),
    ),
  CombatDeclared: (event, s) =>
    join(
      troopWords(s, event.data.combat.attacker),
      l(' combate contra ', ' fights '),
      strikeWords(s, event.data.combat.strike, event.data.combat.seat),
      event.data.combat.kind === 'ranged' ? l(' (a distancia)', ' (ranged)') : '',
    ),
  DefenderReacted: (event) => join(seatName(event.data.seat), l(' no voltea más tropas', ' flips no more troops')),
  TriggerFired: (event, s) => join(l('Se dispara la habilidad de ', 'Triggered: '), troopWords(s, event.data.source)),
  CombatStepBegan: (event) => COMBAT_STEPS[event.data.step],
  Struck: (event, s) =>
    join(troopWords(s, event.data.striker), l(' golpea a ', ' strikes '), recordWords(s, event.data.target)),
  CombatEnded: () => null,
};

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));
const on = (s: WotState, target: Parameters<typeof targetWords>[1]): Words | string => {
  const t = targetWords(s, target);
  return t === null ? '' : join(l(' sobre ', ' on '), t);
};

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
