import { withoutUnsubscribeSignatures } from '../notifications/unsubscribe-links';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { Roles } from '../access/decorators/access.decorator';
import { AppConfig } from '../config/app-config';
import { notFound } from '../common/http/api-error';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { SuccessResponseDto } from '../common/http/error-response.dto';
import { mailErrors } from '../i18n/errors';
import { MailTransport } from './mail-transport';
import { OutboxRepository } from './outbox.repository';

export class OutboxMessageDto {
  @ApiProperty() id!: number;
  @ApiProperty() to!: string;
  @ApiProperty() subject!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ description: 'HTML de l’e-mail, à afficher dans un cadre isolé' }) html!: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) headers!: Record<string, string>;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}

export class OutboxResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [OutboxMessageDto] }) messages!: OutboxMessageDto[];
}

export class OutboxQueryDto {
  @ApiPropertyOptional({ default: 50, maximum: 200 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  limit?: number;
}

/** The e-mails kept instead of sent on the embedded default (demo mode, no SMTP_URL): admins read them here. */
@ApiTags('Notifications')
@Controller('admin/outbox')
@Roles('admin')
export class OutboxController {
  constructor(
    private readonly config: AppConfig,
    private readonly transport: MailTransport,
    private readonly outbox: OutboxRepository,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Boîte d’envoi locale (mode démonstration sans serveur SMTP)' })
  @ApiOkResponse({ type: OutboxResponseDto })
  @ApiErrors(400, 404)
  async list(@Query() query: OutboxQueryDto): Promise<OutboxResponseDto> {
    if (!this.config.seedDemo || !this.transport.keepsInOutbox) throw notFound(mailErrors.noOutbox);
    const rows = await this.outbox.latest(query.limit ?? 50);
    return {
      success: true,
      messages: rows.map((m) => ({
        id: m.id,
        to: m.to_address,
        subject: m.subject,
        // Staff read what was sent, never a recipient's working unsubscribe link.
        text: withoutUnsubscribeSignatures(m.text_body),
        html: withoutUnsubscribeSignatures(m.html_body),
        headers: JSON.parse(withoutUnsubscribeSignatures(m.headers)) as Record<string, string>,
        created_at: new Date(m.created_at).toISOString(),
      })),
    };
  }
}
