import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { Authenticated, Public } from '../auth/decorators/access.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { badRequest } from '../common/http/api-error';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { SuccessResponseDto } from '../common/http/error-response.dto';
import { notificationErrors } from '../i18n/errors';
import {
  EmailPreferencesResponseDto,
  ListNotificationsQueryDto,
  NotificationsResponseDto,
  UnreadCountResponseDto,
  UnsubscribeQueryDto,
  UpdateEmailPreferencesDto,
} from './dto/notification.dto';
import { NotificationsService } from './notifications.service';
import { unsubscribePage } from './unsubscribe-page';

@ApiTags('Notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'Mes notifications, les plus récentes d’abord' })
  @ApiOkResponse({ type: NotificationsResponseDto })
  @ApiErrors(400)
  async list(@CurrentUser() user: AuthUser, @Query() query: ListNotificationsQueryDto): Promise<NotificationsResponseDto> {
    return { success: true, ...(await this.notifications.page(user, query.limit ?? 20, query.page ?? 1)) };
  }

  @Get('unread-count')
  @Authenticated()
  @ApiOperation({ summary: 'Nombre de mes notifications non lues (la cloche)' })
  @ApiOkResponse({ type: UnreadCountResponseDto })
  async unread(@CurrentUser() user: AuthUser): Promise<UnreadCountResponseDto> {
    return { success: true, unread: await this.notifications.unread(user) };
  }

  @Put('read-all')
  @Authenticated()
  @ApiOperation({ summary: 'Tout marquer comme lu' })
  @ApiOkResponse({ type: SuccessResponseDto })
  async readAll(@CurrentUser() user: AuthUser): Promise<SuccessResponseDto> {
    await this.notifications.markAllRead(user);
    return { success: true };
  }

  @Put(':id/read')
  @Authenticated()
  @ApiOperation({ summary: 'Marquer une de mes notifications comme lue' })
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiErrors(404)
  async read(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<SuccessResponseDto> {
    await this.notifications.markRead(user, id);
    return { success: true };
  }

  @Get('preferences')
  @Authenticated()
  @ApiOperation({ summary: 'Mes préférences d’e-mail (les notifications dans le back-office restent toujours actives)' })
  @ApiOkResponse({ type: EmailPreferencesResponseDto })
  async preferences(@CurrentUser() user: AuthUser): Promise<EmailPreferencesResponseDto> {
    return { success: true, preferences: await this.notifications.preferences(user) };
  }

  @Put('preferences')
  @Authenticated()
  @ApiOperation({ summary: 'Activer ou couper chaque sorte d’e-mail' })
  @ApiOkResponse({ type: EmailPreferencesResponseDto })
  @ApiErrors(400)
  async updatePreferences(
    @CurrentUser() user: AuthUser,
    @Body() dto: UpdateEmailPreferencesDto,
  ): Promise<EmailPreferencesResponseDto> {
    if (!Object.values(dto.emails).every((v) => typeof v === 'boolean')) throw badRequest(notificationErrors.preferencesInvalid);
    return { success: true, preferences: await this.notifications.updatePreferences(user, dto.emails) };
  }

  @Get('unsubscribe')
  @Public()
  @ApiOperation({ summary: 'Lien signé de désinscription d’un e-mail (sans connexion)' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'Page de confirmation', schema: { type: 'string' } })
  @ApiErrors(400)
  async unsubscribe(@Query() query: UnsubscribeQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    await this.unsubscribeOrRefuse(query);
    // Set only on success: an error keeps the API's JSON envelope.
    reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store');
    return unsubscribePage(query.kind);
  }

  /** RFC 8058 one-click unsubscribe, posted by mail clients from the `List-Unsubscribe` header. */
  @Post('unsubscribe')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Désinscription en un clic (List-Unsubscribe-Post)' })
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiErrors(400)
  async unsubscribeOneClick(@Query() query: UnsubscribeQueryDto): Promise<SuccessResponseDto> {
    await this.unsubscribeOrRefuse(query);
    return { success: true };
  }

  private async unsubscribeOrRefuse(query: UnsubscribeQueryDto): Promise<void> {
    const check = await this.notifications.unsubscribe(query.user, query.kind, query.exp, query.sig);
    if (check === 'expired') throw badRequest(notificationErrors.unsubscribeExpired);
    if (check !== 'valid') throw badRequest(notificationErrors.unsubscribeInvalid);
  }
}
