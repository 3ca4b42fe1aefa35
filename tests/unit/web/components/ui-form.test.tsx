// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import * as zm from 'zod/mini';
import { Button } from '@/components/ui/button';
import { Form, FormError, useFormField } from '@/components/ui/form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { deferred } from '../../support/web';

afterEach(cleanup);

// Worded like the product's messages: the form must show them exactly as the schema has them.
const promoSchema = z.object({
  email: z.string().trim().min(1, 'Email required').pipe(z.email('Please enter a valid email address')),
  contentNiche: z.string().min(1, 'Choose your niche'),
});

const NICHES = [
  { value: 'skincare', label: 'Skincare' },
  { value: 'haircare', label: 'Haircare' },
];

function PromoForm({ onSubmit }: { readonly onSubmit: (values: z.output<typeof promoSchema>) => void | Promise<void> }) {
  return (
    <Form schema={promoSchema} defaultValues={{ email: '', contentNiche: '' }} onSubmit={onSubmit} aria-label="Claim">
      {({ field, formState }) => (
        <>
          <TextField label="Email" type="email" {...field('email')} />
          <SelectField label="Content niche" placeholder="Choose your niche" options={NICHES} {...field('contentNiche')} />
          <Button type="submit" pending={formState.isSubmitting} pendingLabel="Joining...">
            Get Access Now
          </Button>
        </>
      )}
    </Form>
  );
}

const submitButton = () => screen.getByRole('button', { name: /Get Access Now|Joining\.\.\./ });

describe('Form', () => {
  it("shows the schema's messages exactly as written and does not submit", async () => {
    const onSubmit = vi.fn();
    render(<PromoForm onSubmit={onSubmit} />);
    fireEvent.click(submitButton());
    expect(await screen.findByText('Email required')).toBeTruthy();
    // The select's placeholder has the same words; the message is the one the select points at.
    const select = screen.getByLabelText('Content niche');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Choose your niche');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves focus to the first invalid field', async () => {
    render(<PromoForm onSubmit={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Content niche'), { target: { value: 'skincare' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });

  it("shows a refinement's message once the value is there but wrong", async () => {
    render(<PromoForm onSubmit={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-address' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.queryByText('Email required')).toBeNull();
  });

  it('calls onSubmit with the parsed values (trimmed by the schema)', async () => {
    const onSubmit = vi.fn();
    render(<PromoForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '  ana@example.com  ' } });
    fireEvent.change(screen.getByLabelText('Content niche'), { target: { value: 'haircare' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'ana@example.com', contentNiche: 'haircare' });
    expect(screen.getByLabelText('Email').hasAttribute('aria-invalid')).toBe(false);
  });

  it('clears a message once the field is fixed', async () => {
    render(<PromoForm onSubmit={vi.fn()} />);
    fireEvent.click(submitButton());
    expect(await screen.findByText('Email required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    await waitFor(() => expect(screen.queryByText('Email required')).toBeNull());
  });

  it('is busy, and its submit button pending, until onSubmit settles', async () => {
    const answer = deferred<void>();
    render(<PromoForm onSubmit={() => answer.promise} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Content niche'), { target: { value: 'skincare' } });
    fireEvent.click(submitButton());
    const pending = await screen.findByRole('button', { name: 'Joining...' });
    expect(pending).toHaveProperty('disabled', true);
    expect(screen.getByRole('form', { name: 'Claim' }).getAttribute('aria-busy')).toBe('true');
    answer.resolve();
    expect(await screen.findByRole('button', { name: 'Get Access Now' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('form', { name: 'Claim' }).hasAttribute('aria-busy')).toBe(false);
  });

  it("leaves the browser's own checks off, so only the schema's messages show", () => {
    render(<PromoForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('form', { name: 'Claim' })).toHaveProperty('noValidate', true);
  });

  it('takes a zod/mini schema, as the contract writes them', async () => {
    const schema = zm.object({ code: zm.string().check(zm.minLength(1, 'Promo code required')) });
    const onSubmit = vi.fn();
    render(
      <Form schema={schema} defaultValues={{ code: '' }} onSubmit={onSubmit}>
        {({ field }) => (
          <>
            <TextField label="Promo code" {...field('code')} />
            <Button type="submit">Claim</Button>
          </>
        )}
      </Form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Promo code required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'SPARK' } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ code: 'SPARK' });
  });

  it('gives a field deeper in the tree its binding through useFormField', async () => {
    const schema = z.object({ password: z.string().min(8, 'Password must be at least 8 characters') });
    function PasswordField() {
      return <TextField label="Password" type="password" {...useFormField<z.input<typeof schema>>('password')} />;
    }
    render(
      <Form schema={schema} defaultValues={{ password: '' }} onSubmit={vi.fn()}>
        {() => (
          <>
            <PasswordField />
            <Button type="submit">Save</Button>
          </>
        )}
      </Form>,
    );
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a form-level message set by onSubmit as an alert', async () => {
    const schema = z.object({ email: z.string().min(1, 'Email required') });
    render(
      <Form
        schema={schema}
        defaultValues={{ email: 'ana@example.com' }}
        onSubmit={(_values, form) => form.setError('root', { message: 'This promo code has already been used' })}
      >
        {({ field, formState }) => (
          <>
            <FormError message={formState.errors.root?.message} />
            <TextField label="Email" {...field('email')} />
            <Button type="submit">Claim</Button>
          </>
        )}
      </Form>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This promo code has already been used');
  });
});
