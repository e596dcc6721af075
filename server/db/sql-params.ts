/** Numbered SQL parameters for statements assembled from pieces: `p.add(value)` gives '$n'. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Text matched literally inside a LIKE pattern: its backslashes, % and _ escaped. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
