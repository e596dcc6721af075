import { changes, productErrors, SPEC_LINE_MESSAGE, specsFromText, specsToText, toValues, type Product } from './product-form';

const product: Product = {
  id: 7, name: 'Fridge', model_number: 'RT-28', price: 40000, discount_price: null, stock: 3, status: 1, is_new: 0,
  product_type: 'Normal', prepayment: 0, prepayment_value: null, is_service: 0,
  specifications: [{ name: 'Capacity', value: '253 L' }, { name: 'Ratio', value: '16:9' }], version: 4,
};

describe('the product form', () => {
  it('reads specifications one per line as "Name: value", the value keeping its own colons; blank lines left out', () => {
    expect(specsFromText('Capacity: 253 L\n\n  Ratio : 16:9 \n')).toEqual(product.specifications);
    expect(specsFromText(specsToText(product.specifications))).toEqual(product.specifications);
    expect(specsFromText('Capacity: 253 L\nno colon here')).toEqual({ badLine: 2 });
  });

  it('sends only what changed, an emptied discount as null', () => {
    expect(changes(product, toValues(product))).toEqual({});
    const v = { ...toValues(product), name: 'Frost Fridge', is_new: '1', specifications: 'Capacity: 260 L', discount_price: '' };
    expect(changes(product, v)).toEqual({ name: 'Frost Fridge', is_new: 1, specifications: [{ name: 'Capacity', value: '260 L' }] });
  });

  it('shows the shared schema’s messages under the fields, and a line without a colon under the specifications', async () => {
    expect(await productErrors(toValues(product), 4)).toEqual({});
    const errors = await productErrors({ ...toValues(product), name: ' ', specifications: 'Capacity 253 L' }, 4);
    expect(errors).toEqual({ name: 'Enter the product name.', specifications: SPEC_LINE_MESSAGE(1) });
  });
});
