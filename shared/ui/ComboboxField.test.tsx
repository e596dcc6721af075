/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { filterOptions, type ComboOption } from './comboboxFilter';
import { COMBOBOX_TEXT, ComboboxField } from './ComboboxField';

const MODELS: ComboOption[] = [
  { value: '43LM5600', label: '43LM5600', description: 'LG 43" Full HD Smart TV' },
  { value: '55UQ7500', label: '55UQ7500', description: 'LG 55" 4K UHD Smart TV' },
  { value: 'SM-R400', label: 'SM-R400', description: 'Samsung Galaxy Watch' },
  { value: 'WA-55UQ', label: 'WA-55UQ', description: 'Whirlpool Washer' },
];

describe('filterOptions', () => {
  it('finds by model number or product name, in any order and case, labels that start with the text first', () => {
    const labels = (q: string) => filterOptions(MODELS, q, 50).shown.map((o) => o.label);
    expect(labels('55uq')).toEqual(['55UQ7500', 'WA-55UQ']);
    expect(labels('smart lg 4k')).toEqual(['55UQ7500']);
    expect(labels('smr400')).toEqual(['SM-R400']);
    expect(labels('galaxy')).toEqual(['SM-R400']);
    expect(labels('nokia')).toEqual([]);
    expect(labels('  ')).toHaveLength(4);
  });

  it('lists at most `limit`, and tells how many match', () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({ value: `M${i}`, label: `M${i}` }));
    expect(filterOptions(many, '', 50)).toMatchObject({ total: 2000 });
    expect(filterOptions(many, '', 50).shown).toHaveLength(50);
    expect(filterOptions(many, 'm19', 50).total).toBe(111);
  });
});

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ComboboxField label="Model Number" name="model_no" options={MODELS} value={value} onChange={setValue} placeholder="Type a model" />
      <span data-testid="value">{value}</span>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Model Number' });
const key = (k: string, init: Record<string, unknown> = {}) => act(() => void fireEvent.keyDown(box(), { key: k, ...init }));
const typeIn = (text: string) => act(() => void fireEvent.change(box(), { target: { value: text } }));
const value = () => screen.getByTestId('value').textContent;

describe('ComboboxField', () => {
  it('is a labelled combobox that controls a listbox, closed at first', () => {
    render(<Harness />);
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(box().getAttribute('aria-controls') ?? '')).toBe(screen.getByRole('listbox', { name: 'Model Number options', hidden: true }));
  });

  it('filters as the shopper types and chooses with the arrow keys and Enter', () => {
    render(<Harness />);
    typeIn('lg tv');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['43LM5600LG 43" Full HD Smart TV', '55UQ7500LG 55" 4K UHD Smart TV']);
    // Read out politely as the count changes, and part of the field's description while typing.
    expect(box()).toHaveAccessibleDescription(COMBOBOX_TEXT.found(2));
    key('ArrowDown');
    key('ArrowDown');
    const active = document.getElementById(box().getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveTextContent('55UQ7500');
    key('Enter');
    expect(value()).toBe('55UQ7500');
    expect(box()).toHaveValue('55UQ7500');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('chooses by click; typing again clears the choice until a new one is made', () => {
    render(<Harness initial="SM-R400" />);
    expect(box()).toHaveValue('SM-R400');
    typeIn('wash');
    expect(value()).toBe('');
    act(() => void fireEvent.click(screen.getByRole('option', { name: /WA-55UQ/ })));
    expect(value()).toBe('WA-55UQ');
    expect(screen.getByRole('option', { name: /WA-55UQ/, hidden: true })).toHaveAttribute('aria-selected', 'true');
  });

  it('Escape closes the list, then clears the text; no match says what to try', () => {
    render(<Harness />);
    typeIn('nokia');
    expect(screen.getByText(COMBOBOX_TEXT.noMatch('nokia'))).toBeInTheDocument();
    key('Escape');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    key('Escape');
    expect(box()).toHaveValue('');
  });

  it('an exact model number typed and left counts as chosen', () => {
    render(<Harness />);
    typeIn('sm-r400');
    act(() => void fireEvent.blur(box()));
    expect(value()).toBe('SM-R400');
  });
});
