// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { marketingPages } from '@/features/marketing/pages';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Hydration must not reach the network: the promo counts load from an effect.
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ apiCall: api.apiCall }));

afterEach(() => {
  document.body.innerHTML = '';
  vi.resetAllMocks();
});

describe.each(marketingPages.map((page) => [page.path, page] as const))('the prerendered %s page', (_path, page) => {
  it('hydrates without a mismatch', async () => {
    api.apiCall.mockResolvedValue({ total: 50, remaining: 12 });
    const { default: Page } = await page.load();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.appendChild(container);
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, <Page />, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
