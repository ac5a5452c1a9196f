import { actionById, heroById, type BladesView } from '@cronica/blades-of-ash';
import { localized as l, type Localized } from '@cronica/util';

/** Names for the Blades of Ash board, built from the card data (command texts come from the API). */

/** The game's view as the API sends it (JSON); null before the game starts or for a shape it is not. */
export function parseBladesView(state: unknown): BladesView | null {
  if (typeof state !== 'object' || state === null || !Array.isArray((state as { heroes?: unknown }).heroes)) return null;
  return state as BladesView;
}

export function cardName(id: string): Localized {
  return actionById(id)?.name ?? l(id, id);
}

/** An active ability of a hero on the table or of an equipment card, by ability id. */
export function abilityName(view: BladesView, abilityId: string): Localized {
  for (const hero of view.heroes) {
    const own = heroById(hero.id)?.abilities.find((a) => a.id === abilityId);
    if (own) return own.name;
    for (const cardId of hero.equipment) {
      const gear = actionById(cardId)?.equipment?.ability;
      if (gear?.id === abilityId) return gear.name;
    }
  }
  return l(abilityId, abilityId);
}

/** Triggered actions ("Acciones Disparadas", 000_7cbcfc9bc47f1014.txt, "Resolución de Acciones"). */
const TRIGGERS: Readonly<Record<string, Localized>> = {
  clashStart: l('al empezar el choque', 'at the start of the clash'),
  clashEnd: l('al terminar el choque', 'at the end of the clash'),
  damageTaken: l('al recibir daño', 'on taking damage'),
  damageDealt: l('al causar daño', 'on dealing damage'),
  healed: l('al curarse', 'on being healed'),
  rivalCardPlayed: l('cuando el rival juega una carta', 'when the opponent plays a card'),
  allyCardPlayed: l('cuando su jugador juega una carta', 'when its player plays a card'),
  rivalKnockedOut: l('cuando su rival queda fuera de combate', 'when its rival is knocked out'),
};

export function triggerName(on: string): Localized {
  const when = TRIGGERS[on] ?? l(on, on);
  return l(`Acción desencadenada ${when.es}`, `Triggered action ${when.en}`);
}

export function heroName(view: BladesView, index: number | null | undefined): Localized {
  if (index === null || index === undefined) return l('—', '—');
  return view.heroes[index]?.name ?? l(`#${index}`, `#${index}`);
}
