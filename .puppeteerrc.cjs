// Puppeteer's configuration for this project (read by its install script and at launch).
// The tests and benchmarks drive the system Chromium (tests/support/chromium.cjs), so puppeteer
// never downloads a browser of its own: `npm install` must work on a machine that reaches only
// the npm registry, with no environment variable set.
module.exports = {
  skipDownload: true,
  chrome: { skipDownload: true },
  'chrome-headless-shell': { skipDownload: true },
  firefox: { skipDownload: true },
};
