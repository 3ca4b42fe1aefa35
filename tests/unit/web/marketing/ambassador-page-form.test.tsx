// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { AmbassadorApplicationForm } from '@/features/marketing/components/ambassador-application-form';
import { deferred } from '../../support/web';

// The API client is the form's only way out; toasts are checked through notify().
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /Submit Application|Submitting/ }) as HTMLButtonElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const channels = () => within(screen.getByRole('group', { name: 'Marketing channels' }));

function fillValid() {
  type('Name', ' Mia Glow ');
  type('Email', 'Mia@Example.com');
  type('Website (optional)', 'https://mia.example.com');
  fireEvent.change(screen.getByLabelText('Audience size'), { target: { value: '10k-50k' } });
  fireEvent.change(screen.getByLabelText('Affiliate marketing experience'), { target: { value: 'intermediate' } });
  fireEvent.click(channels().getByLabelText('TikTok'));
  fireEvent.click(channels().getByLabelText('Email newsletter'));
}

describe('the ambassador application form', () => {
  it('keeps Submit disabled until a marketing channel is chosen, and again when it is unticked', () => {
    render(<AmbassadorApplicationForm />);
    expect(submit().disabled).toBe(true);
    fireEvent.click(channels().getByLabelText('YouTube'));
    expect(submit().disabled).toBe(false);
    fireEvent.click(channels().getByLabelText('YouTube'));
    expect(submit().disabled).toBe(true);
  });

  it('offers the spec lists in its order, as words, with the spec values behind them', () => {
    render(<AmbassadorApplicationForm />);
    const boxes = channels().getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.value)).toEqual([
      'tiktok',
      'instagram',
      'facebook',
      'twitter',
      'youtube',
      'linkedin',
      'pinterest',
      'blog',
      'email',
      'other',
    ]);
    const sizes = [...(screen.getByLabelText('Audience size') as HTMLSelectElement).options].map((o) => [o.value, o.text]);
    expect(sizes).toEqual([
      ['', 'Choose your audience size'],
      ['0-1k', 'Under 1,000'],
      ['1k-10k', '1,000 to 10,000'],
      ['10k-50k', '10,000 to 50,000'],
      ['50k-100k', '50,000 to 100,000'],
      ['100k+', 'More than 100,000'],
    ]);
    const levels = [...(screen.getByLabelText('Affiliate marketing experience') as HTMLSelectElement).options].map((o) => o.value);
    expect(levels).toEqual(['', 'beginner', 'intermediate', 'advanced', 'expert']);
  });

  it('asks for the name and email, refuses a website that is not a URL, and sends nothing', async () => {
    render(<AmbassadorApplicationForm />);
    type('Website (optional)', 'javascript:alert(1)');
    fireEvent.click(channels().getByLabelText('Blog'));
    fireEvent.click(submit());
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid URL')).toBeTruthy();
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
    expect(api.apiCall).not.toHaveBeenCalled();
    expect(toast.notify).not.toHaveBeenCalled();
  });

  it('explains a malformed email under the field', async () => {
    render(<AmbassadorApplicationForm />);
    type('Name', 'Mia');
    type('Email', 'mia@example');
    fireEvent.click(channels().getByLabelText('Blog'));
    fireEvent.click(submit());
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(api.apiCall).not.toHaveBeenCalled();
  });

  it('sends the application with the spec’s field names and values, thanks the applicant, and clears the form (201)', async () => {
    const call = deferred<{ id: string; status: 'pending' }>();
    api.apiCall.mockReturnValue(call.promise);
    render(<AmbassadorApplicationForm />);
    fillValid();
    fireEvent.click(submit());

    await waitFor(() => expect(api.apiCall).toHaveBeenCalled());
    expect(submit().textContent).toBe('Submitting...');
    expect(submit().disabled).toBe(true);
    const [route, options] = api.apiCall.mock.calls[0]!;
    expect(route.name).toBe('submitAmbassadorApplication');
    expect(options).toEqual({
      body: {
        name: 'Mia Glow',
        email: 'mia@example.com',
        website: 'https://mia.example.com',
        audience_size: '10k-50k',
        experience_level: 'intermediate',
        marketing_channels: ['tiktok', 'email'],
      },
    });

    await act(async () => call.resolve({ id: '01J0000000000000000000000A', status: 'pending' }));
    expect(toast.notify).toHaveBeenCalledWith({
      title: 'Application Submitted!',
      description: "Thank you for your interest. We'll review your application and get back to you within 24 hours.",
      variant: 'default',
    });
    expect(input('Name').value).toBe('');
    expect(input('Email').value).toBe('');
    expect((channels().getByLabelText('TikTok') as HTMLInputElement).checked).toBe(false);
    expect(submit().disabled).toBe(true);
  });

  it('shows the server’s words when an application from this email is already pending (409), and keeps the form', async () => {
    api.apiCall.mockRejectedValue(
      new ApiError(409, 'application_pending', 'An application from this email is already waiting for review.'),
    );
    render(<AmbassadorApplicationForm />);
    fillValid();
    fireEvent.click(submit());
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'An application from this email is already waiting for review.',
        variant: 'destructive',
      }),
    );
    expect(input('Name').value).toBe(' Mia Glow ');
  });

  it('puts the server’s field errors under their fields (400)', async () => {
    api.apiCall.mockRejectedValue(
      new ApiError(400, 'invalid_input', 'The request body is not valid.', {
        website: ['Please enter a valid URL'],
        'marketing_channels.1': ['Choose channels from the list'],
      }),
    );
    render(<AmbassadorApplicationForm />);
    fillValid();
    fireEvent.click(submit());
    expect(await screen.findByText('Please enter a valid URL')).toBeTruthy();
    expect(screen.getByText('Choose channels from the list')).toBeTruthy();
    expect(toast.notify).not.toHaveBeenCalled();
  });

  it('says "Failed to submit application. Please try again." on any other failure (500), and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.apiCall.mockRejectedValue(new ApiError(500, 'internal', 'Something went wrong'));
    render(<AmbassadorApplicationForm />);
    fillValid();
    fireEvent.click(submit());
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({ title: 'Failed to submit application. Please try again.', variant: 'destructive' }),
    );
    expect(log).toHaveBeenCalled();
    expect(input('Email').value).toBe('Mia@Example.com');
  });
});
