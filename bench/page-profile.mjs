// node bench/page-profile.mjs <url> [--throttle 4] [--min 30]
// Loads a page once in Debian's Chromium with the CPU slowed down as Lighthouse's mobile preset does,
// and prints what its main thread did: each task over 30 ms with what filled it (script evaluation,
// style, layout…), then the JavaScript functions that took the most time (a CDP CPU profile). This is
// how the start-up costs in the README's Lighthouse notes were found.
import { chromium } from '@playwright/test';

const url = process.argv[2];
if (!url) {
  console.error('Usage : node bench/page-profile.mjs <url> [--throttle 4]');
  process.exit(2);
}
const throttleAt = process.argv.indexOf('--throttle');
const throttle = throttleAt > 0 ? Number(process.argv[throttleAt + 1]) : 4;
const minAt = process.argv.indexOf('--min');
const minMs = minAt > 0 ? Number(process.argv[minAt + 1]) : 30;
const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_ARGS });
try {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const { profile } = await cdp.send('Profiler.stop');

  // The CPU profile's samples, with their time, to tell which functions filled each long task.
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const frameName = (id) => {
    const { functionName, url: file, lineNumber } = nodes.get(id).callFrame;
    return `${functionName || '(anonyme)'} ${file.split('/').pop()}:${lineNumber + 1}`;
  };
  const samples = [];
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    samples.push({ at, id });
  });
  /** The deepest frame of the sample's stack that is the page's own code, else its first frame. */
  const parents = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id);
  const ownFrame = (id) => {
    for (let cur = id; cur !== undefined; cur = parents.get(cur)) {
      const name = frameName(cur);
      if (/\.js:/.test(name) && !/^\(/.test(name)) return name;
    }
    return frameName(id);
  };

  console.log(`Tâches de plus de ${minMs} ms (CPU ralenti ${throttle}×) :`);
  const start = Math.min(...trace.filter((e) => e.ts > 0).map((e) => e.ts));
  for (const task of trace.filter((e) => e.name === 'RunTask' && e.dur > minMs * 1000)) {
    const parts = {};
    for (const e of trace) {
      if (
        e === task ||
        e.tid !== task.tid ||
        e.pid !== task.pid ||
        !(e.dur > 3000) ||
        e.ts < task.ts ||
        e.ts + e.dur > task.ts + task.dur
      )
        continue;
      parts[e.name] = (parts[e.name] ?? 0) + e.dur;
    }
    const top = Object.entries(parts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, d]) => `${name} ${Math.round(d / 1000)}`);
    console.log(
      `  à ${String(Math.round((task.ts - start) / 1000)).padStart(5)} ms : ${String(Math.round(task.dur / 1000)).padStart(4)} ms  ${top.join(', ')}`,
    );
    const inTask = new Map();
    for (const s of samples) {
      if (s.at < task.ts || s.at > task.ts + task.dur) continue;
      const name = ownFrame(s.id);
      if (!name.startsWith('(idle)') && !name.startsWith('(program)')) inTask.set(name, (inTask.get(name) ?? 0) + 1);
    }
    const total = [...inTask.values()].reduce((a, b) => a + b, 0);
    if (total) {
      const lines = [...inTask]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name, n]) => `${Math.round((100 * n) / total)} % ${name}`);
      console.log(`        ${lines.join(' · ')}`);
    }
  }

  const selfTime = new Map();
  profile.samples.forEach((id, i) => {
    const { functionName, url: file, lineNumber } = nodes.get(id).callFrame;
    const key = `${functionName || '(anonyme)'} ${file.split('/').pop()}:${lineNumber + 1}`;
    selfTime.set(key, (selfTime.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  console.log('\nFonctions les plus coûteuses (temps propre) :');
  for (const [key, us] of [...selfTime]
    .filter(([k]) => !k.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20)) {
    console.log(`  ${String(Math.round(us / 1000)).padStart(5)} ms  ${key}`);
  }
} finally {
  await browser.close();
}
