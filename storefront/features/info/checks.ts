/**
 * The contact page's enquiry form rules without yup (spec part 2 §5: name, e-mail, phone and
 * enquiry all required), giving the same first message per field as the server's
 * contactEnquirySchema (shared/validation/catalogue.ts); checks.test.ts compares the two.
 */
import type { EnquiryPayload } from '../../../shared/api/pages';
import { EMAIL_SHAPE, matches, requiredText, validate, type Checks, type FieldErrors } from '../../../shared/validation/rules';
import { INFO_VALIDATION as V } from './messages';

/** Same shape as PHONE_SHAPE of shared/validation/catalogue.ts (importing it would pull yup in). */
export const PHONE_SHAPE = /^\+?\d[\d -]*\d$/;

export type EnquiryValues = EnquiryPayload & Record<string, string>;

export const contactEnquiryChecks: Checks<EnquiryValues> = {
  name: [requiredText(V.required)],
  email: [requiredText(V.required), matches(EMAIL_SHAPE, V.emailInvalid)],
  phone: [requiredText(V.required), matches(PHONE_SHAPE, V.phoneInvalid)],
  enquiry: [requiredText(V.required)],
};

export const validateEnquiry = (values: EnquiryValues): FieldErrors<EnquiryValues> => validate(contactEnquiryChecks, values);
