import { Module } from '@nestjs/common';
import { MatchModule } from '../matches/index.js';
import { DeckLibraryResolver } from './deck-library.resolver.js';

/** My decks: the saved decks of each account (the service lives with the matches, which play them). */
@Module({
  imports: [MatchModule],
  providers: [DeckLibraryResolver],
})
export class DeckLibraryModule {}
