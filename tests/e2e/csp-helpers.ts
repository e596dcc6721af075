// Content-Security-Policy violations a page reports, for the widgets' partner-page suites.
import type { Page } from 'puppeteer';

/** Every securitypolicyviolation of every document the page shows from now on (the array fills as they happen). */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation(text: string): void }).__cspViolation;
      report(`${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return violations;
}
