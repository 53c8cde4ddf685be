import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from '../../common/http/error-response.dto';
import type { ProfileTag } from '../../users/entities/profile-tag.entity';

export class ProfileTagDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'Développeur' }) name!: string;
  @ApiProperty({ example: '#FCD34D' }) color!: string;
}

export const toProfileTagDto = (tag: ProfileTag): ProfileTagDto => ({ id: tag.id, name: tag.name, color: tag.color });

export class ProfileTagsResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [ProfileTagDto] }) tags!: ProfileTagDto[];
}

export class ProfileTagSavedResponseDto extends SuccessResponseDto {
  @ApiProperty({ example: 'Tag créé avec succès' }) message!: string;
  @ApiProperty({ type: ProfileTagDto }) tag!: ProfileTagDto;
}

export class TagsAssignedResponseDto extends SuccessResponseDto {
  @ApiProperty({ example: 'Tags mis à jour avec succès' }) message!: string;
  @ApiProperty({ type: [ProfileTagDto] }) tags!: ProfileTagDto[];
}
