// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseOf } from '#functions/platform/route';
import type { adminGenerate } from '#functions/content-engine/routes';
import { GenerationTester } from '@/features/admin/components/generation-tester';
import { ApiError } from '@/lib/api-client';
import { answerRoutes, deferred, ideaFixture, withQueryCache, type RouteAnswer } from '../../support/web';

// The API client is the tester's only way out; toasts go through notify().
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);

type Report = ResponseOf<typeof adminGenerate>;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

function report(overrides: Partial<Report> = {}, summary: Partial<Report['summary']> = {}): Report {
  const idea = ideaFixture({ generator: 'offline' });
  return {
    success: true,
    error: null,
    summary: {
      requested_quantity: 2,
      generated_quantity: 2,
      total_processing_time_ms: 12_400,
      niche: 'skincare',
      generator: 'offline',
      profile: null,
      ...summary,
    },
    results: [
      {
        success: true,
        error: null,
        attempts: 2,
        processing_time_ms: 6_100,
        hookValidation: {
          validHooks: [idea.content.hooks[0]!, idea.content.hooks[1]!],
          invalidHooks: [idea.content.hooks[2]!],
          validationDetails: [
            { hook: idea.content.hooks[0]!, style: 'question', isValid: true, errors: [] },
            { hook: idea.content.hooks[1]!, style: 'bold claim', isValid: true, errors: [] },
            {
              hook: idea.content.hooks[2]!,
              style: 'how-to',
              isValid: false,
              errors: ['Too short: 5 words (at least 8)', 'Does not name the problem'],
            },
          ],
        },
        content: idea,
      },
    ],
    ...overrides,
  };
}

function serve(generate: RouteAnswer) {
  answerRoutes(
    api.apiCall,
    new Map<string, RouteAnswer>([
      ['listNiches', () => ({ niches: [{ niche: 'skincare', displayName: 'Skincare', sortOrder: 1 }] })],
      ['adminGenerate', generate],
    ]),
  );
}

const generateCalls = () => api.apiCall.mock.calls.filter(([route]) => (route as { name: string }).name === 'adminGenerate');
const quantity = () => screen.getByLabelText('Quantity') as HTMLInputElement;
const generateButton = () => screen.getByRole('button', { name: /Generat/ }) as HTMLButtonElement;

async function renderTester() {
  render(withQueryCache(<GenerationTester />));
  await screen.findByRole('option', { name: 'Skincare' });
}

async function chooseSkincare() {
  fireEvent.change(screen.getByLabelText('Niche'), { target: { value: 'skincare' } });
}

describe('the generation tester', () => {
  it('starts at one idea and clamps the quantity to 1-10 as it is typed', async () => {
    serve(() => report());
    await renderTester();
    expect(quantity().value).toBe('1');
    fireEvent.change(quantity(), { target: { value: '0' } });
    expect(quantity().value).toBe('1');
    fireEvent.change(quantity(), { target: { value: '25' } });
    expect(quantity().value).toBe('10');
    fireEvent.change(quantity(), { target: { value: '7' } });
    expect(quantity().value).toBe('7');
  });

  it('asks for a niche and calls nothing when none is chosen', async () => {
    serve(() => report());
    await renderTester();
    fireEvent.click(generateButton());
    expect(await screen.findByText('Please select a niche')).toBeTruthy();
    expect(screen.getByLabelText('Niche').getAttribute('aria-invalid')).toBe('true');
    expect(generateCalls()).toHaveLength(0);
  });

  it('sends the niche and quantity, toasts the generated count and says which generator answered', async () => {
    serve(() => report({}, { generated_quantity: 3, requested_quantity: 3 }));
    await renderTester();
    await chooseSkincare();
    fireEvent.change(quantity(), { target: { value: '3' } });
    fireEvent.click(generateButton());
    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith({ title: 'Generated 3 content pieces successfully' }));
    expect(generateCalls().map(([, options]) => options)).toEqual([{ body: { niche: 'skincare', quantity: 3 } }]);
    const summary = within(screen.getByRole('region', { name: 'Generation summary' }));
    expect(summary.getByText('Offline generator (no OpenAI key)')).toBeTruthy();
    expect(summary.getByText('12.4 s')).toBeTruthy();
    expect(summary.getByText('None (niche only)')).toBeTruthy();
  });

  it('names OpenAI when the model answered, and the subscriber whose profile was used', async () => {
    const profile = {
      userId: 'user-1',
      subscriberEmail: 'ana@example.com',
      niche: 'skincare',
      subNiches: ['sun care'],
      audience: 'Busy office workers in their 30s',
      tone: 'Warm and direct',
      formats: ['talking head'],
      avoidTopics: [],
      goals: ['grow to 10k'],
      youtubeChannel: null,
      source: 'chat' as const,
      sessionId: '01J00000000000000000000000',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    serve(() => report({}, { generator: 'openai', profile }));
    await renderTester();
    await chooseSkincare();
    fireEvent.change(screen.getByLabelText('Subscriber email'), { target: { value: 'ana@example.com' } });
    fireEvent.click(generateButton());
    const summary = within(await screen.findByRole('region', { name: 'Generation summary' }));
    expect(summary.getByText('OpenAI')).toBeTruthy();
    expect(summary.getAllByText('ana@example.com').length).toBeGreaterThan(0);
    expect(summary.getByText('Warm and direct')).toBeTruthy();
    expect(generateCalls()[0]![1]).toEqual({ body: { niche: 'skincare', quantity: 1, subscriberEmail: 'ana@example.com' } });
  });

  it('marks each hook valid or invalid and lists the reasons an invalid one failed', async () => {
    serve(() => report());
    await renderTester();
    await chooseSkincare();
    fireEvent.click(generateButton());
    const idea = within(await screen.findByRole('article', { name: 'SPF is not a once-a-day thing' }));
    expect(idea.getByText('Hooks: 2 valid, 1 invalid')).toBeTruthy();
    const invalid = idea.getByText('The two-finger rule, explained.').closest('li')!;
    expect(within(invalid).getByText('Invalid')).toBeTruthy();
    expect(
      within(within(invalid).getByRole('list', { name: 'Why it is invalid' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Too short: 5 words (at least 8)', 'Does not name the problem']);
    const valid = idea.getByText('You put sunscreen on at 8am. By noon it is gone.').closest('li')!;
    expect(within(valid).getByText('Valid')).toBeTruthy();
    expect(within(valid).queryByRole('list')).toBeNull();
    expect(idea.getByText('How much')).toBeTruthy();
    expect(idea.getByText('A rule people can repeat')).toBeTruthy();
    expect(idea.getByText('do I really have to reapply?? I wear makeup')).toBeTruthy();
    expect(idea.getByText('2 attempts')).toBeTruthy();
    expect(idea.getByText('6.1 s')).toBeTruthy();
  });

  it("shows the judge's scores of each candidate, titled, with the one kept marked", async () => {
    const scores = (value: number) => ({ specificity: value, filmability: 5, hook_strength: 4, faithfulness: 5, originality: 4 });
    const [result] = report().results;
    serve(() =>
      report({
        results: [
          {
            ...result!,
            judge: {
              candidates: [
                { index: 0, title: 'Reapply SPF over makeup: three ways', scores: scores(3), kept: false },
                { index: 1, title: 'SPF is not a once-a-day thing', scores: scores(5), kept: true },
              ],
              error: null,
            },
          },
        ],
      }),
    );
    await renderTester();
    await chooseSkincare();
    fireEvent.click(generateButton());

    const idea = within(await screen.findByRole('article', { name: 'SPF is not a once-a-day thing' }));
    expect(idea.getByRole('heading', { name: "Judge's scores" })).toBeTruthy();
    const rows = within(idea.getByRole('table', { name: "Judge's rubric scores per candidate" }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1. Reapply SPF over makeup: three ways3545421No',
      '2. SPF is not a once-a-day thing5545423Kept',
    ]);
  });

  it('shows no judge section for an idea made without a judge', async () => {
    serve(() => report());
    await renderTester();
    await chooseSkincare();
    fireEvent.click(generateButton());

    const idea = within(await screen.findByRole('article', { name: 'SPF is not a once-a-day thing' }));
    expect(idea.queryByRole('heading', { name: "Judge's scores" })).toBeNull();
  });

  it('toasts "Generation failed" with the reason when no idea could be generated', async () => {
    serve(() =>
      report(
        {
          success: false,
          error: '1 of 1 ideas could not be generated',
          results: [
            {
              success: false,
              error: 'The model answered no JSON',
              attempts: 3,
              processing_time_ms: 9_000,
              hookValidation: null,
              content: null,
            },
          ],
        },
        { generated_quantity: 0, requested_quantity: 1 },
      ),
    );
    await renderTester();
    await chooseSkincare();
    fireEvent.click(generateButton());
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Generation failed',
        description: '1 of 1 ideas could not be generated',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('article', { name: 'Idea 1 could not be generated' })).toBeTruthy();
    expect(screen.getByText('The model answered no JSON')).toBeTruthy();
  });

  it('toasts "Failed to generate content" when the call fails, with the server\'s field error on the email', async () => {
    serve(() => {
      throw new ApiError(400, 'invalid_input', 'No subscriber with this email', { subscriberEmail: ['No subscriber with this email'] });
    });
    await renderTester();
    await chooseSkincare();
    fireEvent.change(screen.getByLabelText('Subscriber email'), { target: { value: 'nobody@example.com' } });
    fireEvent.click(generateButton());
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Failed to generate content',
        description: 'No subscriber with this email',
        variant: 'destructive',
      }),
    );
    const email = screen.getByLabelText('Subscriber email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('No subscriber with this email')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Generation summary' })).toBeNull();
  });

  it('shows that it is working, with the button off, until the answer comes', async () => {
    const answer = deferred<Report>();
    serve(() => answer.promise);
    await renderTester();
    await chooseSkincare();
    fireEvent.click(generateButton());
    await waitFor(() => expect(generateButton().disabled).toBe(true));
    expect(generateButton().textContent).toBe('Generating...');
    expect(screen.getByRole('status').textContent).toContain('up to 25 seconds');
    answer.resolve(report());
    await waitFor(() => expect(generateButton().disabled).toBe(false));
    expect(generateButton().textContent).toBe('Generate Content');
  });
});
