import { XSS_VECTORS } from './xss-vectors';

/** What the XSS seeding created, so tests know which pages to render. */
export interface XssWorld {
  articleSlugs: string[];
  categorySlugs: string[];
  /** Contributors whose display name, bio and tag carry a vector; password `Motdepasse!123`. */
  contributors: { id: number; email: string }[];
  /** Answers other than 2xx, by field: a refusal must be a 400, never a 500. */
  refusals: { field: string; status: number }[];
}

interface Answer {
  status: number;
  body: Record<string, unknown> & { error?: string };
}

const filler = (count: number) => `<p>${Array.from({ length: count }, (_, i) => `mot${i}`).join(' ')}</p>`;

/** Puts the vector behind a distinct prefix and within the field's length limit. */
const fit = (i: number, payload: string, max: number) => `${i} ${payload}`.slice(0, max);

/**
 * Sends every vector through every field a user can write that is shown to someone else: article
 * fields (as a contributor, approved by an admin), rejection reason and notes, category name and
 * description, tag name, display name and bio, WHMCS registration names. Works against any running
 * API with the demo admin (the jest app or a spawned server for the browser).
 */
export async function seedXss(baseUrl: string, options: { vectors?: number; concurrency?: number } = {}): Promise<XssWorld> {
  const vectors = XSS_VECTORS.slice(0, options.vectors ?? XSS_VECTORS.length);
  const call = async (method: string, path: string, body?: unknown, token?: string): Promise<Answer> => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseUrl}/blog/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };
  const must = (res: Answer, what: string): Answer['body'] => {
    if (res.status >= 300) throw new Error(`${what} : ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const world: XssWorld = { articleSlugs: [], categorySlugs: [], contributors: [], refusals: [] };
  const soft = (field: string, res: Answer) => {
    if (res.status >= 300) world.refusals.push({ field, status: res.status });
    return res;
  };
  const admin = must(await call('POST', '/auth/login', { email: 'admin@demo.local', password: 'Admin!2345' }), 'connexion admin')
    .token as string;
  const run = `${Date.now().toString(36)}`;

  const seedOne = async (i: number, payload: string): Promise<void> => {
    const category = soft(
      'category',
      await call('POST', '/categories', { name: fit(i, payload, 100), description: fit(i, payload, 1000) }, admin),
    );
    const categoryId = category.status < 300 ? (category.body.category as { id: number; slug: string }).id : null;
    if (category.status < 300) world.categorySlugs.push((category.body.category as { slug: string }).slug);
    const tag = soft('tag', await call('POST', '/profile-tags', { name: fit(i, payload, 50), color: '#123456' }, admin));

    const email = `xss-${run}-${i}@exemple.fr`;
    soft(
      'username',
      await call(
        'POST',
        '/auth/users',
        { username: payload.slice(0, 50), email: `u-${email}`, password: 'Motdepasse!123' },
        admin,
      ),
    );
    const user = must(
      await call(
        'POST',
        '/auth/users',
        { username: `xss${run}${i}`, email, password: 'Motdepasse!123', role: 'contributor' },
        admin,
      ),
      'contributeur',
    );
    const userId = (user.user as { id: number }).id;
    world.contributors.push({ id: userId, email });
    const token = must(await call('POST', '/auth/login', { email, password: 'Motdepasse!123' }), 'connexion').token as string;
    soft(
      'profile',
      await call(
        'PUT',
        '/users/profile',
        { username: `xss${run}${i}`, display_name: fit(i, payload, 100), bio: fit(i, payload, 2000) },
        token,
      ),
    );
    if (tag.status < 300)
      soft(
        'tag assignment',
        await call('POST', '/profile-tags/assign', { userId, tagIds: [(tag.body.tag as { id: number }).id] }, admin),
      );

    const fields = {
      title: fit(i, payload, 255),
      short_description: fit(i, payload, 1000),
      // The filler comes first: an unclosed tag in the vector may swallow whatever follows it.
      content: `<p>${i}</p>${filler(320)}${payload}`,
      meta_title: fit(i, payload, 255),
      meta_description: fit(i, payload, 1000),
      meta_keywords: fit(i, payload, 500),
      category_id: categoryId,
    };
    const published = must(await call('POST', '/submissions', fields, token), 'soumission').submission as {
      id: number;
      article_id: number;
    };
    must(
      await call('PUT', `/admin/submissions/${published.id}/approve`, { admin_notes: fit(i, payload, 5000) }, admin),
      'approbation',
    );
    const edit = must(await call('GET', `/articles/edit/${published.article_id}`, undefined, admin), 'lecture').article as {
      slug: string;
    };
    world.articleSlugs.push(edit.slug);
    const rejected = must(
      await call('POST', '/submissions', { ...fields, title: `${fields.title.slice(0, 240)} (refus)` }, token),
      'soumission',
    ).submission as { id: number };
    soft(
      'rejection',
      await call(
        'PUT',
        `/admin/submissions/${rejected.id}/reject`,
        { rejection_reason: fit(i, payload, 5000), admin_notes: fit(i, payload, 5000) },
        admin,
      ),
    );

    soft(
      'whmcs registration',
      await call('POST', '/whmcs/register', {
        firstname: fit(i, payload, 100),
        lastname: payload.slice(0, 100),
        email: `w-${email}`,
        password: 'Motdepasse!1',
        address1: '1 rue de Paris',
        city: 'Paris',
        postcode: '75001',
        phonenumber: '0123456789',
      }),
    );
  };

  const queue = vectors.map((v, i) => () => seedOne(i, v.payload));
  const workers = Array.from({ length: options.concurrency ?? 8 }, async () => {
    try {
      for (let job = queue.shift(); job; job = queue.shift()) await job();
    } catch (error) {
      queue.length = 0;
      throw error;
    }
  });
  await Promise.all(workers);
  return world;
}
