// The Chromium every browser run of this project uses (e2e tests, page benchmarks): Debian's
// /usr/bin/chromium or PUPPETEER_EXECUTABLE_PATH, with flags that work on these machines
// (closed network, root, no GPU). Puppeteer's own browser download cannot work here.
const { existsSync } = require('node:fs');

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--lang=en-US',
];

/** @returns {string} the Chromium binary; throws with the fix when it is missing */
function chromiumPath() {
  const path = process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install Debian's chromium (apt-get install chromium; .ci/run does this) ` +
        'or point PUPPETEER_EXECUTABLE_PATH at a Chrome/Chromium binary.',
    );
  }
  return path;
}

module.exports = { CHROMIUM_FLAGS, chromiumPath };
