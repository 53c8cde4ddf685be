import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from '../../common/http/error-response.dto';

export class BrandDto {
  @ApiProperty({ example: 'GameHost' }) name!: string;
  @ApiProperty({ example: 'https://hebergeur.example' }) mainSiteUrl!: string;
  @ApiProperty() gameServersUrl!: string;
  @ApiProperty() vpsUrl!: string;
  @ApiProperty({ description: 'Connexion à l’espace client' }) clientAreaUrl!: string;
  @ApiProperty() supportUrl!: string;
  @ApiProperty() discordUrl!: string;
  @ApiProperty() twitterUrl!: string;
  @ApiProperty() youtubeUrl!: string;
  @ApiProperty() instagramUrl!: string;
  @ApiProperty({
    example: 'https://hebergeur.example/cgu',
    description: 'Conditions générales d’utilisation (case à cocher de l’inscription, pied de page)',
  })
  termsUrl!: string;
}

export class SiteResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: BrandDto }) brand!: BrandDto;
  @ApiProperty({ example: 'http://localhost:3000', description: 'Origine publique du site (URL canoniques)' })
  public_url!: string;
}
