import { Inject, Injectable } from '@nestjs/common';
import type { GameRegistry } from '@cronica/games';
import { practiceBot, type AnyGameModule } from '@cronica/rules-kernel';
import { pick } from '@cronica/util';
import { badInput, conflict, DomainError } from '../common/errors.js';
import { GAME_REGISTRY } from './match-config.js';

/**
 * The games this API plays online, as a match is asked for one: the game's module, the format
 * options its own schema parses, and its bots by name. Every way a match is set up (practice,
 * table, invitation, campaign session, tournament table) asks here, so each refuses alike.
 */
@Injectable()
export class PlayableGames {
  constructor(@Inject(GAME_REGISTRY) private readonly games: GameRegistry) {}

  /** The game's module; BAD_USER_INPUT for an unknown game, CONFLICT for one not played online. */
  module(game: string): AnyGameModule {
    const module = this.games.module(game);
    if (module !== undefined) return module;
    const entry = this.games.find(game);
    if (entry === undefined) throw badInput([{ path: 'game', message: `unknown game: ${game.slice(0, 40)}` }]);
    throw conflict(
      {
        es: `${pick(entry.name, 'es')} aún no se juega en línea: sus partidas se juegan en la mesa y el resultado se informa.`,
        en: `${pick(entry.name, 'en')} is not played online yet: its matches are played at the table and the result reported.`,
      },
      { game },
    );
  }

  /** The game's format options parsed by its own schema; BAD_USER_INPUT naming each wrong field. */
  options(module: AnyGameModule, given: unknown): unknown {
    const parsed = module.setup.optionsSchema.safeParse(given ?? {});
    if (parsed.success) return parsed.data;
    const problems = parsed.error.issues.map((issue) => ({
      path: ['options', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    const listed = problems.map((p) => `${p.path} (${p.message})`).join('; ');
    throw new DomainError(
      'BAD_USER_INPUT',
      {
        es: `Opciones de formato no válidas para ${module.name.es}: ${listed}.`,
        en: `Invalid format options for ${module.name.en}: ${listed}.`,
      },
      { problems },
    );
  }

  /** One of the game's bots by name (its practice default when none is named); BAD_USER_INPUT otherwise. */
  bot(module: AnyGameModule, name: string | null): string {
    if (name === null) return practiceBot(module.bots)!.name;
    if (module.bots.some((bot) => bot.name === name)) return name;
    throw badInput([{ path: 'bot', message: `one of ${module.bots.map((bot) => bot.name).join(', ')}` }]);
  }

  /** The library that holds the game's rules, as a match's replay names it. */
  library(module: AnyGameModule): string {
    return this.games.find(module.id)?.library ?? `@cronica/${module.id}`;
  }
}
