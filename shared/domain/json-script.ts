/**
 * JSON for an inline script element: `<`, `>`, `&` and the JS line separators are written as
 * \\u escapes, so no value can close the element (`</script>`) or open a comment; JSON.parse of
 * the element's text gives the same value back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
