import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { UsersModule } from '../../users/users.module';
import { DashboardSessions } from './dashboard-session';
import { DashboardSessionStore } from './dashboard-session-store';
import { QueueDashboardController } from './queue-dashboard.controller';
import { QueueDashboardRoutes } from './queue-dashboard.routes';

/** The job dashboard of the API process (Bull Board, admins only); the worker has none. */
@Module({
  imports: [UsersModule, JwtModule.register({})],
  controllers: [QueueDashboardController],
  providers: [DashboardSessions, DashboardSessionStore, QueueDashboardRoutes],
})
export class QueueDashboardModule {}
