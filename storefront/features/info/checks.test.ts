import { contactEnquirySchema, PHONE_SHAPE as SERVER_PHONE_SHAPE } from '../../../shared/validation/catalogue';
import { firstErrors } from '../../../shared/validation/form';
import { PHONE_SHAPE, validateEnquiry, type EnquiryValues } from './checks';
import { TEXT_LIMITS as L } from '../../../shared/validation/limits';
import { INFO_VALIDATION as V } from './messages';

const TEXTS = ['9'.repeat(L.phone + 1), `${'s'.repeat(L.email)}@x.io`, '', ' ', 'a', 'Sita Sharma', 'sita@example', 'sita@example.com', ' sita@example.com', '98000', '+977 1 5188284', '98-0000-0000', 'abc', 'Hello there'];

describe('contact enquiry checks', () => {
  it('use the same phone shape as the server schema', () => {
    expect(PHONE_SHAPE.source).toBe(SERVER_PHONE_SHAPE.source);
  });

  it('agree with the server schema on every combination of a table of inputs', async () => {
    for (const name of ['', 'Sita', 'S'.repeat(L.name + 1)]) {
      for (const email of TEXTS) {
        for (const phone of TEXTS) {
          for (const enquiry of ['', ' ', 'Hi', 'x'.repeat(L.contactEnquiry), 'x'.repeat(L.contactEnquiry + 1)]) {
            const values: EnquiryValues = { name, email, phone, enquiry };
            expect(validateEnquiry(values)).toEqual(await firstErrors(contactEnquirySchema, values));
          }
        }
      }
    }
  });

  it('reports the required, e-mail and phone messages', () => {
    expect(validateEnquiry({ name: '', email: '', phone: '', enquiry: '' })).toEqual({
      name: V.required,
      email: V.required,
      phone: V.required,
      enquiry: V.required,
    });
    expect(validateEnquiry({ name: 'a', email: 'x@y', phone: 'abc', enquiry: 'b' })).toEqual({
      email: V.emailInvalid,
      phone: V.phoneInvalid,
    });
  });
});
