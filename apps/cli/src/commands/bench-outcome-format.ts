import { sampleEncounter } from '@cronica/accion';
import type { AnyGameModule } from '@cronica/rules-kernel';

/**
 * The format the outcome tally (and so the practice bars) plays when `--format` names none: the
 * game's Standard format, but for La Regla de Acción the "Ambush on the road" sample. Its Standard
 * encounter (one hero against a bandit and an archer) is won by the party whoever plays the GM:
 * the greedy GM beat the greedy party in 12.5 % of 4,000 encounters, and no GM plan tried did
 * better than 15 % (baiting, hexing, focus, break of the flow, look-ahead: libs/rules/accion,
 * strong-bot.ts), so a bot's win rate there is its party's alone. The ambush (two bandits and an
 * archer) against the same one hero is near even for the greedy bot on both sides (the GM wins
 * ~55 %), so a win rate with the seats swapped tells how a bot plays each side (RULES-NOTES.md,
 * "Bots and the bench").
 */
const OUTCOME_FORMATS: Readonly<Record<string, () => unknown>> = {
  accion: () => sampleEncounter('emboscada'),
};

/** The outcome tally's format: `format` when `--format` named one, else the game's own choice. */
export function outcomeFormat(module: AnyGameModule, format: unknown, named: boolean): unknown {
  const own = OUTCOME_FORMATS[module.id];
  return named || own === undefined ? format : own();
}
