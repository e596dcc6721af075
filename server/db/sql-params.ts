/** Numbered SQL parameters for statements assembled from pieces: `p.add(value)` gives '$n'. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
