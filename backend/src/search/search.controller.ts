import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../access/decorators/access.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { SearchQueryDto } from './dto/search-query.dto';
import { SearchResponseDto } from './dto/search-response.dto';
import { SuggestQueryDto, SuggestResponseDto } from './dto/suggest.dto';
import { SearchService } from './search.service';

@ApiTags('Articles')
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Recherche plein texte dans les articles publiés (français : accents, pluriels et mots vides indifférents)',
  })
  @ApiOkResponse({ type: SearchResponseDto })
  @ApiErrors(400)
  async find(@Query() query: SearchQueryDto): Promise<SearchResponseDto> {
    return { success: true, ...(await this.search.search(query)) };
  }

  @Get('suggest')
  @Public()
  @ApiOperation({
    summary: 'Suggestions pendant la saisie : articles publiés, catégories et auteurs dont le nom commence par les mots tapés',
  })
  @ApiOkResponse({ type: SuggestResponseDto })
  @ApiErrors(400)
  async suggest(@Query() query: SuggestQueryDto): Promise<SuggestResponseDto> {
    return { success: true, ...(await this.search.suggest(query.q ?? '')) };
  }
}
