// The end of a bench row run alone (`npm run bench:newsletter`, `bench:offers`, `bench:editor`): its table,
// its row as JSON with --out, its verdicts, and, unless --no-write or `write` is false, the row written into
// bench/results.json beside the last full run's, with the verdicts and docs/performance.md's table again.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './processes.mjs';

export async function finishStandaloneRow({ key, label, row, table, verdicts: verdictsOf, args, write = true }) {
  console.log(table(row));
  const out = args.indexOf('--out');
  if (out >= 0) writeFileSync(args[out + 1], `${JSON.stringify(row, null, 2)}\n`);
  const verdicts = [];
  verdictsOf(row, (name, pass, detail) => verdicts.push({ name, pass, detail }));
  console.log('\nBudgets');
  for (const v of verdicts) console.log(`${v.pass ? 'PASS' : 'FAIL'}  ${v.name} (${v.detail})`);
  if (write && !args.includes('--no-write')) {
    const file = join(root, 'bench', 'results.json');
    const results = JSON.parse(readFileSync(file, 'utf8'));
    results[key] = row;
    delete results[`${key}Error`];
    const { verdicts: all } = await import('./report.mjs');
    results.budgets = all(results);
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    const { writePerformanceSummary } = await import('./summary.mjs');
    await writePerformanceSummary();
    console.log(`\nbench/results.json : ligne « ${label} » écrite`);
  }
  process.exitCode = verdicts.some((v) => !v.pass) ? 1 : 0;
}
