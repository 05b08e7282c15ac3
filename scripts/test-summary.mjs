// Sums the JSON reports of every test runner into one closing line: "tests: N passed, N failed",
// after naming each failed test with the first line of its message. CI shows only the tail of a
// run's output, so a failure must be named here, at the end, or it cannot be found again.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const firstLine = (text = '') => stripVTControlCharacters(text).trim().split('\n')[0].slice(0, 200);
// Vitest: testResults[].assertionResults[]; Playwright: suites[] of specs[] of tests[] of results[].
function vitestFailures(report) {
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(`${file.name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that fails to load has no failed test, only a message.
    if (!failed.length && file.status === 'failed') failures.push(`${file.name}: ${firstLine(file.message)}`);
  }
}
/** Where a Playwright failure happened, what the locator found, and whether the test timed out. */
function playwrightDetail(result) {
  if (!result?.error) return '';
  const { location, message = '' } = result.error;
  const text = stripVTControlCharacters(message);
  const lines = text.split('\n').map((line) => line.trim());
  const at = location ? `at ${path.basename(location.file)}:${location.line}` : '';
  const found = [
    lines.find((line) => line.startsWith('Locator:')),
    // The received value (or the call log's last state) of an expectation.
    lines.find((line) => /^(Received|Error: )/.test(line) && line !== lines[0]),
    lines.filter((line) => /resolved to|unexpected value/.test(line)).at(-1),
  ].filter(Boolean);
  const timedOut = (result.errors ?? []).some((error) => /Test timeout of/.test(error.message ?? ''));
  return [at, ...found, timedOut ? '(the test timed out)' : ''].filter(Boolean).join(' · ').slice(0, 600);
}
function playwrightFailures(suite, trail = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'expected' || test.status === 'skipped') continue;
      const result = test.results?.find((r) => r.error);
      // Which of a test's expectations it was, and what it found, on a line of its own: the first
      // line alone ("toHaveText failed") did not tell one of a test's five from another (CI, 2026-12-03).
      const detail = playwrightDetail(result);
      failures.push(
        `${spec.file}:${spec.line} › ${[...trail, spec.title].join(' › ')} (${test.status}): ${firstLine(result?.error?.message)}${detail ? `\n      ${detail}` : ''}`,
      );
    }
  }
  for (const child of suite.suites ?? [])
    playwrightFailures(child, suite.title && !suite.title.endsWith('.ts') ? [...trail, suite.title] : trail);
}
// Only the runners' reports (not e.g. Playwright's .last-run.json), and checks-*.json: checks of a
// script (the consumer test's) written in Vitest's report shape.
const reports = readdirSync(dir).filter((name) =>
  /^(vitest-.+|checks-.+|playwright(-.+)?)\.json$/.test(name),
);
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
  if (report.stats && 'expected' in report.stats)
    for (const suite of report.suites ?? []) playwrightFailures(suite);
  else vitestFailures(report);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  console.log(`  ${file}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}
if (failures.length) {
  console.log('failed tests:');
  for (const failure of failures) console.log(`  ✗ ${failure}`);
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
