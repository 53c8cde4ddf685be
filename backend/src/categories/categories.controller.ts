import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public, Roles, Staff } from '../access/decorators/access.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { SuccessResponseDto } from '../common/http/error-response.dto';
import { CategoriesService } from './categories.service';
import { CategoriesResponseDto, CategorySavedResponseDto } from './dto/category-response.dto';
import { CreateCategoryDto, UpdateCategoryDto } from './dto/save-category.dto';
import { categorySuccesses } from '../i18n/successes';

@ApiTags('Catégories')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Catégories actives, par ordre puis par nom' })
  @ApiOkResponse({ type: CategoriesResponseDto })
  async listActive(): Promise<CategoriesResponseDto> {
    return { success: true, categories: await this.categories.listActive() };
  }

  @Get('all')
  @Staff()
  @ApiOperation({ summary: 'Toutes les catégories, actives ou non' })
  @ApiOkResponse({ type: CategoriesResponseDto })
  async listAll(): Promise<CategoriesResponseDto> {
    return { success: true, categories: await this.categories.listAll() };
  }

  @Post()
  @Roles('admin')
  @ApiOperation({ summary: 'Créer une catégorie' })
  @ApiOkResponse({ type: CategorySavedResponseDto })
  @ApiErrors(400, 409)
  async create(@Body() dto: CreateCategoryDto): Promise<CategorySavedResponseDto> {
    return { success: true, message: categorySuccesses.created, category: await this.categories.create(dto) };
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Modifier une catégorie' })
  @ApiOkResponse({ type: CategorySavedResponseDto })
  @ApiErrors(400, 404, 409)
  async update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateCategoryDto): Promise<CategorySavedResponseDto> {
    return { success: true, message: categorySuccesses.updated, category: await this.categories.update(id, dto) };
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Supprimer une catégorie (ses articles restent, sans catégorie)' })
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiErrors(404)
  async remove(@Param('id', ParseIntPipe) id: number): Promise<SuccessResponseDto> {
    await this.categories.remove(id);
    return { success: true };
  }
}
