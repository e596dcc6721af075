/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { cartUnits, MiniCart, type MiniCartItem } from './MiniCart';
import { MINI_CART_TEXT as T } from './miniCartText';

const items: MiniCartItem[] = [
  { product_id: 11, product_name: 'LG 43 inch Smart TV', product_img: '/media/tv.svg', qty: 2, product_price: 55000, product_discount: 5000, product_discount_price: 50000 },
  { product_id: 22, product_name: 'Samsung Galaxy A15', product_img: '/media/phone.svg', qty: 1, product_price: 22000, product_discount: 0, product_discount_price: null },
];

describe('MiniCart', () => {
  it("shows 'Recently added item(s)', newest first, with the subtotal and 'View Cart'", () => {
    render(<MiniCart items={items} subtotal={122000} />);
    expect(screen.getByRole('heading', { name: T.recentlyAdded })).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]).getByRole('link', { name: 'Samsung Galaxy A15' })).toHaveAttribute('href', '/product-samsung-galaxy-a15-22');
    expect(within(rows[1]).getByRole('link', { name: 'LG 43 inch Smart TV' })).toHaveAttribute('href', '/product-lg-43-inch-smart-tv-11');
    expect(rows[1]).toHaveTextContent('Qty: 2');
    expect(rows[1]).toHaveTextContent('NPR 50,000');
    expect(screen.getByText(T.subtotal).parentElement).toHaveTextContent('NPR 1,22,000');
    expect(screen.getByRole('link', { name: T.viewCart })).toHaveAttribute('href', '/user/cart');
    expect(screen.queryByText(T.empty)).toBeNull();
  });

  it("shows 'No Items in cart' for an empty cart", () => {
    render(<MiniCart items={[]} subtotal={0} />);
    expect(screen.getByText(T.empty)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: T.viewCart })).toBeNull();
  });

  it('resolves links and images through `resolve` (widgets point them at the store)', () => {
    const { container } = render(<MiniCart items={items.slice(0, 1)} subtotal={100000} resolve={(p) => `https://store.example${p}`} />);
    expect(screen.getByRole('link', { name: T.viewCart })).toHaveAttribute('href', 'https://store.example/user/cart');
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://store.example/media/tv.svg');
  });

  it('counts units', () => {
    expect(cartUnits(items)).toBe(3);
    expect(cartUnits(null)).toBe(0);
  });
});
