import { ApiProperty } from '@nestjs/swagger';
import { codedMessage } from '../../common/http/validation';
import { Transform } from 'class-transformer';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { SuccessResponseDto } from '../../common/http/error-response.dto';
import { noteErrors } from '../../i18n/errors';

export const TIMELINE_KINDS = [
  'submitted',
  'resubmitted',
  'note_added',
  'rejected',
  'approved',
  'scheduled',
  'unscheduled',
  'reward_credited',
  'reward_failed',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export class TimelineEntryDto {
  @ApiProperty({ enum: TIMELINE_KINDS }) kind!: TimelineKind;
  @ApiProperty({ type: String, format: 'date-time' }) at!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Qui ; null pour la validation automatique ou le worker' })
  actor_name!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Raison du rejet, texte de la note, montant versé…' })
  detail!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Note interne écrite avec cette décision (approbation, rejet, programmation) : pour l’équipe seulement, null pour le contributeur',
  })
  internal_note!: string | null;
}

export class TimelineResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [TimelineEntryDto], description: 'Du plus ancien au plus récent' }) timeline!: TimelineEntryDto[];
}

export class SubmissionNoteDto {
  @ApiProperty() id!: number;
  @ApiProperty() submission_id!: number;
  @ApiProperty({ type: String, nullable: true }) author_name!: string | null;
  @ApiProperty({ description: 'Auteur de la note : l’équipe ou le contributeur' }) from_staff!: boolean;
  @ApiProperty({ description: 'Texte brut' }) body!: string;
  @ApiProperty() resolved!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}

export class SubmissionNotesResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [SubmissionNoteDto] }) notes!: SubmissionNoteDto[];
}

export class SubmissionNoteResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: SubmissionNoteDto }) note!: SubmissionNoteDto;
}

export class AddSubmissionNoteDto {
  @ApiProperty({ maxLength: 2000, example: 'Pouvez-vous ajouter une capture de la console ?' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString(codedMessage(noteErrors.empty))
  @MaxLength(2000, codedMessage(noteErrors.tooLong))
  body!: string;
}

export class ResolveSubmissionNoteDto {
  @ApiProperty({ description: 'true : résolue ; false : rouverte' })
  @IsBoolean()
  resolved!: boolean;
}
