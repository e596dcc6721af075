/**
 * The contact page's enquiry form rules without yup (spec part 2 §5: name, e-mail, phone and
 * enquiry all required), giving the same first message per field as the server's
 * contactEnquirySchema (shared/validation/catalogue.ts), lengths included; checks.test.ts
 * compares the two.
 */
import type { EnquiryPayload } from '../../../shared/api/pages';
import { TEXT_LIMITS as L } from '../../../shared/validation/limits';
import { EMAIL_SHAPE, matches, maxLength, requiredText, validate, type Checks, type FieldErrors } from '../../../shared/validation/rules';
import { INFO_VALIDATION as V } from './messages';

/** Same shape as PHONE_SHAPE of shared/validation/catalogue.ts (importing it would pull yup in). */
export const PHONE_SHAPE = /^\+?\d[\d -]*\d$/;

export type EnquiryValues = EnquiryPayload & Record<string, string>;

/** The longest text of each field (the message's limit less any prefix the form adds when sending). */
export const enquiryLimits = (messagePrefix = '') => ({
  name: L.name,
  email: L.email,
  phone: L.phone,
  enquiry: L.contactEnquiry - messagePrefix.length,
});

export const enquiryChecks = (messagePrefix = ''): Checks<EnquiryValues> => {
  const max = enquiryLimits(messagePrefix);
  return {
    name: [requiredText(V.required), maxLength(max.name, 'Name')],
    email: [requiredText(V.required), matches(EMAIL_SHAPE, V.emailInvalid), maxLength(max.email, 'Email')],
    phone: [requiredText(V.required), matches(PHONE_SHAPE, V.phoneInvalid), maxLength(max.phone, 'Phone')],
    enquiry: [requiredText(V.required), maxLength(max.enquiry, 'Enquiry')],
  };
};

export const contactEnquiryChecks = enquiryChecks();

export const validateEnquiry = (values: EnquiryValues, checks: Checks<EnquiryValues> = contactEnquiryChecks): FieldErrors<EnquiryValues> =>
  validate(checks, values);
