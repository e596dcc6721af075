// The e2e suites' test environment: Node's, plus a report of what every open page did when a test
// fails (tests/support/page-recorder.ts), so a wait that timed out says what the page was doing.
const { TestEnvironment } = require('jest-environment-node');

class E2EEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const reports = (await this.global.__e2ePageReports?.()) ?? [];
    if (reports.length === 0) return;
    const name = event.test ? event.test.name : event.hook?.type;
    process.stderr.write(`\n--- pages open when "${name}" failed ---\n${reports.join('\n')}---\n`);
  }
}

module.exports = E2EEnvironment;
