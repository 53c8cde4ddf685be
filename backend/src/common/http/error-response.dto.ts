import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { articleErrors, httpErrors } from '../../i18n/errors';

export class ErrorDetailDto {
  @ApiProperty({ example: 'title' })
  field!: string;

  @ApiProperty({ example: articleErrors.titleAndContentRequired.text })
  message!: string;
}

export class ErrorResponseDto {
  @ApiProperty({ example: false })
  success!: false;

  @ApiProperty({ description: 'Texte d’erreur en français, à afficher tel quel', example: httpErrors.badRequest.text })
  error!: string;

  @ApiProperty({
    description:
      'Code stable de l’erreur (`article.notFound`, `validation.failed`, `http.tooManyRequests`…) : ce que les clients testent, le texte pouvant changer',
    example: 'http.badRequest',
  })
  code!: string;

  @ApiProperty({ example: httpErrors.badRequest.text })
  message!: string;

  @ApiPropertyOptional({ type: [ErrorDetailDto] })
  details?: ErrorDetailDto[];
}

export class SuccessResponseDto {
  @ApiProperty({ example: true })
  success!: true;
}

export class MessageResponseDto extends SuccessResponseDto {
  @ApiProperty({ example: 'Enregistré' })
  message!: string;
}
