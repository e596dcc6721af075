// Linear-time checks for readers of user input: the cost per character at one length against ten
// times that length (a quadratic reader costs ten times as much per character), never a wall-clock
// bound that a busy machine can break.

/**
 * Milliseconds per input character of `read` over `copies` inputs of `length` characters, the
 * least of several trials (the machine is shared; the least is the truest).
 */
export function costPerCharacter(read: (text: string) => unknown, make: (length: number) => string, length: number, copies: number): number {
  const inputs = Array.from({ length: copies }, (_, i) => `${make(length)}${String.fromCharCode(97 + (i % 26))}`);
  let least = Infinity;
  for (let trial = 0; trial < 7; trial++) {
    const start = performance.now();
    for (const text of inputs) read(text);
    least = Math.min(least, performance.now() - start);
  }
  return least / (length * copies);
}

/** How much more each character costs at ten times `length` (about 1 when linear, about 10 when quadratic). */
export function growthAtTenTimes(read: (text: string) => unknown, make: (length: number) => string, length: number): number {
  costPerCharacter(read, make, length, 20); // warm up the JIT
  const small = costPerCharacter(read, make, length, 50);
  const large = costPerCharacter(read, make, length * 10, 5);
  return large / small;
}
