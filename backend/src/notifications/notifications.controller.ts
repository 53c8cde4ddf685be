import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBadRequestResponse, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../access/auth-user';
import { Authenticated, Public } from '../access/decorators/access.decorator';
import { CurrentUser } from '../access/decorators/current-user.decorator';
import { badRequest } from '../common/http/api-error';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { SuccessResponseDto } from '../common/http/error-response.dto';
import { AppConfig } from '../config/app-config';
import { notificationErrors } from '../i18n/errors';
import {
  EmailPreferencesResponseDto,
  ListNotificationsQueryDto,
  NotificationsResponseDto,
  UnreadCountResponseDto,
  UnsubscribeFormDto,
  UnsubscribeQueryDto,
  UpdateEmailPreferencesDto,
} from './dto/notification.dto';
import { NotificationsService } from './notifications.service';
import type { CheckedUnsubscribeLink } from './unsubscribe-links';
import { confirmUnsubscribePage, refusedUnsubscribePage, resubscribedPage, unsubscribedPage } from './unsubscribe-page';

@ApiTags('Notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly config: AppConfig,
  ) {}

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
  @ApiOperation({
    summary: 'Lien signé de désinscription d’un e-mail (sans connexion) : la page qui demande confirmation, rien ne change',
  })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'Page de confirmation', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: 'Page qui dit le lien invalide ou expiré', schema: { type: 'string' } })
  unsubscribePage(@Query() query: UnsubscribeQueryDto, @Res({ passthrough: true }) reply: FastifyReply): string {
    // Mail scanners and link previews open links: a GET only shows what a click would stop.
    const checked = this.notifications.checkUnsubscribeLink(query);
    htmlPage(reply, checked.link ? 200 : 400);
    return checked.link
      ? confirmUnsubscribePage(this.brand(), checked.link)
      : refusedUnsubscribePage(this.brand(), checked.check);
  }

  /**
   * RFC 8058 one-click unsubscribe, posted by mail clients from the `List-Unsubscribe` header (JSON answer), and
   * the button of the link's page (`from=page`, answered with a page).
   */
  @Post('unsubscribe')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Désinscription en un clic (List-Unsubscribe-Post) ou depuis la page du lien' })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiProduces('application/json', 'text/html')
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiErrors(400)
  async unsubscribeOneClick(
    @Query() query: UnsubscribeQueryDto,
    @Body() form: UnsubscribeFormDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SuccessResponseDto | string> {
    const checked = await this.notifications.unsubscribe(query);
    if (form?.from === 'page') {
      htmlPage(reply, checked.link ? 200 : 400);
      return checked.link ? unsubscribedPage(this.brand(), checked.link) : refusedUnsubscribePage(this.brand(), checked.check);
    }
    refuseUnlessValid(checked);
    return { success: true };
  }

  /** The undo of the unsubscribe page: the same signed link turns the e-mail back on. */
  @Post('resubscribe')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Annuler une désinscription depuis la page du lien signé' })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiProduces('application/json', 'text/html')
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiErrors(400)
  async resubscribe(
    @Query() query: UnsubscribeQueryDto,
    @Body() form: UnsubscribeFormDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SuccessResponseDto | string> {
    const checked = await this.notifications.resubscribe(query);
    if (form?.from === 'page') {
      htmlPage(reply, checked.link ? 200 : 400);
      return checked.link ? resubscribedPage(this.brand(), checked.link) : refusedUnsubscribePage(this.brand(), checked.check);
    }
    refuseUnlessValid(checked);
    return { success: true };
  }

  private brand(): string {
    return this.config.brand.name;
  }
}

function htmlPage(reply: FastifyReply, status: number): void {
  reply.status(status).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store');
}

function refuseUnlessValid(checked: CheckedUnsubscribeLink): void {
  if (checked.check === 'expired') throw badRequest(notificationErrors.unsubscribeExpired);
  if (checked.check !== 'valid') throw badRequest(notificationErrors.unsubscribeInvalid);
}
