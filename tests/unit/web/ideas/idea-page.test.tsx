// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentIdeaRoute, contentIdeaLoader } from '@/app/routes/content-idea';
import { ContentIdeaPending } from '@/app/routes/guard-fallbacks';
import { ApiError } from '@/lib/api-client';
import { answerRoutes, deferred, ideaFixture, meAnswer, renderPage, subscriberFixture, type RouteAnswer } from '../../support/web';

const auth = vi.hoisted(() => ({ hasSession: vi.fn<() => Promise<boolean>>(), signOutUser: vi.fn() }));
vi.mock('@/lib/load-auth', () => ({ loadAuth: () => Promise.resolve(auth) }));
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);
const tracking = vi.hoisted(() => ({ trackIdeaView: vi.fn(), trackIdeaRating: vi.fn() }));
vi.mock('@/lib/tracking/tracker', () => tracking);

const IDEA = { ...ideaFixture(), rating: null, isNew: true, feedback: null };

function serve(getIdea: RouteAnswer, more: Array<[string, RouteAnswer]> = []) {
  answerRoutes(
    api.apiCall,
    new Map<string, RouteAnswer>([
      ['getMe', () => meAnswer(subscriberFixture())],
      ['getSubscriberIdea', getIdea],
      ['viewIdea', () => ({ viewedAt: '2026-01-01T00:00:00.000Z', firstView: true, newCount: 0 })],
      ...more,
    ]),
  );
}

const renderAt = (id: string, options: { strict?: boolean } = {}) =>
  renderPage(
    `/content-idea/${id}`,
    { path: '/content-idea/:ideaId', Component: ContentIdeaRoute, loader: contentIdeaLoader, HydrateFallback: ContentIdeaPending },
    { '/dashboard': 'Dashboard page', '/auth': 'Auth page', '/onboarding': 'Onboarding page' },
    options,
  );

const callsTo = (name: string) => api.apiCall.mock.calls.filter(([route]) => (route as { name: string }).name === name);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  auth.hasSession.mockResolvedValue(true);
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('/content-idea/{id}', () => {
  it('sends a visitor without a session to sign in, saying why', async () => {
    auth.hasSession.mockResolvedValue(false);
    const router = renderAt('skincare-day-3-b');
    expect(await screen.findByText('Auth page')).toBeTruthy();
    expect(router.state.location.search).toBe('?message=Please+log+in+to+access+your+dashboard');
    expect(callsTo('getSubscriberIdea')).toHaveLength(0);
  });

  it('sends a signed-in user without a subscriber record to onboarding', async () => {
    answerRoutes(api.apiCall, new Map<string, RouteAnswer>([['getMe', () => meAnswer(null)]]));
    renderAt('skincare-day-3-b');
    expect(await screen.findByText('Onboarding page')).toBeTruthy();
    expect(callsTo('getSubscriberIdea')).toHaveLength(0);
  });

  it('says it is loading while the guard decides', async () => {
    auth.hasSession.mockReturnValue(new Promise(() => undefined));
    renderAt('skincare-day-3-b');
    expect((await screen.findByRole('status')).textContent).toBe('Loading content idea...');
  });

  it('records one view per opening, also when React runs its effects twice (StrictMode)', async () => {
    serve(() => ({ idea: IDEA }));
    renderAt('skincare-day-3-b', { strict: true });
    await screen.findByRole('heading', { level: 1, name: 'SPF is not a once-a-day thing' });
    await waitFor(() => expect(callsTo('viewIdea')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo('viewIdea')).toHaveLength(1);
    expect(tracking.trackIdeaView).toHaveBeenCalledTimes(1);
  });

  it('says it is loading, then shows the idea as a script and records the view', async () => {
    const answer = deferred<{ idea: typeof IDEA }>();
    serve(() => answer.promise);
    renderAt('skincare-day-3-b');
    expect(await screen.findByText('Loading content idea...')).toBeTruthy();
    answer.resolve({ idea: IDEA });
    expect(await screen.findByRole('heading', { level: 1, name: 'SPF is not a once-a-day thing' })).toBeTruthy();
    expect(screen.getByText('Daily Content Idea #3')).toBeTruthy();
    expect(callsTo('getSubscriberIdea').map(([, o]) => o)).toEqual([{ params: { id: 'skincare-day-3-b' } }]);
    await waitFor(() => expect(callsTo('viewIdea').map(([, o]) => o)).toEqual([{ params: { id: 'skincare-day-3-b' } }]));
    expect(tracking.trackIdeaView.mock.calls).toEqual([['skincare-day-3-b', 'skincare']]);

    expect(screen.getAllByText(/^Hook - Option \d$/).map((el) => el.textContent)).toEqual([
      'Hook - Option 1',
      'Hook - Option 2',
      'Hook - Option 3',
    ]);
    const points = screen.getByRole('heading', { name: 'Key Points' }).closest('section')!;
    const slides = within(points).getAllByRole('listitem');
    expect(slides).toHaveLength(3);
    expect(within(slides[0]!).getByRole('heading', { name: /How much/ })).toBeTruthy();
    expect([...slides[0]!.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Voiceover', 'Visuals', 'Text']);
    const why = screen.getByRole('heading', { name: 'Why it works' }).closest('section')!;
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Answers the comment directly', 'A rule people can repeat', 'Ends with a question']);
    const source = screen.getByRole('heading', { name: 'How This Idea Was Generated' }).closest('section')!;
    expect(within(source).getByText('do I really have to reapply?? I wear makeup')).toBeTruthy();
    expect(source.textContent).toContain('My summer skincare routine');
    expect(source.textContent).toContain('1.5M views');
    expect(within(source).queryByText(/viewers asked this/)).toBeNull();
    expect(within(source).queryByText(/^Written /)).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Niche' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['skincare', 'Sun Care']);
  });

  it('notes in the source box that an offline idea was written without an AI model', async () => {
    const note = "Written by CommentSpark's offline generator from these comments (no AI model was used).";
    serve(() => ({ idea: { ...IDEA, generator: 'offline' } }));
    renderAt('skincare-day-3-b');
    const source = (await screen.findByRole('heading', { name: 'How This Idea Was Generated' })).closest('section')!;
    expect(within(source).getByText(note)).toBeTruthy();
  });

  it('renders other named fields as a titled list or text block, with line breaks', async () => {
    const content = {
      ...IDEA.content,
      hooks: ['Only one hook'],
      filming_tips: ['Natural light', 'Phone at eye level'],
      caption: 'Save this<br>for later',
    };
    serve(() => ({ idea: { ...IDEA, content } }));
    renderAt('skincare-day-3-b');
    expect(await screen.findByText('Hook')).toBeTruthy();
    expect(screen.queryByText('Hook - Option 1')).toBeNull();
    const tips = screen.getByRole('heading', { name: 'Filming Tips' }).closest('section')!;
    expect(
      within(tips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Natural light', 'Phone at eye level']);
    const caption = screen.getByRole('heading', { name: 'Caption' }).closest('section')!;
    expect(caption.querySelectorAll('br')).toHaveLength(1);
    expect(caption.textContent).toContain('Save thisfor later');
  });

  it('shows "Content idea not found" with a way back, without an error toast, for an idea that is not mine to see', async () => {
    serve(() => {
      throw new ApiError(404, 'idea_not_found', 'Content idea not found');
    });
    renderAt('travel-day-9-b');
    expect(await screen.findByRole('heading', { name: 'Content idea not found' })).toBeTruthy();
    expect(toast.notify).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('says "Error" with the message when the idea cannot be loaded', async () => {
    serve(() => {
      throw new Error('Network down');
    });
    renderAt('skincare-day-3-b');
    // A network failure is tried once more (lib/query-client.ts) before the page gives up.
    expect(await screen.findByRole('heading', { name: 'Content idea not found' }, { timeout: 4000 })).toBeTruthy();
    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith({ title: 'Error', description: 'Network down', variant: 'destructive' }));
    expect(toast.notify).toHaveBeenCalledTimes(1);
  });

  it("saves a rating with the spec's words, or the default failure text", async () => {
    let fail = false;
    serve(
      () => ({ idea: IDEA }),
      [
        [
          'rateIdea',
          () => {
            if (fail) throw new Error('');
            return { rating: 4 };
          },
        ],
      ],
    );
    renderAt('skincare-day-3-b');
    fireEvent.click(await screen.findByRole('button', { name: 'Rate 4 stars' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({ title: 'Rating Saved', description: 'Thank you for rating this idea 4 stars!' }),
    );
    expect(screen.getByRole('button', { name: 'Rate 4 stars' }).getAttribute('aria-pressed')).toBe('true');
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Rate 2 stars' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to save rating. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('button', { name: 'Rate 4 stars' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps "Submit Feedback" off while the box is blank, and stores what is written', async () => {
    serve(() => ({ idea: IDEA }), [['ideaFeedback', () => ({ stored: true })]]);
    renderAt('skincare-day-3-b');
    const box = await screen.findByLabelText(/What would make this idea better/);
    const submit = screen.getByRole('button', { name: 'Submit Feedback' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(box, { target: { value: '   ' } });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(submit.closest('form')!);
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Feedback Required',
        description: 'Please enter some feedback before submitting.',
        variant: 'destructive',
      }),
    );
    expect(callsTo('ideaFeedback')).toHaveLength(0);

    fireEvent.change(box, { target: { value: '  More on tinted SPF please  ' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Feedback Submitted',
        description: 'Thank you for your detailed feedback! This helps us improve our content.',
      }),
    );
    expect(callsTo('ideaFeedback').map(([, o]) => o)).toEqual([
      { params: { id: 'skincare-day-3-b' }, body: { text: 'More on tinted SPF please' } },
    ]);
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('says "Error" with the message, or the default text, when feedback cannot be stored, and keeps what was written', async () => {
    serve(
      () => ({ idea: IDEA }),
      [
        [
          'ideaFeedback',
          () => {
            throw new ApiError(429, 'rate_limited', '');
          },
        ],
      ],
    );
    renderAt('skincare-day-3-b');
    const box = await screen.findByLabelText(/What would make this idea better/);
    fireEvent.change(box, { target: { value: 'More please' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to submit feedback. Please try again.',
        variant: 'destructive',
      }),
    );
    expect((box as HTMLTextAreaElement).value).toBe('More please');
  });
});
