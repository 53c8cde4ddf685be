import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { startTestApp, TestApp } from './support/test-app';

let t: TestApp;
let contributor: string;

beforeAll(async () => {
  t = await startTestApp({ demo: true });
  contributor = (await t.createUser({ role: 'contributor' })).token;
});
afterAll(() => t.close());

function form(data: Buffer | string, filename: string, type: string, field = 'image'): FormData {
  const body = new FormData();
  body.append(field, new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), filename);
  return body;
}

const upload = (body: FormData, token = contributor) => t.api('POST', '/upload', { token, raw: body });

/** Files under DATA_DIR/uploads/images (the demo seeder may have stored its own before). */
function storedImages(): string[] {
  const root = join(t.dataDir, 'uploads', 'images');
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
  try {
    return walk(root);
  } catch {
    return [];
  }
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3366cc' } });

/** A PNG header announcing a huge picture: a few bytes that would need gigabytes once decoded. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /upload', () => {
  it('stores a large JPEG as WebP capped at 2000 px with 600/1000/1600 widths for srcset', async () => {
    const jpeg = await solid(2400, 1600).jpeg().toBuffer();
    const res = await upload(form(jpeg, 'photo.jpg', 'image/jpeg'));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const { image } = res.body;
    expect(image.url).toMatch(/^\/blog\/uploads\/images\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);
    expect(image).toMatchObject({ width: 2000, height: 1333 });
    expect(image.srcset.map((s: { width: number }) => s.width)).toEqual([600, 1000, 1600, 2000]);
    const served = await fetch(`${t.origin}${image.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2000, height: 1333 });
    const variant = await fetch(`${t.origin}${image.srcset[0].url}`);
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(600);
  });

  it('keeps a small image at its size, with no smaller widths', async () => {
    const png = await solid(400, 300).png().toBuffer();
    const res = await upload(form(png, 'petit.png', 'image/png'));
    expect(res.status).toBe(200);
    expect(res.body.image).toMatchObject({ width: 400, height: 300, srcset: [{ url: res.body.image.url, width: 400 }] });
  });

  it('accepts GIF and WebP', async () => {
    for (const [buffer, name] of [
      [await solid(50, 40).gif().toBuffer(), 'a.gif'],
      [await solid(50, 40).webp().toBuffer(), 'a.webp'],
    ] as const) {
      const res = await upload(form(buffer, name, 'application/octet-stream'));
      expect(res.status).toBe(200);
      expect(res.body.image.width).toBe(50);
    }
  });

  it('strips the GPS position of a phone photo and applies its EXIF orientation', async () => {
    const photo = await solid(300, 200)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString('latin1')).toContain('PhoneMaker');
    // The GPS sub-directory pointer (tag 0x8825, little-endian) is in the fixture.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(before.orientation).toBe(6);
    const res = await upload(form(photo, 'IMG_0001.JPG', 'image/jpeg'));
    expect(res.status).toBe(200);
    const served = Buffer.from(await (await fetch(`${t.origin}${res.body.image.url}`)).arrayBuffer());
    const after = await sharp(served).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(served.toString('latin1')).not.toMatch(/PhoneMaker|Exif/);
    expect(res.body.image).toMatchObject({ width: 200, height: 300 });
  });

  it('refuses a text file renamed .png, with nothing stored', async () => {
    const files = storedImages().length;
    const res = await upload(form('ceci n’est pas une image', 'photo.png', 'image/png'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: "Format d'image non pris en charge (JPEG, PNG, GIF ou WebP)" });
    expect(storedImages()).toHaveLength(files);
  });

  it('refuses an SVG carrying a script', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';
    for (const [name, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ]) {
      const res = await upload(form(svg, name, type));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("Format d'image non pris en charge (JPEG, PNG, GIF ou WebP)");
    }
  });

  it('refuses a JPEG header followed by garbage', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('pas du tout une image jpeg')]);
    expect((await upload(form(fake, 'x.jpg', 'image/jpeg'))).status).toBe(400);
  });

  it('refuses a decompression bomb by its announced size', async () => {
    const res = await upload(form(pngBomb(60000, 60000), 'bombe.png', 'image/png'));
    expect(res.status).toBe(400);
  });

  it('refuses a 6 MB file with the French size error, with nothing stored', async () => {
    const files = storedImages().length;
    const big = Buffer.concat([await solid(10, 10).png().toBuffer(), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const res = await upload(form(big, 'enorme.png', 'image/png'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: "L'image ne doit pas dépasser 5 Mo" });
    expect(storedImages()).toHaveLength(files);
  });

  it('accepts a 3 MB image, above the JSON body limit', async () => {
    const noise = await sharp(Buffer.from(Array.from({ length: 1000 * 1000 * 3 }, () => Math.floor(Math.random() * 256))), {
      raw: { width: 1000, height: 1000, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2.5 * 1024 * 1024);
    expect((await upload(form(noise, 'bruit.png', 'image/png'))).status).toBe(200);
  });

  it('asks for an image when the field is missing or the request is not multipart', async () => {
    const png = await solid(10, 10).png().toBuffer();
    expect((await upload(form(png, 'a.png', 'image/png', 'fichier'))).status).toBe(400);
    const json = await t.api('POST', '/upload', { token: contributor, body: { image: 'x' } });
    expect(json.status).toBe(400);
  });

  it('requires a signed-in user', async () => {
    const png = await solid(10, 10).png().toBuffer();
    expect((await t.api('POST', '/upload', { raw: form(png, 'a.png', 'image/png') })).status).toBe(401);
  });

  it('does not serve files outside the uploads folder', async () => {
    writeFileSync(join(t.dataDir, 'secret.txt'), 'DONNEE-SECRETE');
    for (const path of [
      '/blog/uploads/../secret.txt',
      '/blog/uploads/%2e%2e/secret.txt',
      '/blog/uploads/..%2fsecret.txt',
      '/blog/uploads/',
    ]) {
      const res = await fetch(`${t.origin}${path}`);
      expect(await res.text()).not.toContain('DONNEE-SECRETE');
      expect(res.status).not.toBe(500);
    }
  });
});
