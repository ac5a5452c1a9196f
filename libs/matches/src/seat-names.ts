import { isBot } from './match-commands.js';

/**
 * Each seat's name, in seat order, as every page and log line calls it: a person by `nameOf` (their
 * display name), a bot "Bot" — numbered "Bot 1", "Bot 2"… in seat order where several bots sit, so
 * a line says which one acted.
 */
export function seatNames(players: readonly string[], nameOf: (playerId: string) => string): string[] {
  const bots = players.filter(isBot).length;
  let bot = 0;
  return players.map((player) => {
    if (!isBot(player)) return nameOf(player);
    bot += 1;
    return bots > 1 ? `Bot ${bot}` : 'Bot';
  });
}
