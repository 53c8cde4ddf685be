import { Controller, Delete, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../access/auth-user';
import { CurrentUser } from '../../access/decorators/current-user.decorator';
import { Authenticated, Roles } from '../../access/decorators/access.decorator';
import { SuccessResponseDto } from '../../common/http/error-response.dto';
import { DashboardSessions, QUEUE_DASHBOARD_PATH } from './dashboard-session';
import { QueueDashboardSessionResponseDto } from './dto/dashboard-session.dto';

@ApiTags('Files de tâches')
@Controller('admin/queues')
export class QueueDashboardController {
  constructor(private readonly sessions: DashboardSessions) {}

  @Post('session')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({
    summary:
      'Ouvre le tableau de bord des files de tâches : pose un cookie de session court (HttpOnly, SameSite=Strict) limité à /blog/admin/queues',
  })
  @ApiOkResponse({ type: QueueDashboardSessionResponseDto })
  async open(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<QueueDashboardSessionResponseDto> {
    const session = await this.sessions.open(user.id, this.sessions.secureFor(request));
    reply.header('Set-Cookie', session.cookie).header('Cache-Control', 'no-store');
    return { success: true, url: `${QUEUE_DASHBOARD_PATH}/`, expires_at: session.expiresAt.toISOString() };
  }

  @Delete('session')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary:
      'Ferme les sessions du tableau de bord des files de cet utilisateur, sur le serveur et dans le navigateur (à la déconnexion du back-office)',
  })
  @ApiOkResponse({ type: SuccessResponseDto })
  async close(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SuccessResponseDto> {
    const cookie = await this.sessions.close(user.id, this.sessions.secureFor(request));
    reply.header('Set-Cookie', cookie).header('Cache-Control', 'no-store');
    return { success: true };
  }
}
