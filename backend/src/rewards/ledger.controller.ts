import { Readable } from 'node:stream';
import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../access/auth-user';
import { Roles } from '../access/decorators/access.decorator';
import { CurrentUser } from '../access/decorators/current-user.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { parisDay } from '../common/text/paris-day';
import { ledgerTexts } from '../i18n/ledger';
import {
  LedgerFilterDto,
  LedgerQueryDto,
  LedgerResponseDto,
  MismatchReviewBodyDto,
  MismatchReviewResponseDto,
  ReconciliationResponseDto,
} from './dto/ledger.dto';
import { LedgerService } from './ledger.service';

@ApiTags('Récompenses')
@Controller('admin/rewards/ledger')
export class LedgerController {
  constructor(private readonly ledger: LedgerService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({ summary: 'Registre des récompenses : filtres, totaux par statut et devise, dernière vérification WHMCS' })
  @ApiOkResponse({ type: LedgerResponseDto })
  @ApiErrors(400)
  async list(@Query() query: LedgerQueryDto): Promise<LedgerResponseDto> {
    return { success: true, ...(await this.ledger.page(query)) };
  }

  @Get('csv')
  @Roles('admin')
  @ApiOperation({
    summary:
      'Export CSV du registre : une ligne par récompense sous les en-têtes français (séparateur « ; », virgule décimale), sans totaux',
  })
  @ApiOkResponse({ description: 'Fichier CSV (UTF-8 avec BOM)', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiErrors(400)
  csv(@Query() query: LedgerFilterDto, @Res({ passthrough: true }) reply: FastifyReply): StreamableFile {
    const chunks = this.ledger.csv(query);
    reply.header('Cache-Control', 'no-store');
    return new StreamableFile(Readable.from(chunks), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${ledgerTexts.fileName(parisDay())}"`,
    });
  }

  @Get('check')
  @Roles('admin')
  @ApiOperation({ summary: 'Dernière vérification avec WHMCS (progression, écarts trouvés)' })
  @ApiOkResponse({ type: ReconciliationResponseDto })
  @ApiErrors()
  async lastCheck(): Promise<ReconciliationResponseDto> {
    return { success: true, check: await this.ledger.lastCheck() };
  }

  @Post('check')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({
    summary: 'Vérifier avec WHMCS : compare chaque récompense créditée au journal de crédits du client (sur le worker)',
  })
  @ApiOkResponse({ type: ReconciliationResponseDto })
  @ApiErrors()
  async startCheck(): Promise<ReconciliationResponseDto> {
    return { success: true, check: await this.ledger.startCheck() };
  }

  @Put(':id/mismatch-review')
  @Roles('admin')
  @ApiOperation({
    summary: 'Marquer comme vu, avec un commentaire, l’écart avec WHMCS trouvé sur une récompense par la dernière vérification',
  })
  @ApiOkResponse({ type: MismatchReviewResponseDto })
  @ApiErrors(400, 404)
  async markMismatchSeen(
    @Param('id', ParseIntPipe) id: number,
    @Body() body: MismatchReviewBodyDto,
    @CurrentUser() user: AuthUser,
  ): Promise<MismatchReviewResponseDto> {
    return { success: true, mismatch: await this.ledger.markMismatchSeen(id, body.comment, user.id) };
  }
}
