/**
 * yup's own default messages ("x must be a `string` type, but the final value was: …") are for
 * programmers. Every schema of ours is built after this module has run (the schema modules import
 * it first), so a rule without a message of its own says something a person can act on, in forms
 * and in server answers alike. The spec's quoted messages are always given explicitly and win.
 */
import { setLocale, type LocaleObject } from 'yup';
import { STORE_MESSAGES as S } from './store-messages';

type Params = { path?: string; type?: string; min?: unknown; max?: unknown; length?: unknown; values?: unknown };

const name = (path?: string) => (path && path !== 'this' ? path : 'This field');

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  object: 'a group of fields (an object)',
  array: 'a list',
  date: 'a date',
  mixed: 'a value',
  tuple: 'a list',
};

/** 'email must be text.' — the message for a value of the wrong type. */
export const wrongTypeMessage = (path: string | undefined, type: string | undefined) =>
  `${name(path)} must be ${TYPE_WORDS[type ?? ''] ?? 'a value of another kind'}.`;

export const PLAIN_MESSAGES: LocaleObject = {
  mixed: {
    default: ({ path }: Params) => `${name(path)} is not valid.`,
    required: S.required,
    defined: S.required,
    notNull: S.required,
    oneOf: ({ path, values }: Params) => `${name(path)} must be one of: ${String(values)}.`,
    notOneOf: ({ path }: Params) => `${name(path)} has a value that is not allowed.`,
    notType: ({ path, type }: Params) => wrongTypeMessage(path, type),
  },
  string: {
    length: ({ path, length }: Params) => `${name(path)} must be exactly ${String(length)} characters.`,
    min: ({ path, min }: Params) => `${name(path)} must be at least ${String(min)} characters.`,
    max: ({ path, max }: Params) => `${name(path)} should not be more than ${String(max)} characters.`,
    matches: ({ path }: Params) => `${name(path)} is not in the expected format.`,
    email: S.emailInvalid,
    url: ({ path }: Params) => `${name(path)} must be a web address.`,
    uuid: ({ path }: Params) => `${name(path)} is not in the expected format.`,
    trim: ({ path }: Params) => `${name(path)} must not start or end with spaces.`,
    lowercase: ({ path }: Params) => `${name(path)} must be in lower case.`,
    uppercase: ({ path }: Params) => `${name(path)} must be in upper case.`,
  },
  number: {
    min: ({ path, min }: Params) => `${name(path)} must be at least ${String(min)}.`,
    max: ({ path, max }: Params) => `${name(path)} must be at most ${String(max)}.`,
    lessThan: ({ path, max }: Params) => `${name(path)} must be less than ${String(max)}.`,
    moreThan: ({ path, min }: Params) => `${name(path)} must be more than ${String(min)}.`,
    positive: ({ path }: Params) => `${name(path)} must be a positive number.`,
    negative: ({ path }: Params) => `${name(path)} must be a negative number.`,
    integer: ({ path }: Params) => `${name(path)} must be a whole number.`,
  },
  date: {
    min: ({ path }: Params) => `${name(path)} is too early.`,
    max: ({ path }: Params) => `${name(path)} is too late.`,
  },
  boolean: { isValue: ({ path }: Params) => `${name(path)} must be true or false.` },
  object: { noUnknown: ({ path }: Params) => `${name(path)} has fields this form does not take.` },
  array: {
    min: ({ path, min }: Params) => `${name(path)} must have at least ${String(min)} items.`,
    max: ({ path, max }: Params) => `${name(path)} must have at most ${String(max)} items.`,
    length: ({ path, length }: Params) => `${name(path)} must have ${String(length)} items.`,
  },
  tuple: { notType: ({ path, type }: Params) => wrongTypeMessage(path, type) },
};

setLocale(PLAIN_MESSAGES);
