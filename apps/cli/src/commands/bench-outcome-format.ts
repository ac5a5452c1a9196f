import type { AnyGameModule } from '@cronica/rules-kernel';

/**
 * The format the outcome tally (and so the practice bars) plays when `--format` names none: the
 * game's own bench options (`setup.benchOptions`) when it has them, else the format the timed games
 * play. Why a game has them: La Regla de Acción's standard encounter (one hero against a bandit and
 * an archer) is won by the party whoever plays the GM — the greedy GM beat the greedy party in
 * 12.5 % of 4,000 encounters and no GM plan tried did better than 15 % (libs/rules/accion,
 * strong-bot.ts) — so a bot's win rate there was its party's alone. Its "Ambush on the road" sample
 * against one hero is near even for the greedy bot (the GM wins ~55 %), so a win rate with the
 * seats swapped tells how a bot plays each side (libs/rules/accion/RULES-NOTES.md, "Bots and the
 * bench").
 */
export function outcomeFormat(module: AnyGameModule, format: unknown, named: boolean): unknown {
  const own = module.setup.benchOptions;
  return named || own === undefined ? format : own.call(module.setup);
}
