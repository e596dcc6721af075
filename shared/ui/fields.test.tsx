/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { characterCountText } from './CharacterCount';
import { FormField } from './FormField';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';

describe('SelectField', () => {
  it('labels its select, puts the placeholder first and is described by hint and message', () => {
    render(<SelectField label="Bank" placeholder="Select bank" options={[{ value: '1', label: 'Nabil Bank' }]} value="" onChange={() => undefined} hint="Your card's bank." error="Required" />);
    const select = screen.getByLabelText('Bank');
    expect(Array.from((select as HTMLSelectElement).options).map((o) => [o.value, o.text])).toEqual([['', 'Select bank'], ['1', 'Nabil Bank']]);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription("Your card's bank. Required");
  });

  it('without a placeholder lists only the options; without a message it is not invalid', () => {
    render(<SelectField label="Country" id="country" options={[{ value: 'NP', label: 'Nepal (+977)' }]} value="NP" onChange={() => undefined} />);
    const select = screen.getByLabelText('Country');
    expect(select).toHaveAttribute('id', 'country');
    expect((select as HTMLSelectElement).options).toHaveLength(1);
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-describedby');
  });
});

describe('TextAreaField', () => {
  it('labels its textarea and is described by hint and message; the class goes on the field', () => {
    const { container } = render(<TextAreaField label="Note" className="wide" hint="140 characters left" error="Too long" />);
    const area = screen.getByLabelText('Note');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAccessibleDescription('140 characters left Too long');
    expect(container.firstElementChild).toHaveClass('cg-field', 'cg-field--invalid', 'wide');
  });
});

describe('the character counter', () => {
  it('says what is left, and past the limit how many are too many', () => {
    expect([characterCountText(0, 140), characterCountText(139, 140), characterCountText(140, 140)]).toEqual([
      '140 characters left',
      '1 character left',
      '0 characters left',
    ]);
    expect([characterCountText(141, 140), characterCountText(150, 140)]).toEqual(['1 character too many (at most 140)', '10 characters too many (at most 140)']);
  });

  it('a text area with maxLength always counts; a counted input only near its limit', () => {
    const { rerender } = render(
      <>
        <TextAreaField label="Message" maxLength={140} value="Hello" onChange={() => undefined} />
        <FormField label="Name" counter maxLength={100} value="Asha" onChange={() => undefined} />
      </>,
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('135 characters left');
    expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription();
    rerender(
      <>
        <TextAreaField label="Message" maxLength={140} value={'x'.repeat(145)} onChange={() => undefined} error="Too long" />
        <FormField label="Name" counter maxLength={100} value={'A'.repeat(80)} onChange={() => undefined} />
      </>,
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('5 characters too many (at most 140) Too long');
    expect(screen.getByText('5 characters too many (at most 140)')).toHaveClass('cg-field__count', 'cg-field__count--over');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('20 characters left');
  });
});
