// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { PromoClaimForm } from '@/features/marketing/components/promo-claim-form';
import { WaitlistForm } from '@/features/marketing/components/waitlist-form';
import { deferred } from '../../support/web';

// The API client is the forms' only way out; toasts are checked through notify().
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);

afterEach(() => {
  cleanup();
  // The promo counts live in the app's query cache: each test starts from a fresh page load.
  queryClient.clear();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

const emailInput = () => screen.getByPlaceholderText('you@example.com') as HTMLInputElement;

describe('waiting-list form', () => {
  it('asks for an email and sends nothing when the field is empty', async () => {
    render(<WaitlistForm niche="skincare" buttonLabel="Join Waiting List" />);
    fireEvent.change(emailInput(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Waiting List' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Email required',
        description: 'Please enter your email to join the waiting list.',
        variant: 'destructive',
      }),
    );
    expect(api.apiCall).not.toHaveBeenCalled();
  });

  it('disables the form and reads "Joining..." while sending, then confirms and clears the field', async () => {
    const call = deferred<{ status: 'joined' }>();
    api.apiCall.mockReturnValue(call.promise);
    render(<WaitlistForm niche="haircare" buttonLabel="Join Now" />);
    fireEvent.change(emailInput(), { target: { value: ' ana@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Now' }));

    const button = await screen.findByRole('button', { name: 'Joining...' });
    expect(button).toHaveProperty('disabled', true);
    expect(emailInput().disabled).toBe(true);
    await waitFor(() => expect(api.apiCall).toHaveBeenCalled());
    const [route, options] = api.apiCall.mock.calls[0]!;
    expect(route.name).toBe('joinWaitlist');
    expect(options).toEqual({ body: { email: 'ana@example.com', niche: 'haircare' } });

    await act(async () => call.resolve({ status: 'joined' }));
    expect(toast.notify).toHaveBeenCalledWith({
      title: "You're on the list!",
      description: "We'll notify you when early access opens.",
      variant: 'default',
    });
    expect(emailInput().value).toBe('');
    expect(screen.getByRole('button', { name: 'Join Now' })).toHaveProperty('disabled', false);
  });

  it('explains a malformed address under the field and sends nothing', async () => {
    render(<WaitlistForm niche="skincare" buttonLabel="Join Waiting List" />);
    fireEvent.change(emailInput(), { target: { value: 'ana@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Waiting List' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(api.apiCall).not.toHaveBeenCalled();
    expect(toast.notify).not.toHaveBeenCalled();
  });

  it('leaves a malformed stored referral code off rather than fail the sign-up', async () => {
    api.apiCall.mockResolvedValue({ status: 'joined' });
    render(<WaitlistForm niche="tiktok-growth" buttonLabel="Join Waiting List" getReferralCode={() => 'no spaces allowed'} />);
    fireEvent.change(emailInput(), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Waiting List' }));
    await waitFor(() => expect(api.apiCall).toHaveBeenCalled());
    expect(api.apiCall.mock.calls[0]![1]).toEqual({ body: { email: 'ana@example.com', niche: 'tiktok-growth' } });
  });

  it('sends the stored referral code when the page gives one', async () => {
    api.apiCall.mockResolvedValue({ status: 'joined' });
    render(<WaitlistForm niche="tiktok-growth" buttonLabel="Join Waiting List" getReferralCode={() => 'maya2026'} />);
    fireEvent.change(emailInput(), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Waiting List' }));
    await waitFor(() => expect(api.apiCall).toHaveBeenCalled());
    expect(api.apiCall.mock.calls[0]![1]).toEqual({ body: { email: 'ana@example.com', niche: 'tiktok-growth', referredBy: 'maya2026' } });
  });

  it('says "Already signed up" without the error style and clears the field for a known email', async () => {
    api.apiCall.mockRejectedValue(new ApiError(409, 'already_signed_up', 'Already on the list'));
    render(<WaitlistForm niche="skincare" buttonLabel="Join Waiting List" />);
    fireEvent.change(emailInput(), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Waiting List' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Already signed up',
        description: "You're already on our waiting list",
        variant: 'default',
      }),
    );
    expect(emailInput().value).toBe('');
  });

  it('keeps the email and logs when joining fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.apiCall.mockRejectedValue(new ApiError(500, 'internal_error', 'Internal error'));
    render(<WaitlistForm niche="skincare" buttonLabel="Join Waiting List" />);
    fireEvent.change(emailInput(), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Waiting List' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Something went wrong',
        description: 'Please try again later',
        variant: 'destructive',
      }),
    );
    expect(emailInput().value).toBe('ana@example.com');
    expect(logged).toHaveBeenCalled();
  });
});

function fillPromo(values: { code?: string; email?: string; niche?: string }) {
  if (values.code !== undefined) fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: values.code } });
  if (values.email !== undefined) fireEvent.change(screen.getByLabelText('Email'), { target: { value: values.email } });
  if (values.niche !== undefined) fireEvent.change(screen.getByLabelText('Content niche'), { target: { value: values.niche } });
  fireEvent.click(screen.getByRole('button', { name: 'Get Access Now' }));
}

const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('promo claim form', () => {
  it('lists the missing fields and sends nothing', async () => {
    render(<PromoClaimForm nicheInput="text" />);
    fillPromo({ email: 'ana@example.com' });
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Missing required fields',
        description: 'Please fill in: Promo code, Content niche',
        variant: 'destructive',
      }),
    );
    expect(api.apiCall).not.toHaveBeenCalled();
  });

  it('sends trimmed values with the typed niche as a slug, welcomes the visitor, clears the form and reloads counts', async () => {
    const settled = vi.fn();
    api.apiCall.mockResolvedValue({ outcome: 'claimed' });
    render(<PromoClaimForm nicheInput="text" onSettled={settled} />);
    fillPromo({ code: ' SPARK-42 ', email: ' ana@example.com ', niche: ' TikTok Growth ' });
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Welcome to CommentSpark! 🎉',
        description: 'Success! Expect your first content idea by email in the next 24 hours.',
        variant: 'default',
      }),
    );
    const [route, options] = api.apiCall.mock.calls[0]!;
    expect(route.name).toBe('claimPromo');
    expect(options).toEqual({
      body: {
        promoCode: 'SPARK-42',
        email: 'ana@example.com',
        contentNiche: 'tiktok-growth',
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    });
    expect([fieldValue('Promo code'), fieldValue('Email'), fieldValue('Content niche')]).toEqual(['', '', '']);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it("sends the browser's time zone, where the trial's daily emails come at 07:00", async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      api.apiCall.mockResolvedValue({ outcome: 'claimed' });
      render(<PromoClaimForm nicheInput="dropdown" />);
      fillPromo({ code: 'SPARK-42', email: 'ana@example.com', niche: 'skincare' });
      await waitFor(() => expect(api.apiCall).toHaveBeenCalledTimes(1));
      expect(api.apiCall.mock.calls[0]![1].body.timeZone).toBe('America/New_York');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('offers the niche list as a dropdown and sends the chosen slug', async () => {
    api.apiCall.mockResolvedValue({ outcome: 'waitlisted' });
    render(<PromoClaimForm nicheInput="dropdown" />);
    const select = screen.getByLabelText('Content niche') as HTMLSelectElement;
    expect(
      Array.from(select.options)
        .map((option) => option.text)
        .slice(0, 4),
    ).toEqual(['Choose your niche', 'Skincare', 'Haircare', 'TikTok Growth']);
    fillPromo({ code: 'SPARK-42', email: 'ana@example.com', niche: 'sidehustle' });
    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'All promo codes claimed' })));
    expect(api.apiCall.mock.calls[0]![1].body.contentNiche).toBe('sidehustle');
    expect(fieldValue('Content niche')).toBe('');
  });

  it('lists the missing fields in the toast and explains a malformed email under its field', async () => {
    render(<PromoClaimForm nicheInput="dropdown" />);
    fillPromo({ email: 'ana@' });
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Missing required fields',
        description: 'Please fill in: Promo code, Content niche',
        variant: 'destructive',
      }),
    );
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    // The missing ones are in the toast, not repeated under each field.
    expect(screen.queryByText('Promo code', { selector: '.field__error' })).toBeNull();
    expect(screen.getByLabelText('Promo code').getAttribute('aria-invalid')).toBe('true');
    expect(api.apiCall).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the code does not exist', async () => {
    const settled = vi.fn();
    api.apiCall.mockRejectedValue(new ApiError(404, 'invalid_promo_code', 'Unknown code'));
    render(<PromoClaimForm nicheInput="text" onSettled={settled} />);
    fillPromo({ code: 'NOPE', email: 'ana@example.com', niche: 'skincare' });
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Invalid promo code',
        description: 'This promo code does not exist. Please check and try again.',
        variant: 'destructive',
      }),
    );
    expect([fieldValue('Promo code'), fieldValue('Email'), fieldValue('Content niche')]).toEqual(['NOPE', 'ana@example.com', 'skincare']);
    expect(settled).not.toHaveBeenCalled();
  });

  it('reads "Joining..." and disables every field while sending', async () => {
    const call = deferred<{ outcome: 'claimed' }>();
    api.apiCall.mockReturnValue(call.promise);
    render(<PromoClaimForm nicheInput="text" />);
    fillPromo({ code: 'SPARK-42', email: 'ana@example.com', niche: 'skincare' });
    expect(await screen.findByRole('button', { name: 'Joining...' })).toHaveProperty('disabled', true);
    expect((screen.getByLabelText('Promo code') as HTMLInputElement).disabled).toBe(true);
    await act(async () => call.resolve({ outcome: 'claimed' }));
    expect(screen.getByRole('button', { name: 'Get Access Now' })).toHaveProperty('disabled', false);
  });
});

describe('promo page counts', () => {
  it('shows the remaining codes and reloads them after a claim', async () => {
    let remaining = 12;
    api.apiCall.mockImplementation(async (route: { name: string }) => {
      if (route.name === 'promoStats') return { total: 50, remaining };
      remaining -= 1;
      return { outcome: 'claimed' };
    });
    const { default: PromoCodePage } = await import('@/features/marketing/pages/promo-code');
    render(<PromoCodePage />);
    expect(await screen.findByText('Only 12 of 50 promo codes remaining')).toBeTruthy();
    fillPromo({ code: 'SPARK-42', email: 'ana@example.com', niche: 'skincare' });
    expect(await screen.findByText('Only 11 of 50 promo codes remaining')).toBeTruthy();
  });

  it('shows zero codes and only logs when the counts cannot load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.apiCall.mockRejectedValue(new ApiError(500, 'internal_error', 'Internal error'));
    const { default: PromoCode1Page } = await import('@/features/marketing/pages/promo-code-1');
    render(<PromoCode1Page />);
    expect(await screen.findByText('Only 0 of 0 promo codes remaining')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    expect(toast.notify).not.toHaveBeenCalled();
  });
});
