import { useState } from 'react';
import { FormField } from '../ui/FormField';
import { RESERVATION_TEXT as T } from './messages';
import { Shell } from './Shell';

/** /test: the throwaway text-input demo page of the spec. */
export function TestScreen() {
  const [text, setText] = useState('');
  return (
    <Shell title={T.testTitle}>
      <FormField label={T.testLabel} type="text" value={text} onChange={(e) => setText(e.currentTarget.value)} />
      <p className="cg-res-test__echo" aria-live="polite">
        {text ? T.testEcho(text) : null}
      </p>
    </Shell>
  );
}
