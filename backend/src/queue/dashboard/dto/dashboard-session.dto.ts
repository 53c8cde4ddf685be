import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from '../../../common/http/error-response.dto';

export class QueueDashboardSessionResponseDto extends SuccessResponseDto {
  @ApiProperty({ example: '/blog/admin/queues/', description: 'Adresse du tableau de bord, à ouvrir par navigation' })
  url!: string;

  @ApiProperty({ example: '2026-01-01T12:30:00.000Z', description: 'Fin de validité du cookie de session du tableau de bord' })
  expires_at!: string;
}
