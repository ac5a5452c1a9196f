import type { Localized } from '@cronica/util';
import type { Message } from './decider.js';

type DataOf<Event extends Message, Type> = Extract<Event, { readonly type: Type }>['data'];

/** A hidden field as a judge reads it in the audit: what it holds, and its value in words. */
export interface SecretWords {
  readonly name: Localized;
  readonly value: Localized;
}

/**
 * For each event type, the fields the game's `secrets` hide, each with its name for a judge and
 * its value worded on the state the event applies to: card ids by the cards' names, a draft's
 * picks by the heroes they keep, never the ids or positions the event stores.
 */
export type SecretFieldWords<State, Event extends Message> = {
  readonly [Type in Event['type']]?: {
    readonly [Field in keyof DataOf<Event, Type> & string]?: {
      readonly name: Localized;
      readonly value: (data: DataOf<Event, Type>, before: State) => Localized;
    };
  };
};

interface AnyFieldWords<State> {
  readonly name: Localized;
  readonly value: (data: unknown, before: State) => Localized;
}

/** An empty value (no cards drawn, none swapped) reads as such, never as a blank. */
const NOTHING: Localized = { es: 'nada', en: 'nothing' };
const orNothing = (value: Localized): Localized => (value.es.trim() === '' && value.en.trim() === '' ? NOTHING : value);

/** A describer's `secret` read from a table of words; null for a field the table leaves out. */
export function secretWords<State, Event extends Message>(
  table: SecretFieldWords<State, Event>,
): (event: Event, field: string, before: State) => SecretWords | null {
  const fields = table as Readonly<Record<string, Readonly<Record<string, AnyFieldWords<State>>> | undefined>>;
  return (event, field, before) => {
    const words = fields[event.type]?.[field];
    return words === undefined ? null : { name: words.name, value: orNothing(words.value(event.data, before)) };
  };
}
