import { INPUT_LIMITS, INPUT_MESSAGES } from '../../shared/validation/limits';
import { HttpError } from './errors';
import { inputProblem, isDbId, parseId, textProblem } from './validate';

const refused = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof HttpError ? `${err.statusCode} ${err.message}` : String(err);
  }
  return 'accepted';
};

describe('parseId, the one id rule', () => {
  it('takes ids that fit the database columns', () => {
    expect(parseId('1', 'City')).toBe(1);
    expect(parseId('2147483647', 'City')).toBe(2147483647);
    expect(parseId(42, 'City')).toBe(42);
  });
  it('refuses ids past int4 with a 400 that says the range', () => {
    for (const raw of ['2147483648', '99999999999', '9223372036854775808', '9'.repeat(40)]) {
      expect(refused(() => parseId(raw, 'City'))).toBe(`400 ${INPUT_MESSAGES.idTooLarge('City')}`);
    }
  });
  it('refuses what is not a positive whole number', () => {
    for (const raw of ['0', '000', '-1', '1.5', '1e3', 'abc', '', ' 1', undefined, null, 1.5, {}, ['1']]) {
      expect(refused(() => parseId(raw, 'City'))).toBe(`400 ${INPUT_MESSAGES.badId('City')}`);
    }
  });
  it('isDbId agrees on numbers', () => {
    expect([1, 2147483647, 2147483648, 0, -1, 1.5, Number.NaN, '1'].map(isDbId)).toEqual([true, true, false, false, false, false, false, false]);
  });
});

describe('the input guard', () => {
  it('refuses NUL and other control characters anywhere, but lets text areas keep tabs and new lines', () => {
    expect(inputProblem({ email: 'a\u0000b' }, '', false)).toBe(INPUT_MESSAGES.controlCharacters('"email"'));
    expect(inputProblem({ a: { b: ['ok', 'x\u001b'] } }, '', false)).toBe(INPUT_MESSAGES.controlCharacters('"a.b[1]"'));
    expect(inputProblem({ note: 'line 1\r\nline 2\tend' }, '', false)).toBeNull();
    expect(inputProblem({ q: 'line 1\nline 2' }, '', true)).toBe(INPUT_MESSAGES.controlCharacters('"q"'));
    expect(inputProblem({ ['k\u0000']: 'v' }, '', false)).toBe(INPUT_MESSAGES.badFieldName);
  });
  it('refuses text longer than any field, absurd nesting and lists', () => {
    expect(textProblem('x'.repeat(INPUT_LIMITS.textMax), 'name')).toBeNull();
    expect(textProblem('x'.repeat(INPUT_LIMITS.textMax + 1), 'name')).toBe(INPUT_MESSAGES.tooLongAny('"name"', INPUT_LIMITS.textMax));
    let deep: unknown = 'x';
    for (let i = 0; i < INPUT_LIMITS.depthMax + 1; i++) deep = { d: deep };
    expect(inputProblem(deep, '', false)).toBe(INPUT_MESSAGES.tooDeep);
    expect(inputProblem({ ids: new Array(INPUT_LIMITS.listMax + 1).fill(1) }, '', false)).toBe(INPUT_MESSAGES.tooManyItems('"ids"', INPUT_LIMITS.listMax));
  });
  it('passes ordinary input', () => {
    expect(inputProblem({ name: 'राम थापा', qty: 2, ok: true, none: null, items: [{ id: 1 }] }, '', false)).toBeNull();
    expect(inputProblem(undefined, '', false)).toBeNull();
  });
});
