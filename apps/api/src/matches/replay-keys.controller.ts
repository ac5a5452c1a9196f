import { Controller, Get, Header, Inject } from '@nestjs/common';
import { replayKeysDocument, type NodeReplaySigner, type ReplayKeysDocument } from '@cronica/replay-signing';
import { MATCH_SIGNER } from './match-config.js';

/** The public key replays are signed with, for verifiers to pin. */
@Controller('.well-known')
export class ReplayKeysController {
  constructor(@Inject(MATCH_SIGNER) private readonly signer: NodeReplaySigner) {}

  @Get('cronica-replay-keys.json')
  @Header('cache-control', 'public, max-age=300')
  keys(): ReplayKeysDocument {
    return replayKeysDocument([this.signer]);
  }
}
