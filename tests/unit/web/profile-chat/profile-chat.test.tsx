// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreatorProfile } from '#functions/profiles/schema';
import { ProfileChatPage } from '@/features/profile-chat/components/profile-chat-page';
import { ApiError } from '@/lib/api-client';
import { answerRoutes, deferred, renderPage, type RouteAnswer } from '../../support/web';

// The API client is the page's only way out; toasts are checked through notify().
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);

const SESSION_A = '01JZ0000000000000000000AAA';
const SESSION_B = '01JZ0000000000000000000BBB';

function session(id: string, startedAt: string, overrides: { title?: string; message_count?: number; profile_saved?: boolean } = {}) {
  const { title = `creator-${id.slice(-3).toLowerCase()}@example.com`, message_count = 4, profile_saved = false } = overrides;
  return { id, purpose: 'content_profile_creation', started_at: startedAt, title, metadata: { message_count, profile_saved } };
}

function message(order: number, role: 'system' | 'user' | 'assistant', text: string, sessionId = SESSION_A) {
  return {
    id: `m-${order}`,
    session_id: sessionId,
    role,
    content: { text },
    created_at: '2026-03-01T10:00:00.000Z',
    order_in_session: order,
  };
}

const profile: CreatorProfile = {
  userId: 'user-9',
  subscriberEmail: 'maya@example.com',
  niche: 'skincare',
  subNiches: ['acne', 'sun-care'],
  audience: 'Women 18-25 with oily skin on a student budget',
  tone: 'Warm and direct',
  formats: ['talking head', 'get ready with me'],
  avoidTopics: ['prescription drugs'],
  goals: ['grow to 10k followers'],
  youtubeChannel: null,
  source: 'chat',
  sessionId: SESSION_A,
  updatedAt: '2026-03-01T10:05:00.000Z',
};

const reply = (overrides: { message?: string; sessionId?: string; profile?: CreatorProfile | null } = {}) => ({
  message: 'Thanks! What niche is this creator in?',
  sessionId: SESSION_A,
  profile: null,
  generator: 'offline',
  ...overrides,
});

function serve(answers: Record<string, RouteAnswer>) {
  answerRoutes(api.apiCall, new Map(Object.entries({ adminChatSessions: () => ({ sessions: [] }), ...answers })));
}

const callsTo = (name: string) => api.apiCall.mock.calls.filter(([route]) => (route as { name: string }).name === name);
const sentBodies = () => callsTo('adminChat').map(([, options]) => (options as { body: unknown }).body);
const toastTitles = () => toast.notify.mock.calls.map(([notice]) => (notice as { title: string }).title);

function renderChat() {
  return renderPage(
    '/create-user-content-profile',
    { path: '/create-user-content-profile', Component: ProfileChatPage },
    { '/auth': 'Sign in page' },
  );
}

const box = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const log = () => screen.getByRole('log', { name: 'Conversation' });
/** The words of each bubble in the log, top to bottom, the assistant's intro first. */
const bubbles = () => [...log().querySelectorAll('.chat-bubble__text')].map((element) => element.textContent);
const sessionsList = () => screen.getByRole('complementary', { name: 'Recent sessions' });
const sessionTitles = () => [...sessionsList().querySelectorAll('.session-list__title')].map((element) => element.textContent);

function type(text: string) {
  fireEvent.change(box(), { target: { value: text } });
}

/** Presses Enter in the box; answers whether the key kept its default (a new line). */
function pressEnter(options: { shiftKey?: boolean } = {}) {
  return fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', ...options });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  serve({});
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('the message box', () => {
  it('sends the message on Enter, to a new session', async () => {
    serve({ adminChat: () => reply() });
    renderChat();
    type('maya@example.com');
    expect(pressEnter()).toBe(false);
    await waitFor(() =>
      expect(sentBodies()).toEqual([{ sessionId: null, message: 'maya@example.com', purpose: 'content_profile_creation' }]),
    );
    expect(await within(log()).findByText('Thanks! What niche is this creator in?')).toBeTruthy();
    expect(box().value).toBe('');
  });

  it('keeps Shift+Enter as a new line and sends nothing', async () => {
    serve({ adminChat: () => reply() });
    renderChat();
    type('first line');
    expect(pressEnter({ shiftKey: true })).toBe(true);
    await Promise.resolve();
    expect(callsTo('adminChat')).toHaveLength(0);
    expect(box().value).toBe('first line');
  });

  it('does not send a blank message', async () => {
    serve({ adminChat: () => reply() });
    renderChat();
    type('   \n\t ');
    pressEnter();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await Promise.resolve();
    expect(callsTo('adminChat')).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(bubbles()).toHaveLength(1);
  });

  it('sends the text trimmed, continuing the session the server named', async () => {
    serve({ adminChat: () => reply({ sessionId: SESSION_B }) });
    renderChat();
    type('  maya@example.com \n');
    pressEnter();
    await within(log()).findByText('Thanks! What niche is this creator in?');
    type('skincare');
    pressEnter();
    await waitFor(() => expect(sentBodies()).toHaveLength(2));
    expect(sentBodies()).toEqual([
      { sessionId: null, message: 'maya@example.com', purpose: 'content_profile_creation' },
      { sessionId: SESSION_B, message: 'skincare', purpose: 'content_profile_creation' },
    ]);
  });

  it('shows a character counter only near the 4,000 limit, and no longer accepts more', () => {
    renderChat();
    type('a'.repeat(100));
    expect(screen.queryByText(/\/ 4,000 characters/)).toBeNull();
    type('a'.repeat(3_700));
    expect(screen.getByText('3,700 / 4,000 characters')).toBeTruthy();
    expect(box().maxLength).toBe(4_000);
  });
});

describe('sending', () => {
  it("shows the admin's message at once with a pending indicator, before the server answers", async () => {
    const answer = deferred<unknown>();
    serve({ adminChat: () => answer.promise });
    renderChat();
    type('maya@example.com');
    pressEnter();
    expect(bubbles()).toEqual([expect.any(String), 'maya@example.com']);
    expect(within(log()).getByText('You said:', { exact: false })).toBeTruthy();
    expect(await within(log()).findByText('The assistant is replying')).toBeTruthy();
    answer.resolve(reply());
    await waitFor(() => expect(within(log()).queryByText('The assistant is replying')).toBeNull());
    expect(bubbles().slice(1)).toEqual(['maya@example.com', 'Thanks! What niche is this creator in?']);
  });

  it('removes the message when sending fails, says so, and puts the text back in the box', async () => {
    const answer = deferred<unknown>();
    serve({ adminChat: () => answer.promise });
    renderChat();
    type('maya@example.com');
    pressEnter();
    expect(within(log()).getByText('maya@example.com')).toBeTruthy();
    answer.reject(new ApiError(500, 'internal', 'Something went wrong.'));
    await waitFor(() => expect(toastTitles()).toContain('Failed to send message'));
    expect(within(log()).queryByText('maya@example.com')).toBeNull();
    expect(bubbles()).toHaveLength(1);
    expect(box().value).toBe('maya@example.com');
    expect(toast.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to send message', variant: 'destructive' }));
  });

  it('sends a 401 to sign in with "Authentication required"', async () => {
    serve({ adminChat: () => Promise.reject(new ApiError(401, 'unauthorized', 'Sign in first.')) });
    renderChat();
    type('maya@example.com');
    pressEnter();
    expect(await screen.findByText('Sign in page')).toBeTruthy();
    expect(toastTitles()).toEqual(['Authentication required']);
  });

  it('refreshes the session list after each message, so a new session appears at the top', async () => {
    let sessions = [session(SESSION_B, '2026-02-01T09:00:00.000Z')];
    serve({
      adminChatSessions: () => ({ sessions }),
      adminChat: () => {
        sessions = [session(SESSION_A, '2026-03-01T10:00:00.000Z', { title: 'maya@example.com', message_count: 2 }), ...sessions];
        return reply();
      },
    });
    renderChat();
    await waitFor(() => expect(sessionTitles()).toEqual(['creator-bbb@example.com']));
    type('maya@example.com');
    pressEnter();
    await waitFor(() => expect(sessionTitles()).toEqual(['maya@example.com', 'creator-bbb@example.com']));
    expect(
      within(sessionsList())
        .getByRole('button', { name: /maya@example\.com/ })
        .getAttribute('aria-current'),
    ).toBe('true');
  });
});

describe('the saved profile', () => {
  it('shows the profile as a card in the chat when a reply carries it, and marks the session saved', async () => {
    serve({ adminChat: () => reply({ message: 'All done, the profile is saved.', profile }) });
    renderChat();
    type('No other goals.');
    pressEnter();
    const card = await within(log()).findByRole('article', { name: 'Profile saved' });
    const fields = Object.fromEntries(
      [...card.querySelectorAll('.profile-card__field')].map((field) => [
        field.querySelector('dt')!.textContent,
        field.querySelector('dd')!.textContent,
      ]),
    );
    expect(fields).toEqual({
      'Subscriber email': 'maya@example.com',
      Niche: 'skincare',
      'Sub-niches': 'acne, sun-care',
      Audience: 'Women 18-25 with oily skin on a student budget',
      Tone: 'Warm and direct',
      Formats: 'talking head, get ready with me',
      'Topics to avoid': 'prescription drugs',
      Goals: 'grow to 10k followers',
    });
    expect(within(card).getByText(/generation tester can now use it/)).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Session' });
    expect(within(panel).getAllByText('Profile saved').length).toBeGreaterThan(0);
  });
});

describe('recent sessions', () => {
  it('lists at most ten sessions, newest first, with date, message count and the saved mark', async () => {
    const days = [3, 12, 7, 1, 9, 11, 2, 10, 5, 8, 4, 6];
    serve({
      adminChatSessions: () => ({
        sessions: days.map((day) =>
          session(`01JZ00000000000000000000${String(day).padStart(2, '0')}`, `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`, {
            title: `day ${day}`,
            message_count: day,
            profile_saved: day === 12,
          }),
        ),
      }),
    });
    renderChat();
    await waitFor(() =>
      expect(sessionTitles()).toEqual(['day 12', 'day 11', 'day 10', 'day 9', 'day 8', 'day 7', 'day 6', 'day 5', 'day 4', 'day 3']),
    );
    const newest = within(sessionsList()).getByRole('button', { name: /day 12/ });
    expect(within(newest).getByText('12 messages')).toBeTruthy();
    expect(within(newest).getByText('Profile saved')).toBeTruthy();
    expect(within(newest).getByText(/Mar 12, 2026/)).toBeTruthy();
    expect(within(within(sessionsList()).getByRole('button', { name: /day 11/ })).queryByText('Profile saved')).toBeNull();
  });

  it('opens a session: messages in order_in_session, system messages hidden, "Session loaded"', async () => {
    serve({
      adminChatSessions: () => ({ sessions: [session(SESSION_A, '2026-03-01T10:00:00.000Z', { title: 'maya@example.com' })] }),
      adminChatSession: () => ({
        session: session(SESSION_A, '2026-03-01T10:00:00.000Z', { title: 'maya@example.com' }),
        messages: [
          message(3, 'user', 'skincare'),
          message(0, 'system', 'You are an interviewer for creator profiles.'),
          message(2, 'assistant', 'Which niche?'),
          message(1, 'user', 'maya@example.com'),
        ],
        profile: null,
      }),
    });
    renderChat();
    fireEvent.click(await within(sessionsList()).findByRole('button', { name: /maya@example\.com/ }));
    await waitFor(() => expect(toastTitles()).toEqual(['Session loaded']));
    expect(bubbles().slice(1)).toEqual(['maya@example.com', 'Which niche?', 'skincare']);
    expect(within(log()).queryByText('You are an interviewer for creator profiles.')).toBeNull();
    expect(api.apiCall).toHaveBeenCalledWith(expect.objectContaining({ name: 'adminChatSession' }), { params: { id: SESSION_A } });
  });

  it('says "Failed to load session" and keeps the chat when a session cannot be read', async () => {
    serve({
      adminChat: () => reply(),
      adminChatSessions: () => ({ sessions: [session(SESSION_B, '2026-03-01T10:00:00.000Z')] }),
      adminChatSession: () => Promise.reject(new ApiError(500, 'internal', 'Something went wrong.')),
    });
    renderChat();
    type('maya@example.com');
    pressEnter();
    await within(log()).findByText('Thanks! What niche is this creator in?');
    fireEvent.click(await within(sessionsList()).findByRole('button', { name: /creator-bbb/ }));
    // A 5xx is tried once more (the app's retry rule, about a second later) before the page gives up.
    await waitFor(() => expect(toastTitles()).toEqual(['Failed to load session']), { timeout: 4_000 });
    expect(callsTo('adminChatSession')).toHaveLength(2);
    expect(bubbles().slice(1)).toEqual(['maya@example.com', 'Thanks! What niche is this creator in?']);
  });
});

describe('New Chat', () => {
  it('clears the conversation, says "New session started", and the next message starts a new session', async () => {
    serve({ adminChat: () => reply() });
    renderChat();
    type('maya@example.com');
    pressEnter();
    await within(log()).findByText('Thanks! What niche is this creator in?');
    fireEvent.click(screen.getByRole('button', { name: 'New Chat' }));
    expect(toastTitles()).toEqual(['New session started']);
    expect(bubbles()).toHaveLength(1);
    type('lee@example.com');
    pressEnter();
    await waitFor(() => expect(sentBodies()).toHaveLength(2));
    expect(sentBodies()[1]).toEqual({ sessionId: null, message: 'lee@example.com', purpose: 'content_profile_creation' });
  });

  it('opens an empty chat with the assistant saying what the interview covers', () => {
    renderChat();
    const [intro] = bubbles();
    for (const topic of ['which subscriber', 'niche and sub-niches', 'audience', 'tone', 'formats', 'topics to avoid', 'goals']) {
      expect(intro).toContain(topic);
    }
  });
});
