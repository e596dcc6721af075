import { Fragment } from 'react';

/**
 * An e-mail address that, when it must wrap, wraps before its '@' and its dots (word break
 * opportunities, <wbr>) rather than in the middle of a name.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
