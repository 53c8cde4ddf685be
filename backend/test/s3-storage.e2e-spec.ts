import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { uploadErrors } from '../src/i18n/errors';
import { S3UploadStorage } from '../src/uploads/s3-upload-storage';
import { UploadStorageUnavailableError } from '../src/uploads/upload-storage';
import { waitFor } from './rewards-support';
import { startS3StandIn, S3RVER_KEY, S3StandIn } from './support/s3-stand-in';
import { MAIN_JS } from './support/spawned-api';
import { startTestApp, TestApp } from './support/test-app';

let s3: S3StandIn;
let t: TestApp;
let admin: string;
let contributor: string;

beforeAll(async () => {
  s3 = await startS3StandIn();
  // Short timeouts so that a stalled server is noticed within the test's patience.
  t = await startTestApp({ env: { ...s3.env(), S3_TIMEOUT_MS: '1000', UPLOAD_CLEANUP_BACKOFF_MS: '300' } });
  admin = await t.login();
  contributor = (await t.createUser({ role: 'contributor' })).token;
});
afterEach(() => s3.setMode('up'));
afterAll(async () => {
  await t?.close();
  await s3?.close();
  for (const name of Object.keys(s3.env())) delete process.env[name];
  delete process.env.S3_TIMEOUT_MS;
  delete process.env.UPLOAD_CLEANUP_BACKOFF_MS;
});

/** The keys in the bucket, read from the S3 server itself. */
async function bucketKeys(bucket = s3.bucket): Promise<string[]> {
  const client = new S3Client({
    endpoint: s3.directEndpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  try {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).map((object) => object.Key!));
      token = page.NextContinuationToken;
    } while (token);
    return keys.sort();
  } finally {
    client.destroy();
  }
}

/** Files under DATA_DIR/uploads: with a bucket configured, nothing may land there. */
function localFiles(): string[] {
  try {
    return readdirSync(join(t.dataDir, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

function form(data: Buffer, field = 'image', filename = 'photo.jpg', type = 'image/jpeg'): FormData {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(data)], { type }), filename);
  return body;
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#cc6633' } })
    .jpeg()
    .toBuffer();

const storage = (bucket = s3.bucket) =>
  new S3UploadStorage({
    endpoint: s3.directEndpoint,
    bucket,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    publicUrl: s3.publicUrl,
    region: 'us-east-1',
    forcePathStyle: true,
    timeoutMs: 2000,
  });

describe('S3 storage adapter against an S3-compatible server', () => {
  it('puts a file, serves it from S3_PUBLIC_URL with its content type and a long cache, and deletes it', async () => {
    const store = storage();
    try {
      const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .webp()
        .toBuffer();
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      const webpUrl = await store.put('tests/adapter/a.webp', webp, 'image/webp');
      const pngUrl = await store.put('tests/adapter/b.png', png, 'image/png');
      expect(webpUrl).toBe(`${s3.publicUrl}/tests/adapter/a.webp`);

      const served = await fetch(webpUrl);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await served.arrayBuffer()).equals(webp)).toBe(true);
      expect((await fetch(pngUrl)).headers.get('content-type')).toBe('image/png');

      await store.removeByUrl(webpUrl);
      expect((await fetch(webpUrl)).status).toBe(404);
      // Deleting again, or a URL the bucket never served, changes nothing and throws nothing.
      await store.removeByUrl(webpUrl);
      await store.removeByUrl(`https://ailleurs.example/${s3.bucket}/tests/adapter/b.png`);
      await store.removeByUrl('/blog/uploads/tests/adapter/b.png');
      expect((await fetch(pngUrl)).status).toBe(200);
      await store.removeByUrl(pngUrl);
      expect(await bucketKeys()).not.toContain('tests/adapter/b.png');
    } finally {
      store.onModuleDestroy();
    }
  });

  it('reports a write to a bucket that does not exist as the store being unavailable', async () => {
    const store = storage('bucket-absent');
    try {
      await expect(store.put('tests/a.webp', Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(
        UploadStorageUnavailableError,
      );
    } finally {
      store.onModuleDestroy();
    }
  });
});

describe('uploads through the API with S3_* configured', () => {
  it('stores an uploaded image and its widths in the bucket, at URLs that serve the bytes, and nothing on disk', async () => {
    const before = await bucketKeys();
    const res = await t.api('POST', '/upload', { token: contributor, raw: form(await photo(2400, 1600)) });
    expect(res.status).toBe(200);
    const { image } = res.body;
    const key = new RegExp(`^${s3.publicUrl}/images/\\d{4}/\\d{2}/[0-9a-f]{32}\\.webp$`);
    expect(image.url).toMatch(key);
    expect(image.srcset.map((s: { width: number }) => s.width)).toEqual([600, 1000, 1600, 2000]);

    const added = (await bucketKeys()).filter((k) => !before.includes(k));
    expect(added).toEqual(image.srcset.map((s: { url: string }) => s.url.slice(s3.publicUrl.length + 1)).sort());
    for (const entry of image.srcset as { url: string; width: number }[]) {
      const served = await fetch(entry.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(entry.width);
    }
    expect(localFiles()).toEqual([]);
  });

  it('accepts the bucket URLs in an article (featured image, image and srcset in the body)', async () => {
    const { image } = (await t.api('POST', '/upload', { token: admin, raw: form(await photo(1200, 800)) })).body;
    const srcset = image.srcset.map((s: { url: string; width: number }) => `${s.url} ${s.width}w`).join(', ');
    const category = (await t.api('GET', '/categories')).body.categories[0];
    const res = await t.api('POST', '/articles', {
      token: admin,
      body: {
        title: 'Article aux images stockées dans un bucket',
        content: `<p>Texte.</p><figure><img src="${image.url}" srcset="${srcset}" alt="Capture"></figure>`,
        category_id: category.id,
        status: 'published',
        featured_image: image.url,
      },
    });
    expect(res.status).toBe(201);
    const article = (await t.api('GET', `/articles/${res.body.article.slug}`, { token: admin })).body.article;
    expect(article.featured_image).toBe(image.url);
    expect(article.content).toContain(`src="${image.url}"`);
    expect(article.content).toContain(`srcset="${srcset}"`);
  });

  it('lets pages load images from the bucket origin (Content-Security-Policy img-src)', async () => {
    const csp = (await fetch(`${t.origin}/blog/api/health`)).headers.get('content-security-policy') ?? '';
    const imgSrc = /img-src ([^;]*)/.exec(csp)?.[1].split(' ') ?? [];
    expect(imgSrc).toContain(new URL(s3.publicUrl).origin);
  });

  it('stores an avatar in the bucket and deletes the previous one when it is replaced', async () => {
    const user = await t.createUser({ role: 'contributor' });
    const upload = (data: Buffer) => t.api('POST', '/users/avatar', { token: user.token, raw: form(data, 'avatar') });
    const first = await upload(await photo(400, 300));
    expect(first.status).toBe(200);
    expect(first.body.avatar).toMatch(new RegExp(`^${s3.publicUrl}/avatars/`));
    expect((await fetch(first.body.avatar)).status).toBe(200);
    const second = await upload(await photo(300, 400));
    expect(second.status).toBe(200);
    expect((await fetch(first.body.avatar)).status).toBe(404);
    expect((await fetch(second.body.avatar)).status).toBe(200);
  });
});

describe('when the S3 store fails, an upload answers 502 in French and stores nothing', () => {
  const expectStorageUnavailable = (res: { status: number; body: { success: boolean; error: string } }) => {
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ success: false, error: uploadErrors.storageUnavailable.text });
  };

  it('a bucket that refuses writes', async () => {
    const before = await bucketKeys();
    await s3.setMode('refuse-writes');
    expectStorageUnavailable(await t.api('POST', '/upload', { token: contributor, raw: form(await photo(2400, 1600)) }));
    expect(await bucketKeys()).toEqual(before);
    expect(localFiles()).toEqual([]);
  });

  it('a bucket that fails midway: the widths already written are deleted', async () => {
    const before = await bucketKeys();
    // Four files (600, 1000, 1600 and the original): two get through, two are refused.
    await s3.setMode('refuse-writes-after', 2);
    expectStorageUnavailable(await t.api('POST', '/upload', { token: contributor, raw: form(await photo(2400, 1600)) }));
    expect(await bucketKeys()).toEqual(before);
    expect(localFiles()).toEqual([]);
  });

  it('a server that is down, within seconds', async () => {
    const before = await bucketKeys();
    await s3.setMode('down');
    const started = Date.now();
    expectStorageUnavailable(await t.api('POST', '/upload', { token: contributor, raw: form(await photo(2400, 1600)) }));
    expect(Date.now() - started).toBeLessThan(3000);
    await s3.setMode('up');
    expect(await bucketKeys()).toEqual(before);
    expect(localFiles()).toEqual([]);
  });

  it('a server that accepts connections and never answers, within the configured timeout', async () => {
    const before = await bucketKeys();
    await s3.setMode('stalled');
    const started = Date.now();
    expectStorageUnavailable(await t.api('POST', '/upload', { token: contributor, raw: form(await photo(800, 600)) }));
    // S3_TIMEOUT_MS=1000, two attempts.
    expect(Date.now() - started).toBeLessThan(5000);
    await s3.setMode('up');
    expect(await bucketKeys()).toEqual(before);
  });

  it('a server that hangs, then carries out the writes the request gave up on: a job deletes them after the answer', async () => {
    const before = await bucketKeys();
    await s3.setMode('hung');
    expectStorageUnavailable(await t.api('POST', '/upload', { token: contributor, raw: form(await photo(2400, 1600)) }));
    await s3.setMode('up');
    // The server wrote the original and its three widths once it came back…
    const late = new Set(s3.lateWrites());
    expect(late.size).toBe(4);
    // …and nothing of them is kept once the job has run.
    await waitFor(async () => (await bucketKeys()).every((key) => before.includes(key)), 20_000, 'fichiers abandonnés supprimés');
  });

  it('an avatar: the profile keeps its current picture', async () => {
    const user = await t.createUser({ role: 'contributor' });
    const first = await t.api('POST', '/users/avatar', { token: user.token, raw: form(await photo(300, 300), 'avatar') });
    expect(first.status).toBe(200);
    await s3.setMode('down');
    expectStorageUnavailable(
      await t.api('POST', '/users/avatar', { token: user.token, raw: form(await photo(200, 200), 'avatar') }),
    );
    await s3.setMode('up');
    expect((await t.api('GET', '/auth/me', { token: user.token })).body.user.avatar).toBe(first.body.avatar);
    expect((await fetch(first.body.avatar)).status).toBe(200);
  });

  it('then works again once the store is back', async () => {
    const res = await t.api('POST', '/upload', { token: contributor, raw: form(await photo(500, 400)) });
    expect(res.status).toBe(200);
    expect((await fetch(res.body.image.url)).status).toBe(200);
  });
});

describe('S3 configuration at start-up', () => {
  it('refuses to start with half an S3 configuration, in French, with exit code 1', async () => {
    const env: Record<string, string> = {};
    for (const [name, value] of Object.entries(process.env))
      if (value !== undefined && !name.startsWith('S3_')) env[name] = value;
    const child = spawn(process.execPath, [MAIN_JS], {
      env: { ...env, NODE_ENV: 'test', S3_ENDPOINT: s3.endpoint, S3_BUCKET: s3.bucket },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).toBe(1);
    expect(output).toContain('Configuration S3 incomplète');
    expect(output).toContain('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL manquent');
  });
});
