// Sums the JSON reports of every test runner into one closing line: "tests: N passed, N failed".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
// Only the runners' reports (not e.g. Playwright's .last-run.json).
const reports = readdirSync(dir).filter((name) => /^(vitest-.+|playwright)\.json$/.test(name));
for (const file of reports) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const counts =
    report.stats && 'expected' in report.stats
      ? // Playwright: flaky tests passed only on retry, so they count as failures here.
        {
          passed: report.stats.expected,
          failed: report.stats.unexpected + report.stats.flaky,
          skipped: report.stats.skipped,
        }
      : {
          passed: report.numPassedTests ?? 0,
          failed: report.numFailedTests ?? 0,
          skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
        };
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  console.log(`  ${file}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
