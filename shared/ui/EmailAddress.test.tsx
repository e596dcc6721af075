/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { EmailAddress } from './EmailAddress';

describe('EmailAddress', () => {
  it('keeps the address as it is and may wrap it only before its @ and dots', () => {
    const { container } = render(
      <p>
        <EmailAddress address="aakriti.shrestha@example.com.np" />
      </p>,
    );
    const p = container.querySelector('p') as HTMLElement;
    expect(p.textContent).toBe('aakriti.shrestha@example.com.np');
    expect(p.innerHTML).toBe('aakriti<wbr>.shrestha<wbr>@example<wbr>.com<wbr>.np');
  });
});
