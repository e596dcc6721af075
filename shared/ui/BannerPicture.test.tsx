/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { BannerPicture, phoneArtOf } from './BannerPicture';

describe('phoneArtOf', () => {
  it('names the phone art of the drawn banners', () => {
    expect(phoneArtOf('/media/banner/slide/mega-tv-fest.svg')).toBe('/media/banner/phone/mega-tv-fest.svg');
    expect(phoneArtOf('/media/banner/third/cool-summer.svg')).toBe('/media/banner/phone/cool-summer.svg');
    expect(phoneArtOf('https://store.example/media/brand-banner/lg.svg')).toBe('https://store.example/media/brand-banner/phone/lg.svg');
    expect(phoneArtOf('/media/supplier-banner/cg-digital.svg')).toBe('/media/supplier-banner/phone/cg-digital.svg');
  });

  it('has none for phone art itself and for other images', () => {
    expect(phoneArtOf('/media/banner/phone/mega-tv-fest.svg')).toBeNull();
    expect(phoneArtOf('/media/brand-banner/phone/lg.svg')).toBeNull();
    expect(phoneArtOf('/media/banner/mega-tv-fest.svg')).toBeNull();
    expect(phoneArtOf('/media/brand/lg.svg')).toBeNull();
    expect(phoneArtOf('https://cdn.example/banners/summer.jpg')).toBeNull();
  });
});

describe('BannerPicture', () => {
  it('offers the phone art to narrow screens and keeps the image for the others', () => {
    const { container } = render(<BannerPicture src="/media/banner/wide/best-deals.svg" alt="Deals" width={1200} height={300} />);
    const source = container.querySelector('picture > source') as HTMLSourceElement;
    expect(source.getAttribute('media')).toBe('(max-width: 600px)');
    expect(source.getAttribute('srcset')).toBe('/media/banner/phone/best-deals.svg');
    expect(container.querySelector('picture > img')).toHaveAttribute('src', '/media/banner/wide/best-deals.svg');
  });

  it('is a plain image without phone art', () => {
    const { container } = render(<BannerPicture src="/uploads/summer.jpg" alt="Summer" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', 'Summer');
  });
});
