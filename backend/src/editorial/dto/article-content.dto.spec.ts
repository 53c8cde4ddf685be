import type { Type } from '@nestjs/common';
import { ApiError } from '../../common/http/api-error';
import { createValidationPipe } from '../../common/http/validation';
import { articleErrors } from '../../i18n/errors';
import { ArticleContentInputDto as SaveWorkingCopyDto } from './article-content.dto';
import { SaveArticleDto } from './save-article.dto';

const pipe = createValidationPipe();
const read = (metatype: Type, body: object) =>
  pipe.transform(body, { type: 'body', metatype }) as Promise<Record<string, unknown>>;
const refusal = async (metatype: Type, body: object): Promise<string> => {
  try {
    await read(metatype, body);
  } catch (error) {
    if (error instanceof ApiError) return (error.getResponse() as { error: string }).error;
    throw error;
  }
  throw new Error('not refused');
};

/** An autosave's body (`SaveWorkingCopyDto`) is `ArticleContentInputDto` as it is. */
describe('article content DTOs', () => {
  it('a save answers the spec’s single text for a title or content that is not text; an autosave the field’s own', async () => {
    expect(await refusal(SaveArticleDto, { title: 5 })).toBe(articleErrors.titleAndContentRequired.text);
    expect(await refusal(SaveArticleDto, { content: 5 })).toBe(articleErrors.titleAndContentRequired.text);
    expect(await refusal(SaveWorkingCopyDto, { title: 5 })).not.toBe(articleErrors.titleAndContentRequired.text);
  });

  it('a save trims its title and slug before checking them; an autosave takes them as typed', async () => {
    expect(await read(SaveArticleDto, { title: '  Paper  ', slug: ' paper ' })).toMatchObject({ title: 'Paper', slug: 'paper' });
    expect(await read(SaveWorkingCopyDto, { title: '  Paper  ', slug: ' paper ' })).toMatchObject({
      title: '  Paper  ',
      slug: ' paper ',
    });
  });

  it('both check the shared content fields the same way', async () => {
    for (const dto of [SaveArticleDto, SaveWorkingCopyDto]) {
      expect(await read(dto, { category_id: '' })).toMatchObject({ category_id: null });
      expect(await read(dto, { category_id: '7' })).toMatchObject({ category_id: 7 });
      expect(await refusal(dto, { category_id: 'abc' })).toBe(articleErrors.categoryInvalid.text);
      await expect(read(dto, { meta_title: 'a'.repeat(256) })).rejects.toBeInstanceOf(ApiError);
      await expect(read(dto, { featured_image: 'a'.repeat(501) })).rejects.toBeInstanceOf(ApiError);
      await expect(read(dto, { unknown: 1 })).rejects.toBeInstanceOf(ApiError);
    }
  });

  it('only a save takes a status, a publication date and a draft key', async () => {
    expect(await read(SaveArticleDto, { status: 'draft', draft_key: 'k1' })).toMatchObject({ status: 'draft' });
    await expect(read(SaveWorkingCopyDto, { status: 'draft' })).rejects.toBeInstanceOf(ApiError);
  });
});
