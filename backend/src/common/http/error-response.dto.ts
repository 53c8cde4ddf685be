import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ErrorDetailDto {
  @ApiProperty({ example: 'title' })
  field!: string;

  @ApiProperty({ example: 'Titre et contenu requis' })
  message!: string;
}

export class ErrorResponseDto {
  @ApiProperty({ example: false })
  success!: false;

  @ApiProperty({ description: 'Texte d’erreur en français, à afficher tel quel', example: 'Requête invalide' })
  error!: string;

  @ApiProperty({ example: 'Requête invalide' })
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
