import { ApiRequestError } from '../../../../api/errors';
import { emptyForm } from './article-form';
import type { ArticleForm } from './use-article-draft';
import {
  chooseResume,
  draftEditorPath,
  draftTarget,
  formWithCopy,
  isDraftKey,
  isNetworkError,
  newDraftKey,
  parisTime,
  sameWorkingCopy,
  workingCopyBody,
  type WorkingCopy,
} from './working-copy';

const form = (fields: Partial<ArticleForm> = {}): ArticleForm => ({ ...emptyForm(), ...fields });

const copy = (fields: Partial<WorkingCopy> = {}): WorkingCopy => ({
  article_id: 7,
  draft_key: null,
  title: 'Serveur Minecraft',
  slug: 'serveur-minecraft',
  content: '<p>Version du portable</p>',
  short_description: null,
  featured_image: null,
  category_id: null,
  meta_title: null,
  meta_description: null,
  meta_keywords: null,
  focus_keyword: null,
  saved_at: '2026-11-23T13:32:00.000Z',
  autosaved: true,
  differs: true,
  article_changed_since: false,
  ...fields,
});

describe('the autosaved working copy', () => {
  it('sends the fields as typed, blanks as null and the category as a number, never the status', () => {
    const body = workingCopyBody(
      form({
        title: 'Titre',
        slug: 'titre',
        content: '<p>x</p>',
        short_description: '  ',
        category_id: '3',
        focus_keyword: ' serveur minecraft ',
        status: 'published',
        newsletter_skip: true,
      }),
    );
    expect(body).toEqual({
      title: 'Titre',
      slug: 'titre',
      content: '<p>x</p>',
      short_description: null,
      featured_image: null,
      category_id: 3,
      meta_title: null,
      meta_description: null,
      meta_keywords: null,
      focus_keyword: 'serveur minecraft',
    });
    expect(body).not.toHaveProperty('status');
    expect(body).not.toHaveProperty('newsletter_skip');
    expect(workingCopyBody(form()).category_id).toBeNull();
  });

  it('tells two forms apart by what autosave sends only', () => {
    expect(sameWorkingCopy(form({ title: 'A' }), form({ title: 'A', status: 'published', publish_at: '2026-11-24T09:00' }))).toBe(
      true,
    );
    expect(sameWorkingCopy(form({ title: 'A' }), form({ title: 'B' }))).toBe(false);
  });

  it('puts a copy into the form and keeps the status, schedule and « Ne pas envoyer aux abonnés »', () => {
    const next = formWithCopy(
      form({ status: 'approved', publish_mode: 'later', publish_at: '2026-11-24T09:00', newsletter_skip: true }),
      copy({ category_id: 4, meta_keywords: 'minecraft', focus_keyword: 'serveur minecraft' }),
    );
    expect(next).toMatchObject({
      title: 'Serveur Minecraft',
      slug: 'serveur-minecraft',
      slugEdited: false,
      content: '<p>Version du portable</p>',
      short_description: '',
      category_id: '4',
      meta_keywords: 'minecraft',
      focus_keyword: 'serveur minecraft',
      status: 'approved',
      publish_mode: 'later',
      publish_at: '2026-11-24T09:00',
      newsletter_skip: true,
    });
    expect(formWithCopy(form(), copy({ slug: 'mon-adresse' })).slugEdited).toBe(true);
    expect(formWithCopy(form(), copy({ slug: '' })).slug).toBe('serveur-minecraft');
  });
});

describe('choosing between the local draft and the server copy', () => {
  const local = (
    savedAt: string | null,
    fields: Partial<ArticleForm> = { title: 'Brouillon local', content: '<p>local</p>' },
  ) => ({
    form: form(fields),
    savedAt,
  });

  it('offers nothing without either', () => {
    expect(chooseResume(null, null)).toBeNull();
  });

  it('offers a server copy only when it differs from the article', () => {
    expect(chooseResume(null, copy())).toBe('server');
    expect(chooseResume(null, copy({ differs: false }))).toBeNull();
    expect(chooseResume(local('2026-11-23T13:00:00.000Z'), copy({ differs: false }))).toBe('local');
  });

  it('keeps the local draft alone', () => {
    expect(chooseResume(local('2026-11-23T13:00:00.000Z'), null)).toBe('local');
  });

  it('prefers the newer of the two', () => {
    expect(chooseResume(local('2026-11-23T13:00:00.000Z'), copy({ saved_at: '2026-11-23T13:32:00.000Z' }))).toBe('server');
    expect(chooseResume(local('2026-11-23T14:00:00.000Z'), copy({ saved_at: '2026-11-23T13:32:00.000Z' }))).toBe('local');
  });

  it('keeps the local draft when the server copy holds the same text, whatever its time', () => {
    const same = local('2026-11-23T13:00:00.000Z', {
      title: 'Serveur Minecraft',
      slug: 'serveur-minecraft',
      content: '<p>Version du portable</p>',
    });
    expect(chooseResume(same, copy({ saved_at: '2026-11-23T13:32:00.000Z' }))).toBe('local');
  });

  it('lets a dated server copy win over an undated local draft', () => {
    expect(chooseResume(local(null), copy())).toBe('server');
  });
});

describe('the status line', () => {
  it('says the time in Paris, hours and minutes', () => {
    expect(parisTime('2026-11-23T13:32:45.000Z')).toBe('14:32');
    expect(parisTime('2026-07-01T06:05:00.000Z')).toBe('08:05');
    expect(parisTime('2026-11-23T23:10:00.000Z')).toBe('00:10');
    expect(parisTime('pas une date')).toBe('');
  });

  it('calls offline what got no answer, not an error answer', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new ApiRequestError(403, null))).toBe(false);
    expect(isNetworkError(new ApiRequestError(500, null))).toBe(false);
  });
});

describe('draft keys', () => {
  it('gives each new article a key of its own that the API accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newDraftKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(isDraftKey(key)).toBe(true);
    expect(draftTarget('k3v9q2m7x1ab')).toBe('new-k3v9q2m7x1ab');
  });

  it('refuses what is not a key', () => {
    for (const value of [null, undefined, '', 'pas bon', '../1', 'x'.repeat(25)]) expect(isDraftKey(value)).toBe(false);
  });

  it('takes a draft up in the editor of its new article, or of its article', () => {
    expect(draftEditorPath({ article_id: null, draft_key: 'abc' }, true)).toBe('/contributor/submit?draft=abc');
    expect(draftEditorPath({ article_id: null, draft_key: 'abc' }, false)).toBe('/admin/articles/new?draft=abc');
    expect(draftEditorPath({ article_id: 12, draft_key: null }, true)).toBe('/contributor/edit/12');
    expect(draftEditorPath({ article_id: 12, draft_key: null }, false)).toBe('/admin/articles/edit/12');
  });
});
