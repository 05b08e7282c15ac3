// The consumer test's own checks (the tarballs, installing, importing, type-checking, building), each
// passed or failed with its problems, printed as they happen and written in the shape of Vitest's
// JSON report, so scripts/test-summary.mjs counts them and names a failure in the closing lines.
import { writeFileSync } from 'node:fs';

export function createReport(suite) {
  const results = [];

  /** Records a check; `problems` empty means it passed. Returns whether it passed. */
  function record(name, problems) {
    results.push({ name, problems });
    if (problems.length === 0) console.log(`  ✓ ${name}`);
    else {
      console.log(`  ✗ ${name}`);
      for (const problem of problems) console.log(`      ${problem.split('\n').join('\n      ')}`);
    }
    return problems.length === 0;
  }

  const failed = () => results.filter((result) => result.problems.length > 0);

  function write(file) {
    const failures = failed().length;
    const report = {
      numTotalTests: results.length,
      numPassedTests: results.length - failures,
      numFailedTests: failures,
      numPendingTests: 0,
      numTodoTests: 0,
      success: failures === 0,
      testResults: [
        {
          name: suite,
          status: failures ? 'failed' : 'passed',
          message: '',
          assertionResults: results.map(({ name, problems }) => ({
            title: name,
            fullName: `${suite} › ${name}`,
            status: problems.length ? 'failed' : 'passed',
            failureMessages: problems.length ? [problems.join('\n')] : [],
          })),
        },
      ],
    };
    writeFileSync(file, JSON.stringify(report, null, 2));
  }

  return { record, failed, write };
}
