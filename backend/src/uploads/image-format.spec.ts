import { detectImageFormat } from './image-format';

describe('image detection by magic bytes', () => {
  it('recognises JPEG, PNG, GIF and WebP headers', () => {
    expect(detectImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(detectImageFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(detectImageFormat(Buffer.from('GIF89a......', 'latin1'))).toBe('gif');
    expect(detectImageFormat(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
  });

  it('refuses SVG, HTML, text and truncated headers whatever their name', () => {
    expect(detectImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(detectImageFormat(Buffer.from('<!doctype html><p>png</p>'))).toBeNull();
    expect(detectImageFormat(Buffer.from('RIFF\x10\x00\x00\x00WAVE', 'latin1'))).toBeNull();
    expect(detectImageFormat(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(detectImageFormat(Buffer.alloc(0))).toBeNull();
  });
});
