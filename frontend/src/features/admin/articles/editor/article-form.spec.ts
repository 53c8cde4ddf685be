import type { ArticleEdit } from '../../shared/admin-api';
import type { ArticleForm } from './use-article-draft';
import {
  emptyForm,
  formFromArticle,
  payloadFromForm,
  publicAddressChanges,
  scheduleError,
  statusFields,
  wantsSchedule,
} from './article-form';

const form = (fields: Partial<ArticleForm> = {}): ArticleForm => ({
  ...emptyForm(),
  title: 'Guide',
  slug: 'guide',
  content: '<p>Texte</p>',
  ...fields,
});

const scheduled = form({ status: 'approved', publish_mode: 'later', publish_at: '2026-11-24T09:00' });

const article = (fields: Partial<ArticleEdit> = {}): ArticleEdit => ({
  id: 3,
  title: 'Guide',
  slug: 'guide',
  short_description: null,
  content: '<p>Texte</p>',
  featured_image: null,
  category_id: null,
  status: 'draft',
  meta_title: null,
  meta_description: null,
  meta_keywords: null,
  focus_keyword: null,
  reading_time: 1,
  author_id: 1,
  published_at: null,
  newsletter_skip: false,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...fields,
});

describe('the loaded article', () => {
  it('opens a scheduled article with its date in Paris time', () => {
    expect(formFromArticle(article({ status: 'approved', published_at: '2026-11-24T08:00:00.000Z' }))).toMatchObject({
      status: 'approved',
      publish_mode: 'later',
      publish_at: '2026-11-24T09:00',
    });
    expect(formFromArticle(article({ status: 'published', published_at: '2026-11-20T08:00:00.000Z' }))).toMatchObject({
      publish_mode: 'now',
      publish_at: '',
    });
  });
});

describe('scheduling in the staff editor', () => {
  const draft = form();

  it('publishes now by default', () => {
    const now = form({ status: 'published' });
    expect(wantsSchedule(now, draft)).toBe(false);
    expect(statusFields(now, draft)).toEqual({ status: 'published' });
    expect(payloadFromForm(now, true, draft)).not.toHaveProperty('publish_at');
  });

  it('sends published with the instant when « Programmer » is chosen', () => {
    const later = form({ status: 'published', publish_mode: 'later', publish_at: '2026-11-24T09:00' });
    expect(wantsSchedule(later, draft)).toBe(true);
    expect(statusFields(later, draft)).toEqual({ status: 'published', publish_at: '2026-11-24T08:00:00.000Z' });
    expect(payloadFromForm(later, true, draft)).toMatchObject({ status: 'published', publish_at: '2026-11-24T08:00:00.000Z' });
  });

  it('asks for the date when « Programmer » has none', () => {
    const noDate = form({ status: 'published', publish_mode: 'later', publish_at: '' });
    expect(scheduleError(noDate, draft)).toBe("Choisissez la date et l'heure de publication");
    expect(scheduleError(form({ status: 'published', publish_mode: 'later', publish_at: '2026-11-24T09:00' }), draft)).toBeNull();
    // « Publier maintenant » needs no date; nor does a draft.
    expect(scheduleError(form({ status: 'published', publish_at: '' }), draft)).toBeNull();
    expect(scheduleError(form({ publish_mode: 'later' }), draft)).toBeNull();
  });

  it('never schedules an article already published', () => {
    const live = form({ status: 'published' });
    expect(wantsSchedule(form({ status: 'published', publish_mode: 'later', publish_at: '2026-11-24T09:00' }), live)).toBe(false);
  });

  it('keeps a scheduled article scheduled when saved unchanged', () => {
    expect(statusFields(scheduled, scheduled)).toEqual({ status: 'approved' });
    expect(payloadFromForm(scheduled, true, scheduled)).toMatchObject({ status: 'approved' });
    expect(payloadFromForm(scheduled, true, scheduled)).not.toHaveProperty('publish_at');
    expect(scheduleError(scheduled, scheduled)).toBeNull();
  });

  it('reschedules a scheduled article whose date changed', () => {
    const moved = { ...scheduled, publish_at: '2026-12-01T18:30' };
    expect(statusFields(moved, scheduled)).toEqual({ status: 'published', publish_at: '2026-12-01T17:30:00.000Z' });
    expect(scheduleError({ ...scheduled, publish_at: '' }, scheduled)).toBe("Choisissez la date et l'heure de publication");
  });

  it('publishes a scheduled article now, or sets it back to draft', () => {
    expect(statusFields({ ...scheduled, status: 'published', publish_mode: 'now' }, scheduled)).toEqual({ status: 'published' });
    expect(statusFields({ ...scheduled, status: 'draft' }, scheduled)).toEqual({ status: 'draft' });
  });

  it('sends no status for a contributor', () => {
    expect(
      payloadFromForm(form({ status: 'published', publish_mode: 'later', publish_at: '2026-11-24T09:00' }), false),
    ).not.toHaveProperty('status');
  });
});

describe('« Ne pas envoyer aux abonnés » (newsletter_skip)', () => {
  it('is off for a new article', () => {
    expect(emptyForm().newsletter_skip).toBe(false);
  });

  it('is read from the loaded article', () => {
    expect(formFromArticle(article({ newsletter_skip: true })).newsletter_skip).toBe(true);
    expect(formFromArticle(article({ newsletter_skip: false })).newsletter_skip).toBe(false);
  });

  it('is sent by staff, ticked or not', () => {
    expect(payloadFromForm(form({ newsletter_skip: true }), true)).toMatchObject({ newsletter_skip: true });
    expect(payloadFromForm(form(), true)).toMatchObject({ newsletter_skip: false });
    // Published now or scheduled, it goes with the status.
    const later = form({ status: 'published', publish_mode: 'later', publish_at: '2026-11-24T09:00', newsletter_skip: true });
    expect(payloadFromForm(later, true, form())).toMatchObject({ status: 'published', newsletter_skip: true });
  });

  it('goes back to the server as it was loaded', () => {
    const loaded = formFromArticle(article({ status: 'published', newsletter_skip: true }));
    expect(payloadFromForm(loaded, true, loaded)).toMatchObject({ newsletter_skip: true });
  });

  it('is never sent by a contributor', () => {
    expect(payloadFromForm(form({ newsletter_skip: true }), false)).not.toHaveProperty('newsletter_skip');
    expect(payloadFromForm(form(), false)).not.toHaveProperty('newsletter_skip');
  });
});

describe('the public address of a published article', () => {
  const published = form({ status: 'published' });

  it('is said to change when the title or the slug gives another one', () => {
    expect(publicAddressChanges(form({ status: 'published', title: 'Guide complet', slug: '' }), published)).toBe(true);
    expect(publicAddressChanges(form({ status: 'published', slug: 'nouveau-guide' }), published)).toBe(true);
  });

  it('is not, for the same slug written differently, a draft, or a new article', () => {
    expect(publicAddressChanges(form({ status: 'published', slug: ' Guide ' }), published)).toBe(false);
    expect(publicAddressChanges(form({ slug: 'autre' }), form())).toBe(false);
    expect(publicAddressChanges(form({ slug: 'autre' }), emptyForm())).toBe(false);
  });
});
