import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_THREADED_READS_MS, PageFileReader, SLOW_SYNC_READ_MS, THREADED_READS_MS } from './page-file';

describe('PageFileReader', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'page-file-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A clock that moves `step` ms on each reading (a read slower than `SLOW_SYNC_READ_MS` takes three). */
  const clock = (step: number) => {
    const state = { now: 0, step };
    return { state, now: () => (state.now += state.step) };
  };

  it('reads a file into the buffer given, or whole into its own when it is longer, and null when it is absent', async () => {
    const reader = new PageFileReader(clock(0).now);
    writeFileSync(join(dir, 'short.page'), 'court');
    writeFileSync(join(dir, 'long.page'), 'x'.repeat(100));
    const buffer = Buffer.alloc(16);
    const short = await reader.read(join(dir, 'short.page'), buffer);
    expect(short?.toString()).toBe('court');
    expect(short?.buffer).toBe(buffer.buffer);
    const long = await reader.read(join(dir, 'long.page'), buffer);
    expect(long?.toString()).toBe('x'.repeat(100));
    expect(await reader.read(join(dir, 'absent.page'), buffer)).toBeNull();
    expect(reader.threaded).toBe(false);
  });

  it('goes through the threads for a while after a slow synchronous read, longer while the tries stay slow', async () => {
    const time = clock(SLOW_SYNC_READ_MS + 1);
    const reader = new PageFileReader(time.now);
    writeFileSync(join(dir, 'page.page'), 'page');
    const buffer = Buffer.alloc(16);
    const page = async (name = 'page.page') => (await reader.read(join(dir, name), buffer))?.toString() ?? null;
    expect(await page()).toBe('page');
    expect(reader.threaded).toBe(true);
    // Read through the threads meanwhile, with the same results.
    time.state.step = 0;
    expect(await page()).toBe('page');
    expect(await page('absent.page')).toBeNull();
    writeFileSync(join(dir, 'long.page'), 'y'.repeat(40));
    expect(await page('long.page')).toBe('y'.repeat(40));
    time.state.now += THREADED_READS_MS;
    expect(reader.threaded).toBe(false);
    // The try after the wait is slow too: twice as long before the next one.
    time.state.step = SLOW_SYNC_READ_MS + 1;
    expect(await page()).toBe('page');
    time.state.step = 0;
    time.state.now += THREADED_READS_MS;
    expect(reader.threaded).toBe(true);
    time.state.now += THREADED_READS_MS;
    expect(reader.threaded).toBe(false);
    // A fast try, then a slow read long after: back to the first wait.
    expect(await page()).toBe('page');
    expect(reader.threaded).toBe(false);
    time.state.now += MAX_THREADED_READS_MS;
    time.state.step = SLOW_SYNC_READ_MS + 1;
    expect(await page()).toBe('page');
    time.state.step = 0;
    time.state.now += THREADED_READS_MS;
    expect(reader.threaded).toBe(false);
  });

  it('never waits longer than the longest wait between tries', async () => {
    const time = clock(SLOW_SYNC_READ_MS + 1);
    const reader = new PageFileReader(time.now);
    writeFileSync(join(dir, 'page.page'), 'page');
    for (let i = 0; i < 12; i += 1) {
      time.state.step = SLOW_SYNC_READ_MS + 1;
      await reader.read(join(dir, 'page.page'), Buffer.alloc(16));
      time.state.step = 0;
      while (reader.threaded) time.state.now += 1000;
    }
    time.state.step = SLOW_SYNC_READ_MS + 1;
    await reader.read(join(dir, 'page.page'), Buffer.alloc(16));
    time.state.step = 0;
    time.state.now += MAX_THREADED_READS_MS;
    expect(reader.threaded).toBe(false);
  });
});
