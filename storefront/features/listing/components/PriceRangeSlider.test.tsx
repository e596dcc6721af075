/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { LISTING_TEXT as T } from '../messages';
import { PriceRangeSlider, sliderBounds } from './PriceRangeSlider';

describe('PriceRangeSlider', () => {
  it("starts at the listing's real lowest and highest price, not at rounded steps (NPR 849, not NPR 0)", () => {
    expect(sliderBounds({ min: 849, max: 385990 }, null)).toEqual({ min: 849, max: 385990, step: 5000, top: 390849 });
    render(<PriceRangeSlider bounds={{ min: 849, max: 385990 }} value={null} onCommit={() => undefined} />);
    const min = screen.getByRole('slider', { name: T.minPrice });
    const max = screen.getByRole('slider', { name: T.maxPrice });
    expect(min).toHaveAttribute('aria-valuetext', 'NPR 849');
    expect(min).toHaveAttribute('min', '849');
    expect(max).toHaveAttribute('aria-valuetext', 'NPR 3,85,990');
    expect(screen.getByText('NPR 849')).toBeInTheDocument();
  });

  it('moves in whole steps from the lowest price; the last position is the highest price', () => {
    const onCommit = jest.fn();
    render(<PriceRangeSlider bounds={{ min: 849, max: 385990 }} value={null} onCommit={onCommit} />);
    const min = screen.getByRole('slider', { name: T.minPrice });
    const max = screen.getByRole('slider', { name: T.maxPrice });
    fireEvent.change(min, { target: { value: '10849' } });
    fireEvent.change(max, { target: { value: max.getAttribute('max') } });
    expect(max).toHaveAttribute('aria-valuetext', 'NPR 3,85,990');
    fireEvent.pointerUp(max);
    expect(onCommit).toHaveBeenLastCalledWith({ min: 10849, max: 385990 });
    fireEvent.change(max, { target: { value: '200849' } });
    fireEvent.pointerUp(max);
    expect(onCommit).toHaveBeenLastCalledWith({ min: 10849, max: 200849 });
  });
});
