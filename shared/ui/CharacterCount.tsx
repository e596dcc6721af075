/** What the counter under a limited field says: the characters left, or how many are too many. */
export function characterCountText(length: number, max: number): string {
  const left = max - length;
  if (left >= 0) return `${left} ${left === 1 ? 'character' : 'characters'} left`;
  return `${-left} ${left === -1 ? 'character' : 'characters'} too many (at most ${max})`;
}

/**
 * Single-line fields show their counter only near the limit (from this share of it on), so a
 * name or e-mail field stays quiet until the limit matters; text areas always show theirs.
 */
export const COUNTER_NEAR_SHARE = 0.8;

export const counterShown = (length: number, max: number, always: boolean) => always || length >= max * COUNTER_NEAR_SHARE;

/** The counter under a field with a length limit; red once past it (a value set by script or pasted). */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p id={id} className={`cg-field__count${length > max ? ' cg-field__count--over' : ''}`}>
      {characterCountText(length, max)}
    </p>
  );
}
