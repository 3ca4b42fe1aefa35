// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseOf } from '#functions/platform/route';
import type { adminAiLogs } from '#functions/content-engine/routes';
import { AiLogs } from '@/features/admin/components/ai-logs';
import { ApiError } from '@/lib/api-client';
import { withQueryCache } from '../../support/web';

// The API client is the viewer's only way out; toasts go through notify().
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);

type LogPage = ResponseOf<typeof adminAiLogs>;
type Log = LogPage['logs'][number];
type LogQuery = Record<string, string>;

const NEXT_CURSOR = '01JABCDEFGHJKMNPQRSTVWXYZ0';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

function log(overrides: Partial<Log> = {}): Log {
  return {
    id: 'log-1',
    created_at: '2026-03-02T10:15:00.000Z',
    niche: 'skincare',
    attempt_number: 2,
    parsing_successful: true,
    parsing_error: null,
    processing_time_ms: 4_200,
    request_model: 'gpt-4o-mini',
    request_tokens: 2_000,
    content_idea_id: 'skincare-day-9-a',
    hook_validation_results: { total_hooks: 3, valid_hooks: 2, invalid_hooks: 1 },
    response_raw: '{"title":"short"}',
    input_tokens: 1_234,
    output_tokens: 567,
    estimated_cost_usd: 0.00052,
    generator: 'openai',
    purpose: 'tester',
    ...overrides,
  };
}

/** Answers the niches and, for the logs, whatever `page` gives for the query the viewer sent. */
function serve(page: (query: LogQuery) => LogPage) {
  api.apiCall.mockImplementation(async (route: { name: string }, options?: { query?: LogQuery }) => {
    if (route.name === 'listNiches') return { niches: [{ niche: 'skincare', displayName: 'Skincare', sortOrder: 1 }] };
    if (route.name === 'adminAiLogs') return page(options?.query ?? {});
    throw new Error(`unexpected call ${route.name}`);
  });
}

const logQueries = () =>
  api.apiCall.mock.calls
    .filter(([route]) => (route as { name: string }).name === 'adminAiLogs')
    .map(([, options]) => (options as { query: LogQuery }).query);

function renderLogs() {
  render(withQueryCache(<AiLogs />));
}

describe('the AI logs viewer', () => {
  it('asks for the newest 50 logs and shows each with request_tokens labelled Max Tokens', async () => {
    serve(() => ({ logs: [log()], next: null }));
    renderLogs();
    const entry = (await screen.findByText('Max Tokens')).closest('li')!;
    expect(logQueries()).toEqual([{ limit: '50' }]);
    const fact = (term: string) => within(entry).getByText(term).nextElementSibling?.textContent;
    expect(fact('Max Tokens')).toBe('2,000');
    expect(fact('Input tokens')).toBe('1,234');
    expect(fact('Output tokens')).toBe('567');
    expect(fact('Model')).toBe('gpt-4o-mini');
    expect(fact('Attempt')).toBe('2');
    expect(fact('Cost')).toBe('$0.0005');
    expect(fact('Generator')).toBe('OpenAI');
    expect(fact('Purpose')).toBe('Generation tester');
    expect(fact('Content idea')).toBe('skincare-day-9-a');
    expect(fact('Hooks')).toBe('2 valid, 1 invalid of 3');
    expect(within(entry).getByText('Parsed')).toBeTruthy();
    expect(within(entry).queryByRole('button', { name: 'Show full response' })).toBeNull();
  });

  it("shows the judge's scores of every candidate and which one was kept", async () => {
    const scores = (value: number) => ({ specificity: value, filmability: 4, hook_strength: 4, faithfulness: 5, originality: 3 });
    const judge = {
      candidates: [
        { index: 0, scores: scores(3), kept: false },
        { index: 1, scores: scores(5), kept: true },
        { index: 2, scores: null, kept: false },
      ],
      error: null,
    };
    serve(() => ({ logs: [log({ judge })], next: null }));
    renderLogs();

    const table = await screen.findByRole('table', { name: "Judge's rubric scores per candidate" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', '4', '4', '5', '3', '19', 'No'],
      ['5', '4', '4', '5', '3', '21', 'Kept'],
      ['-', '-', '-', '-', '-', '-', 'No'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Candidate', 'Specificity', 'Filmability', 'Hook strength', 'Faithfulness', 'Originality', 'Total', 'Kept']);
  });

  it("says why the judge's answer was not used, and shows no judge for a log without one", async () => {
    const judge = { candidates: [{ index: 0, scores: null, kept: true }], error: "The judge's answer is not JSON: Unexpected end" };
    serve(() => ({ logs: [log({ judge }), log({ id: 'log-2' })], next: null }));
    renderLogs();

    expect(await screen.findByText("Judge: The judge's answer is not JSON: Unexpected end")).toBeTruthy();
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it('cuts the raw response at 500 characters and shows it whole on request', async () => {
    const raw = `${'a'.repeat(500)}THE-REST`;
    serve(() => ({ logs: [log({ parsing_successful: false, parsing_error: 'Unexpected token T', response_raw: raw })], next: null }));
    renderLogs();
    const toggle = await screen.findByRole('button', { name: 'Show full response' });
    const pre = screen.getByText((_, element) => element?.tagName === 'PRE');
    expect(pre.textContent).toBe(`${'a'.repeat(500)}...`);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Parsing error: Unexpected token T')).toBeTruthy();
    fireEvent.click(toggle);
    expect(pre.textContent).toBe(raw);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('sends the niche, parsing-success and page-size filters as query parameters', async () => {
    serve(() => ({ logs: [log()], next: null }));
    renderLogs();
    await screen.findByRole('option', { name: 'Skincare' });
    fireEvent.change(screen.getByLabelText('Niche'), { target: { value: 'skincare' } });
    fireEvent.change(screen.getByLabelText('Parsing'), { target: { value: 'false' } });
    fireEvent.change(screen.getByLabelText('Page size'), { target: { value: '100' } });
    await waitFor(() => expect(logQueries().at(-1)).toEqual({ niche: 'skincare', parsing_successful: 'false', limit: '100' }));
    fireEvent.change(screen.getByLabelText('Parsing'), { target: { value: '' } });
    await waitFor(() => expect(logQueries().at(-1)).toEqual({ niche: 'skincare', limit: '100' }));
    expect((screen.getByLabelText('Page size') as HTMLSelectElement).options.length).toBe(3);
  });

  it('follows the next cursor page by page and goes back to the first page', async () => {
    serve((query) =>
      query.cursor === NEXT_CURSOR
        ? { logs: [log({ id: 'log-2', request_model: 'second-page-model' })], next: null }
        : { logs: [log({ request_model: 'first-page-model' })], next: NEXT_CURSOR },
    );
    renderLogs();
    await screen.findByText('first-page-model');
    expect((screen.getByRole('button', { name: 'First page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('second-page-model');
    expect(logQueries().at(-1)).toEqual({ limit: '50', cursor: NEXT_CURSOR });
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    await screen.findByText('first-page-model');
    expect(screen.getByText('Page 1')).toBeTruthy();
  });

  it('starts from the first page again when a filter changes', async () => {
    serve((query) => ({ logs: [log({ request_model: query.cursor ? 'later-page' : 'first-page' })], next: NEXT_CURSOR }));
    renderLogs();
    await screen.findByText('first-page');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('later-page');
    fireEvent.change(screen.getByLabelText('Page size'), { target: { value: '25' } });
    await waitFor(() => expect(logQueries().at(-1)).toEqual({ limit: '25' }));
    expect(await screen.findByText('first-page')).toBeTruthy();
  });

  it('toasts "Failed to fetch OpenAI logs" when the read fails', async () => {
    serve(() => {
      throw new ApiError(400, 'invalid_input', 'Page size is 25, 50 or 100');
    });
    renderLogs();
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Failed to fetch OpenAI logs',
        description: 'Page size is 25, 50 or 100',
        variant: 'destructive',
      }),
    );
    expect(await screen.findByText('The logs could not be loaded.')).toBeTruthy();
  });
});
