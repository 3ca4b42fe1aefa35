// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SupportTab } from '@/features/support/components/support-tab';
import { ApiError } from '@/lib/api-client';
import { withQueryCache } from './web';

// The API client is the tab's only way out; toasts are checked through notify().
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);

const answered = {
  id: '01JA0000000000000000000001',
  subject: 'no idea this morning',
  category: 'ideas',
  message: 'hi, my idea didnt arrive at 7 today',
  priority: true,
  status: 'answered',
  createdAt: '2026-12-01T08:00:00.000Z',
  replies: [{ id: '01JA0000000000000000000002', message: 'Sorry Mia, it is in your inbox now.', createdAt: '2026-12-01T09:00:00.000Z' }],
};

function serve(list: { requests: unknown[]; priority: boolean }, submit?: (body: unknown) => unknown) {
  api.apiCall.mockImplementation(async (route: { name: string }, options?: { body?: unknown }) => {
    if (route.name === 'listMySupportRequests') return list;
    if (route.name === 'submitSupportRequest' && submit) return submit(options?.body);
    throw new Error(`Unexpected call to ${route.name}`);
  });
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('the Support tab', () => {
  it('tells a priority plan its requests usually come first, without promising a time, and gives the address', async () => {
    serve({ requests: [], priority: true });
    render(withQueryCache(<SupportTab />));

    expect(await screen.findByText(/Your plan includes priority support\. We usually answer priority requests first\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@commentspark.app' }).getAttribute('href')).toBe('mailto:support@commentspark.app');
    expect(document.body.textContent).not.toMatch(/within \d+ hours/);
  });

  it('tells a weekly subscriber which plans have priority support', async () => {
    serve({ requests: [], priority: false });
    render(withQueryCache(<SupportTab />));

    expect(
      await screen.findByText(/We usually answer priority requests first: priority support comes with the Monthly and Yearly plans\./),
    ).toBeTruthy();
  });

  it('shows the requests with their answers', async () => {
    serve({ requests: [answered], priority: true });
    render(withQueryCache(<SupportTab />));

    expect(await screen.findByRole('heading', { name: 'no idea this morning' })).toBeTruthy();
    expect(screen.getByText('Answered')).toBeTruthy();
    expect(screen.getByText('Sorry Mia, it is in your inbox now.')).toBeTruthy();
  });

  it('sends the request, thanks with a toast and empties the form', async () => {
    const sent: unknown[] = [];
    serve({ requests: [], priority: false }, (body) => {
      sent.push(body);
      return { request: { ...answered, status: 'open', replies: [] } };
    });
    render(withQueryCache(<SupportTab />));
    fill('Subject', 'billing q');
    fill('Message', 'why was i charged twice this week??');

    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Request sent',
        description: 'We have emailed the team. The answer comes by email and shows here.',
      }),
    );
    expect(sent).toEqual([{ subject: 'billing q', message: 'why was i charged twice this week??' }]);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('says what to fix before sending a message that is too short or too long', async () => {
    serve({ requests: [], priority: false });
    render(withQueryCache(<SupportTab />));
    fill('Subject', 'help');
    fill('Message', 'help!');

    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Tell us a little more: at least 10 characters')).toBeTruthy();

    fill('Message', 'a'.repeat(20_000));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Keep the message to 5,000 characters')).toBeTruthy();
    expect(api.apiCall.mock.calls.some(([route]) => (route as { name: string }).name === 'submitSupportRequest')).toBe(false);
  });

  it("shows the server's field error under its field", async () => {
    serve({ requests: [], priority: false }, () => {
      throw new ApiError(400, 'invalid_input', 'The request is not valid.', { message: ['Use letters, numbers and punctuation only'] });
    });
    render(withQueryCache(<SupportTab />));
    fill('Subject', 'help');
    fill('Message', 'a message the server refuses');

    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Use letters, numbers and punctuation only')).toBeTruthy();
  });
});
