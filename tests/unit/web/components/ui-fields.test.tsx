// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';

afterEach(cleanup);

/** The text a control's aria-describedby points at, in order. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `<missing ${id}>`)
    .join(' | ');
}

describe('TextField', () => {
  it('keeps working for callers that control it with value and onValueChange', () => {
    const changes = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Email"
          type="email"
          value={value}
          onValueChange={(next) => {
            changes(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    const input = screen.getByLabelText('Email') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'ana@example.com' } });
    expect(changes).toHaveBeenCalledWith('ana@example.com');
    expect(input.value).toBe('ana@example.com');
    expect(input.className).toBe('field__input');
  });

  it('is described by its hint and is not marked invalid without an error', () => {
    render(<TextField label="Password" hint="At least 8 characters" value="" onValueChange={() => {}} />);
    const input = screen.getByLabelText('Password');
    expect(description(input)).toBe('At least 8 characters');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows an error under the input, marks it invalid and reads the error before the hint', () => {
    render(<TextField label="Password" hint="At least 8 characters" error="Password required" aria-describedby="extra" />);
    const input = screen.getByLabelText('Password');
    expect(screen.getByText('Password required')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(3);
    expect(description(input)).toMatch(/^Password required \| At least 8 characters \| /);
  });

  it('keeps a hidden label as the input name', () => {
    render(<TextField label="Email address" hideLabel placeholder="you@example.com" />);
    expect(screen.getByPlaceholderText('you@example.com')).toBe(screen.getByLabelText('Email address'));
    expect(screen.getByText('Email address').className).toContain('sr-only');
  });

  it('works with react-hook-form register: values, ref and onChange reach the form', async () => {
    const submitted = vi.fn();
    function Registered() {
      const { register, handleSubmit, setFocus } = useForm({ defaultValues: { email: '' } });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <TextField label="Email" {...register('email')} />
          <button type="button" onClick={() => setFocus('email')}>
            Focus
          </button>
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Registered />);
    const input = screen.getByLabelText('Email');
    fireEvent.change(input, { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Focus' }));
    await waitFor(() => expect(document.activeElement).toBe(input));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0]?.[0]).toEqual({ email: 'ana@example.com' });
  });
});

describe('SelectField', () => {
  const niches = [
    { value: 'skincare', label: 'Skincare' },
    { value: 'haircare', label: 'Haircare' },
  ];

  it('is a labelled select with a placeholder first and the options after it', () => {
    render(<SelectField label="Your Content Niche" placeholder="Select your niche" options={niches} value="" onValueChange={() => {}} />);
    const select = screen.getByLabelText('Your Content Niche') as HTMLSelectElement;
    expect(Array.from(select.options, (option) => [option.value, option.text])).toEqual([
      ['', 'Select your niche'],
      ['skincare', 'Skincare'],
      ['haircare', 'Haircare'],
    ]);
  });

  it('reports the chosen value', () => {
    const change = vi.fn();
    render(<SelectField label="Content niche" options={niches} value="skincare" onValueChange={change} />);
    fireEvent.change(screen.getByLabelText('Content niche'), { target: { value: 'haircare' } });
    expect(change).toHaveBeenCalledWith('haircare');
  });

  it('shows an error and a hint and marks the select invalid', () => {
    render(
      <SelectField
        label="Content niche"
        options={niches}
        placeholder="Choose your niche"
        hint="One niche per account"
        error="Choose your niche"
      />,
    );
    const select = screen.getByLabelText('Content niche');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(description(select)).toBe('Choose your niche | One niche per account');
  });

  it('works with react-hook-form register', async () => {
    const submitted = vi.fn();
    function Registered() {
      const { register, handleSubmit } = useForm({ defaultValues: { niche: '' } });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <SelectField label="Niche" placeholder="Choose" options={niches} {...register('niche')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Registered />);
    fireEvent.change(screen.getByLabelText('Niche'), { target: { value: 'haircare' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0]?.[0]).toEqual({ niche: 'haircare' });
  });
});

describe('TextareaField', () => {
  it('is a labelled multi-line input that reports its text', () => {
    const change = vi.fn();
    render(<TextareaField label="What would make this idea better for you? (optional)" maxLength={2000} value="" onValueChange={change} />);
    const textarea = screen.getByLabelText('What would make this idea better for you? (optional)');
    expect(textarea.tagName).toBe('TEXTAREA');
    fireEvent.change(textarea, { target: { value: 'More hooks' } });
    expect(change).toHaveBeenCalledWith('More hooks');
  });

  it('shows an error and marks the textarea invalid', () => {
    render(<TextareaField label="Feedback" error="Feedback is too long" />);
    const textarea = screen.getByLabelText('Feedback');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(description(textarea)).toBe('Feedback is too long');
  });
});

describe('CheckboxField', () => {
  it('is named by the label beside it, which toggles it', () => {
    render(<CheckboxField label="Send me the daily idea by email" defaultChecked={false} />);
    const box = screen.getByRole('checkbox', { name: 'Send me the daily idea by email' }) as HTMLInputElement;
    fireEvent.click(screen.getByText('Send me the daily idea by email'));
    expect(box.checked).toBe(true);
    expect(box.hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows an error under it, marks it invalid and reads the error before the hint', () => {
    render(<CheckboxField label="Daily email" hint="Sent at the hour you choose" error="Choose on or off" />);
    const box = screen.getByRole('checkbox', { name: 'Daily email' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(description(box)).toBe('Choose on or off | Sent at the hour you choose');
  });
});
