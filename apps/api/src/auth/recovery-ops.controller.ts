import {
  Controller,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Req,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { Request } from 'express';
import { API_CONFIG, type ApiConfig } from '../config/config.js';
import { opsAllowed } from '../health/ops-access.js';
import { AccountRecovery } from './recovery.service.js';

/**
 * `POST /ops/accounts/:username/recovery-code`, for the server's operator only (OPS_TOKEN, or a
 * request on this machine when none is set: ops-access.ts), as `npm run -s cli -- account
 * recovery-code` sends it: a new recovery code for a person who forgot their password and kept
 * none, handed over once the operator is sure the account is theirs. Anyone else, an unknown or an
 * erased account: 404, alike. Only a JSON body is taken, so a page in the operator's browser cannot
 * send it unasked (a cross-site JSON post needs a preflight the API's CORS refuses).
 */
@Controller('ops/accounts')
export class RecoveryOpsController {
  constructor(
    private readonly recovery: AccountRecovery,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Post(':username/recovery-code')
  @HttpCode(201)
  async issue(@Param('username') username: string, @Req() req: Request): Promise<{ code: string; setAt: string }> {
    if (!opsAllowed(this.config, req)) throw new NotFoundException();
    if (!req.is('application/json')) throw new UnsupportedMediaTypeException('application/json');
    const issued = await this.recovery.issueForOperator(username);
    if (!issued) throw new NotFoundException();
    return issued;
  }
}
