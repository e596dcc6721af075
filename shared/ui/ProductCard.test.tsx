/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ProductCard as ProductCardData } from '../api/types';
import { ProductCard } from './ProductCard';
import { PRODUCT_CARD_TEXT as T } from './productCardText';

const full: ProductCardData = {
  id: 42,
  name: 'LG 55" UHD Smart TV 55UQ7500',
  brand: 'LG',
  model_number: '55UQ7500PSF',
  featured_image: '/media/tv-front.svg',
  alt_featured_image: '/media/tv-side.svg',
  price: 125000,
  discount_price: 99990,
  discount_percent: 20,
  new: 1,
  product_type: 'Combo',
  free: { id: 7, name: 'Wall Mount', image: '/media/mount.svg', price: 2500 },
  ratings: 4.5,
  loyalty_point: 499,
  emi_price: 8333,
  availability: 1,
};

describe('ProductCard', () => {
  it('shows every element of the spec card', () => {
    render(<ProductCard product={full} />);
    const card = screen.getByRole('article');
    const link = screen.getByRole('link', { name: full.name });
    expect(link).toHaveAttribute('href', '/product-lg-55"-uhd-smart-tv-55uq7500-42'.replace('"', '%22'));
    expect(screen.getByRole('heading', { level: 3, name: full.name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: full.name })).toHaveAttribute('src', full.featured_image);
    expect(card).toHaveTextContent('LG');
    expect(card).toHaveTextContent('Model: 55UQ7500PSF');
    // price and struck original price
    expect(card).toHaveTextContent('NPR 99,990');
    expect(card.querySelector('s')).toHaveTextContent('NPR 1,25,000');
    // badges
    const badges = within(screen.getByRole('list', { name: 'Offers' }));
    expect(badges.getByText(T.save(20))).toBeInTheDocument();
    expect(badges.getByText(T.newBadge)).toBeInTheDocument();
    expect(badges.getByText(T.bundleBadge)).toBeInTheDocument();
    expect(badges.getByText(T.freeBadge)).toBeInTheDocument();
    // free item with image
    expect(screen.getByText('Free: Wall Mount')).toBeInTheDocument();
    expect(card.querySelector('img[src="/media/mount.svg"]')).not.toBeNull();
    // rating: star width = rating / 5
    const stars = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    expect((stars.querySelector('.cg-stars__fill') as HTMLElement).style.width).toBe('90%');
    // loyalty points, EMI, stock
    expect(screen.getByText('499 CG|Coins')).toBeInTheDocument();
    expect(screen.getByText('EMI from NPR 8,333/month')).toBeInTheDocument();
    expect(screen.getByText(T.inStock)).toBeInTheDocument();
  });

  it('holds the alternate image lazily under CSS, marked once it has loaded (the swap on hover is CSS: e2e product-card-widget)', () => {
    render(<ProductCard product={full} />);
    const card = screen.getByRole('article');
    const [alt, main] = Array.from(card.querySelectorAll('.cg-card__media img'));
    // Before the main image (the CSS fades the main one out with a sibling selector), fetched lazily.
    expect(alt).toHaveClass('cg-card__img--alt');
    expect(alt).toHaveAttribute('src', full.alt_featured_image);
    expect(alt).toHaveAttribute('loading', 'lazy');
    expect(alt).toHaveAttribute('aria-hidden', 'true');
    expect(main).toHaveAttribute('src', full.featured_image);
    expect(alt).not.toHaveAttribute('data-loaded');
    fireEvent.load(alt);
    expect(alt).toHaveAttribute('data-loaded');
  });

  it('marks an alternate image that loaded before hydration (its load event had no listener yet)', async () => {
    const box = document.createElement('div');
    box.innerHTML = renderToString(<ProductCard product={full} />);
    document.body.append(box);
    try {
      const alt = box.querySelector('.cg-card__img--alt') as HTMLImageElement;
      Object.defineProperty(alt, 'naturalWidth', { value: 300 });
      await act(async () => {
        hydrateRoot(box, <ProductCard product={full} />);
      });
      expect(alt).toHaveAttribute('data-loaded');
    } finally {
      box.remove();
    }
  });

  it('plain product: no badges, no struck price, out of stock, coins from price / 200, empty stars', () => {
    const plain: ProductCardData = {
      id: 5,
      name: 'Kettle',
      brand: 'Baltra',
      model_number: 'BK-1',
      featured_image: '/k.svg',
      price: 2999,
      discount_price: null,
      availability: 0,
      new: 0,
      product_type: 'Single',
    };
    render(<ProductCard product={plain} />);
    const card = screen.getByRole('article');
    expect(screen.queryByRole('list', { name: 'Offers' })).toBeNull();
    expect(card.querySelector('s')).toBeNull();
    expect(card).toHaveTextContent('NPR 2,999');
    expect(screen.getByText(T.outOfStock)).toBeInTheDocument();
    expect(screen.getByText('14 CG|Coins')).toBeInTheDocument();
    expect(screen.queryByText(/EMI from/)).toBeNull();
    const stars = screen.getByRole('img', { name: 'Rated 0 out of 5' });
    expect((stars.querySelector('.cg-stars__fill') as HTMLElement).style.width).toBe('0%');
    expect(card.querySelector('.cg-card__img--alt')).toBeNull();
  });

  it('computes Save % when the server sends no discount_percent', () => {
    render(<ProductCard product={{ ...full, discount_percent: null, price: 1000, discount_price: 750 }} />);
    expect(screen.getByText(T.save(25))).toBeInTheDocument();
  });

  it('takes a custom href, link component, heading level and actions', () => {
    const onOpen = jest.fn((_p: ProductCardData, e: { preventDefault(): void }) => e.preventDefault());
    render(
      <ProductCard
        product={full}
        href="https://store.example/product-x-42"
        headingLevel={2}
        onOpen={onOpen}
        Link={({ href, className, children, onClick }) => (
          <a href={href} className={className} onClick={onClick} data-custom="yes">
            {children}
          </a>
        )}
      >
        <button type="button">Add to Cart</button>
      </ProductCard>,
    );
    const link = screen.getByRole('link', { name: full.name });
    expect(link).toHaveAttribute('href', 'https://store.example/product-x-42');
    expect(link).toHaveAttribute('data-custom', 'yes');
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    fireEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith(full, expect.anything());
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });
});
