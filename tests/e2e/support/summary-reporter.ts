import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// Prints the plain closing line CI reads, like tests/support/summary-reporter.ts does for
// vitest: 'playwright: N passed, N failed, N skipped' (+ flaky and expected failures).

export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<TestCase, ReturnType<TestCase['outcome']>>();
  private started = Date.now();

  onBegin(): void {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, _result: TestResult): void {
    this.outcomes.set(test, test.outcome());
  }

  onEnd(result: FullResult): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    let flaky = 0;
    let expectedFailures = 0;
    for (const [test, outcome] of this.outcomes) {
      if (outcome === 'skipped') skipped += 1;
      else if (outcome === 'unexpected') failed += 1;
      else if (outcome === 'flaky') flaky += 1;
      else if (test.expectedStatus === 'failed') expectedFailures += 1;
      else passed += 1;
    }
    const extras = [flaky ? `${flaky} flaky` : '', expectedFailures ? `${expectedFailures} expected to fail (test.fail)` : ''].filter(Boolean);
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    process.stdout.write(`\nplaywright: ${passed} passed, ${failed} failed, ${skipped} skipped${extras.length ? `, ${extras.join(', ')}` : ''} (${result.status}, ${seconds} s)\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
