'use client';

import { useState } from 'react';
import type { PiecePicking } from './Pickable';

/** The copy of card `id` that shows picked: the one tapped while it still holds that card, else the first in the hand. */
export function pickedCopy(hand: readonly string[], tapped: number | null, id: string): number {
  return tapped !== null && hand[tapped] === id ? tapped : hand.indexOf(id);
}

/**
 * Picking from a hand that may hold copies of one card. Their moves are the same (one key,
 * `card:<id>`), but only the copy tapped shows picked, as a player expects of the card she
 * touched; tapping another copy of the picked card moves the pick to it instead of dropping it.
 * Returns each hand position's picking.
 */
export function useHandPicking(hand: readonly string[], picking: PiecePicking): (index: number) => PiecePicking {
  const [tapped, setTapped] = useState<number | null>(null);
  return (index) => {
    const id = hand[index] ?? '';
    const key = `card:${id}`;
    const picked = picking.selected === key;
    const thisCopy = pickedCopy(hand, tapped, id) === index;
    return {
      keys: picking.keys,
      selected: picked && thisCopy ? key : null,
      onPick: (tappedKey) => {
        setTapped(index);
        if (!picked || thisCopy) picking.onPick(tappedKey);
      },
    };
  };
}
