import { actionById, type BladesView, type HeroView } from '@cronica/blades-of-ash';
import { localized as l, type Localized } from '@cronica/util';

/** Names for the Blades of Ash board, built from the card data (command texts come from the API). */

/** The game's view as the API sends it (JSON); null before the game starts or for a shape it is not. */
export function parseBladesView(state: unknown): BladesView | null {
  if (typeof state !== 'object' || state === null || !Array.isArray((state as { heroes?: unknown }).heroes))
    return null;
  return state as BladesView;
}

export function cardName(id: string): Localized {
  return actionById(id)?.name ?? l(id, id);
}

/** An active ability of a hero on the table (its own or its equipment's, as the view lists them), by ability id. */
export function abilityName(view: BladesView, abilityId: string): Localized {
  return abilityOnTable(view, abilityId)?.name ?? l(abilityId, abilityId);
}

/** The first hero's ability with this id among the view's heroes. */
export function abilityOnTable(view: BladesView, abilityId: string): HeroView['abilities'][number] | null {
  for (const hero of view.heroes) {
    const ability = hero.abilities.find((a) => a.id === abilityId);
    if (ability) return ability;
  }
  return null;
}

export function heroName(view: BladesView, index: number | null | undefined): Localized {
  if (index === null || index === undefined) return l('—', '—');
  return view.heroes[index]?.name ?? l(`#${index}`, `#${index}`);
}
