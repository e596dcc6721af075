/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { lowestInstalment } from '../../../../shared/domain/emi';
import { formatNpr } from '../../../../shared/domain/money';
import { ACCOUNT_MESSAGES } from '../../../../shared/validation/messages';
import { STORE_MESSAGES } from '../../../../shared/validation/store-messages';
import { createFakeApi, press, renderWithStore, settle, testUser, typeInto, type FakeApi } from '../../../app/test-utils';
import { PRODUCT_TEXT as T } from '../messages';
import { ConsultationModal } from './ConsultationModal';
import { EmiModal } from './EmiModal';
import { EnquiryModal } from './EnquiryModal';

const locations = [
  {
    id: 1,
    name: 'Koshi',
    cities: [
      { id: 10, name: 'Biratnagar', areas: [{ id: 100, name: 'Traffic Chowk' }] },
      { id: 11, name: 'Dharan', areas: [{ id: 110, name: 'Bhanu Chowk' }, { id: 111, name: 'Putali Line' }] },
    ],
  },
  { id: 3, name: 'Bagmati', cities: [{ id: 30, name: 'Kathmandu', areas: [{ id: 300, name: 'Baneshwor' }] }] },
];

function formsApi(): FakeApi {
  return createFakeApi({
    'get-locations-with-areas': () => ({ statusCode: 200, data: locations }),
    'post-stock-consultation': () => ({ statusCode: 200, message: 'Thank you! Our store team will call you soon to arrange your consultation.' }),
    'business-enquiry': () => ({ statusCode: 200, message: 'Thank you for your enquiry. Our team will contact you soon.' }),
    'get-emi-banks-by-user': () => ({
      statusCode: 200,
      data: [
        { id: 1, bank_name: 'Nabil Bank', emi_periods: [{ id: 11, name: '6 Months', months: 6 }, { id: 10, name: '3 Months', months: 3 }] },
        { id: 2, bank_name: 'NIC Asia Bank', emi_periods: [{ id: 20, name: '12 Months', months: 12 }] },
      ],
    }),
  });
}

const optionTexts = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options).map((o) => o.text);

describe('ConsultationModal', () => {
  it('checks the fields, cascades province → city → area (a parent clears its children), posts and reports the message', async () => {
    const api = formsApi();
    const onSent = jest.fn();
    await renderWithStore(<ConsultationModal open productId={12} productName="LG TV" onClose={() => undefined} onSent={onSent} />, { api });
    await settle();
    const dialog = screen.getByRole('dialog', { name: T.consultation });
    await press(within(dialog).getByRole('button', { name: T.submit }));
    expect(api.callsTo('post-stock-consultation')).toHaveLength(0);
    expect(within(dialog).getAllByText(STORE_MESSAGES.required)).toHaveLength(2);
    expect(within(dialog).getByText(ACCOUNT_MESSAGES.provinceRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(ACCOUNT_MESSAGES.cityRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(ACCOUNT_MESSAGES.areaRequired)).toBeInTheDocument();
    // The first invalid field gets the focus.
    await settle();
    expect(within(dialog).getByLabelText(T.name)).toHaveFocus();

    await typeInto(within(dialog).getByLabelText(T.name), 'Hari');
    await typeInto(within(dialog).getByLabelText(T.phone), '98-12');
    await typeInto(within(dialog).getByLabelText(`${T.message} ${T.optional}`), 'x'.repeat(141));
    expect(within(dialog).getByText(STORE_MESSAGES.phoneNumeric)).toBeInTheDocument();
    expect(within(dialog).getByText(STORE_MESSAGES.messageTooLong)).toBeInTheDocument();
    await typeInto(within(dialog).getByLabelText(T.phone), '9812345678');
    await typeInto(within(dialog).getByLabelText(`${T.message} ${T.optional}`), 'Can I see it?');

    const province = within(dialog).getByLabelText(T.province);
    const city = within(dialog).getByLabelText(T.city);
    const area = within(dialog).getByLabelText(T.area);
    expect(optionTexts(province)).toEqual([T.selectProvince, 'Koshi', 'Bagmati']);
    expect(optionTexts(city)).toEqual([T.selectCity]);
    await typeInto(province, '1');
    expect(optionTexts(city)).toEqual([T.selectCity, 'Biratnagar', 'Dharan']);
    await typeInto(city, '11');
    expect(optionTexts(area)).toEqual([T.selectArea, 'Bhanu Chowk', 'Putali Line']);
    await typeInto(area, '111');
    await typeInto(province, '3');
    expect(city).toHaveValue('');
    expect(area).toHaveValue('');
    expect(optionTexts(city)).toEqual([T.selectCity, 'Kathmandu']);
    await typeInto(city, '30');
    await typeInto(area, '300');

    await press(within(dialog).getByRole('button', { name: T.submit }));
    await settle();
    expect(api.callsTo('post-stock-consultation')[0].body).toEqual({ name: 'Hari', email: null, number: '9812345678', area_id: 300, product_id: 12, queries: 'Can I see it?' });
    expect(onSent).toHaveBeenCalledWith('Thank you! Our store team will call you soon to arrange your consultation.');
  });

  it('shows a refusal from the server in the modal', async () => {
    const api = formsApi();
    api.handlers['post-stock-consultation'] = () => ({ statusCode: 422, message: 'Please select area.' });
    await renderWithStore(<ConsultationModal open productId={12} productName="LG TV" onClose={() => undefined} onSent={() => undefined} />, { api });
    await settle();
    const dialog = screen.getByRole('dialog');
    await typeInto(within(dialog).getByLabelText(T.name), 'Hari');
    await typeInto(within(dialog).getByLabelText(T.phone), '9812345678');
    await typeInto(within(dialog).getByLabelText(T.province), '1');
    await typeInto(within(dialog).getByLabelText(T.city), '10');
    await typeInto(within(dialog).getByLabelText(T.area), '100');
    await press(within(dialog).getByRole('button', { name: T.submit }));
    await settle();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select area.');
  });
});

describe('EnquiryModal', () => {
  it('is titled as asked, requires name, email, phone and a message of at most 140 characters; organization is optional', async () => {
    const api = formsApi();
    const onSent = jest.fn();
    await renderWithStore(<EnquiryModal open title={T.enquiryService} productId={12} productName="Service visit" onClose={() => undefined} onSent={onSent} />, { api });
    const dialog = screen.getByRole('dialog', { name: T.enquiryService });
    await press(within(dialog).getByRole('button', { name: T.submit }));
    expect(within(dialog).getAllByText(STORE_MESSAGES.required)).toHaveLength(4);
    await typeInto(within(dialog).getByLabelText(T.name), 'Sunita');
    await typeInto(within(dialog).getByLabelText(T.email), 'sunita@');
    await typeInto(within(dialog).getByLabelText(T.phone), '9801234567');
    await typeInto(within(dialog).getByLabelText(T.message), 'y'.repeat(141));
    expect(within(dialog).getByText(STORE_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(STORE_MESSAGES.messageTooLong)).toBeInTheDocument();
    // Past the limit the counter says so in red (it used to stop at '0 characters left').
    expect(within(dialog).getByLabelText(T.message)).toHaveAttribute('maxlength', '140');
    expect(within(dialog).getByText('1 character too many (at most 140)')).toHaveClass('cg-field__count--over');
    await typeInto(within(dialog).getByLabelText(T.email), 'sunita@example.com');
    await typeInto(within(dialog).getByLabelText(T.message), 'y'.repeat(140));
    expect(within(dialog).getByLabelText(T.message)).toHaveAccessibleDescription('0 characters left');
    for (const [label, max] of [[T.name, 100], [T.email, 254], [T.phone, 20], [`${T.organization} ${T.optional}`, 150]] as const) {
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('maxlength', String(max));
    }
    await typeInto(within(dialog).getByLabelText(T.name), 'S'.repeat(95));
    expect(within(dialog).getByLabelText(T.name)).toHaveAccessibleDescription('5 characters left');
    await typeInto(within(dialog).getByLabelText(T.name), 'Sunita');
    expect(within(dialog).getByLabelText(T.name)).not.toHaveAccessibleDescription();
    await press(within(dialog).getByRole('button', { name: T.submit }));
    await settle();
    expect(api.callsTo('business-enquiry')[0].body).toEqual({
      name: 'Sunita',
      email: 'sunita@example.com',
      phone: '9801234567',
      organization: null,
      product_id: 12,
      enquiry: 'y'.repeat(140),
    });
    expect(onSent).toHaveBeenCalledWith('Thank you for your enquiry. Our team will contact you soon.');
  });
});

describe('EmiModal', () => {
  it('for a guest: the usual periods, price / months to 2 decimals, no bank call', async () => {
    const api = formsApi();
    await renderWithStore(<EmiModal open price={120000} loggedIn={false} onClose={() => undefined} />, { api });
    await settle();
    expect(api.callsTo('get-emi-banks-by-user')).toHaveLength(0);
    const rows = screen.getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual([
      '3 MonthsNPR 40,000.00',
      '6 MonthsNPR 20,000.00',
      '9 MonthsNPR 13,333.33',
      '12 MonthsNPR 10,000.00',
      '18 MonthsNPR 6,666.67',
      '24 MonthsNPR 5,000.00',
    ]);
    // The product's "EMI from … /month" (emi_price) is the lowest figure listed here.
    expect(rows.at(-1)).toContain(formatNpr(lowestInstalment(120000)!, { decimals: 2 }));
  });

  it("for a shopper: the banks and each bank's periods", async () => {
    const api = formsApi();
    await renderWithStore(<EmiModal open price={10000} loggedIn onClose={() => undefined} />, { api, user: testUser() });
    await settle();
    const bank = screen.getByLabelText(T.emiBank);
    expect(optionTexts(bank)).toEqual(['Nabil Bank', 'NIC Asia Bank']);
    expect(screen.getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['3 MonthsNPR 3,333.33', '6 MonthsNPR 1,666.67']);
    await act(async () => {
      fireEvent.change(bank, { target: { value: '2' } });
    });
    expect(screen.getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['12 MonthsNPR 833.33']);
  });

  it('when the server has no bank for the shopper (or cannot be reached), the usual periods', async () => {
    const api = formsApi();
    api.handlers['get-emi-banks-by-user'] = () => ({ statusCode: 200, message: 'Your cart is empty.', data: [] });
    await renderWithStore(<EmiModal open price={10000} loggedIn onClose={() => undefined} />, { api, user: testUser() });
    await settle();
    expect(api.callsTo('get-emi-banks-by-user')).toHaveLength(1);
    expect(screen.queryByLabelText(T.emiBank)).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(7);
    delete api.handlers['get-emi-banks-by-user'];
  });
});
