import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { spawnApi, type SpawnedApi } from './support/spawned-api';

const UNSUPPORTED = "Format d'image non pris en charge (JPEG, PNG, GIF ou WebP)";

let api: SpawnedApi;
let token: string;

beforeAll(async () => {
  api = await spawnApi();
  const res = await fetch(`${api.origin}/blog/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.local', password: 'Admin!2345' }),
  });
  token = ((await res.json()) as { token: string }).token;
});
afterAll(() => api?.stop());

async function upload(
  files: { data: Buffer | string; name: string; type: string }[],
  field = 'image',
): Promise<{ status: number; body: { success: boolean; error?: string; image?: { url: string } } }> {
  const form = new FormData();
  for (const f of files)
    form.append(field, new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)], { type: f.type }), f.name);
  const res = await fetch(`${api.origin}/blog/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; error?: string; image?: { url: string } } };
}

function storedFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
  try {
    return walk(join(api.dataDir, 'uploads'));
  } catch {
    return [];
  }
}

const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A real, fully decodable 1-bit PNG of width × height: a few KB that decode to hundreds of megapixels. */
function compressedBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(1, 8);
  ihdr.writeUInt8(0, 9);
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const raw = Buffer.alloc(row.length * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const tinyPng = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
const tinyJpeg = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();

/** Refused cases: a French 400 and nothing written under the uploads folder. */
const REFUSED: { name: string; files: () => Promise<{ data: Buffer | string; name: string; type: string }[]>; error?: string }[] =
  [
    { name: 'a zero-byte file', files: async () => [{ data: Buffer.alloc(0), name: 'vide.png', type: 'image/png' }] },
    {
      name: 'an HTML page named .jpg',
      files: async () => [{ data: '<html><script>alert(1)</script></html>', name: 'photo.jpg', type: 'image/jpeg' }],
      error: UNSUPPORTED,
    },
    {
      name: 'a script named .gif',
      files: async () => [{ data: 'alert(document.cookie)//', name: 'anim.gif', type: 'image/gif' }],
      error: UNSUPPORTED,
    },
    {
      name: 'a GIF header followed by JavaScript (GIF/JS polyglot)',
      files: async () => [{ data: Buffer.from('GIF89a/*\x00\x00*/=0;alert(1)//;'), name: 'poly.gif', type: 'image/gif' }],
    },
    {
      name: 'an SVG with an onload handler',
      files: async () => [
        { data: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', name: 'x.svg', type: 'image/svg+xml' },
      ],
      error: UNSUPPORTED,
    },
    {
      name: 'an SVG behind an XML prolog, named .png',
      files: async () => [
        {
          data: '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          name: 'x.png',
          type: 'image/png',
        },
      ],
      error: UNSUPPORTED,
    },
    {
      name: 'a PNG cut in half',
      files: async () => [{ data: (await tinyPng()).subarray(0, 40), name: 'coupe.png', type: 'image/png' }],
    },
    {
      name: 'a JPEG cut after its header',
      files: async () => [{ data: (await tinyJpeg()).subarray(0, 120), name: 'coupe.jpg', type: 'image/jpeg' }],
    },
    {
      name: 'a compressed 1-bit PNG of 200 megapixels',
      files: async () => [{ data: compressedBomb(20000, 10000), name: 'bombe.png', type: 'image/png' }],
    },
    {
      name: 'a GIF announcing 65535 × 65535 pixels',
      files: async () => [
        {
          data: Buffer.concat([Buffer.from('GIF89a'), Buffer.from([0xff, 0xff, 0xff, 0xff, 0, 0, 0]), Buffer.from([0x3b])]),
          name: 'bombe.gif',
          type: 'image/gif',
        },
      ],
    },
    {
      name: 'a 6 MB file with a PNG header',
      files: async () => [
        { data: Buffer.concat([await tinyPng(), Buffer.alloc(6 * 1024 * 1024, 1)]), name: 'gros.png', type: 'image/png' },
      ],
      error: "L'image ne doit pas dépasser 5 Mo",
    },
    {
      name: 'two files in one request',
      files: async () => [
        { data: await tinyPng(), name: 'a.png', type: 'image/png' },
        { data: await tinyPng(), name: 'b.png', type: 'image/png' },
      ],
      error: 'Une seule image par envoi',
    },
  ];

describe.each(REFUSED.map((c) => [c.name, c] as const))('%s', (_name, c) => {
  it('is refused with a French 400 and nothing is stored', async () => {
    const before = storedFiles();
    const res = await upload(await c.files());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: c.error ?? expect.stringMatching(/[a-zé]/) });
    expect(res.body.error).not.toMatch(/\b(must|invalid|error|file|too)\b/i);
    expect(storedFiles()).toEqual(before);
  });
});

it('a JPEG carrying an HTML page in a comment segment (JPEG/HTML polyglot) is stored only as a re-encoded WebP without it', async () => {
  const jpeg = await tinyJpeg();
  const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
  const com = Buffer.concat([Buffer.from([0xff, 0xfe, (html.length + 2) >> 8, (html.length + 2) & 0xff]), html]);
  const polyglot = Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2)]);
  const res = await upload([{ data: polyglot, name: 'poly.html', type: 'text/html' }]);
  expect(res.status).toBe(200);
  const served = await fetch(`${api.origin}${res.body.image?.url}`);
  const bytes = Buffer.from(await served.arrayBuffer());
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  expect(bytes.includes('<script')).toBe(false);
  expect(storedFiles().every((f) => f.endsWith('.webp'))).toBe(true);
});

it('a real PNG named .php is stored under a generated .webp name, never with its own name or extension', async () => {
  const res = await upload([{ data: await tinyPng(), name: 'shell.php', type: 'application/x-php' }]);
  expect(res.status).toBe(200);
  expect(res.body.image?.url).toMatch(/\.webp$/);
  expect(storedFiles().some((f) => /shell|\.php$/.test(f))).toBe(false);
});

it('keeps the API process memory bounded through a barrage of bombs and oversized files', async () => {
  const bomb = compressedBomb(20000, 10000);
  const big = Buffer.concat([await tinyPng(), Buffer.alloc(6 * 1024 * 1024, 1)]);
  const warm = await upload([{ data: bomb, name: 'bombe.png', type: 'image/png' }]);
  expect(warm.status).toBe(400);
  const baseline = api.rssMb();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, api.rssMb())), 20);
  try {
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([
        upload([{ data: bomb, name: 'bombe.png', type: 'image/png' }]),
        upload([{ data: big, name: 'gros.png', type: 'image/png' }]),
        upload([{ data: bomb, name: 'bombe2.png', type: 'image/png' }]),
        upload([{ data: big, name: 'gros2.png', type: 'image/png' }]),
      ]);
      expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400]);
    }
  } finally {
    clearInterval(sampler);
  }
  // Decoding one bomb would take 200 MB (1 byte per pixel) and four at once 800 MB.
  expect(peak - baseline).toBeLessThan(150);
  expect(api.rssMb() - baseline).toBeLessThan(80);
});
