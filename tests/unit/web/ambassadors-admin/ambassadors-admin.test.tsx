// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseOf } from '#functions/platform/route';
import type { adminListAmbassadors, adminListApplications } from '#functions/ambassadors/routes';
import { generateAmbassadorCode } from '#functions/ambassadors/code';
import { AmbassadorsPage } from '@/features/ambassadors-admin/components/ambassadors-page';
import { ambassadorForm, emptyAmbassadorForm } from '@/features/ambassadors-admin/components/ambassador-form';
import { ApiError } from '@/lib/api-client';
import { answerRoutes, withQueryCache, type RouteAnswer } from '../../support/web';

// The API client is the page's only way out; toasts go through notify().
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);

type List = ResponseOf<typeof adminListAmbassadors>;
type Row = List['ambassadors'][number];
type Application = ResponseOf<typeof adminListApplications>['applications'][number];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

function row(overrides: Partial<Row> = {}): Row {
  return {
    code: 'glowwithmia',
    email: 'mia@example.com',
    firstName: 'Mia',
    lastName: 'Chen',
    phone: null,
    company: null,
    status: 'active',
    commissionRate: 0.3,
    notes: null,
    earningStopped: false,
    hasPortalAccount: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    referrals: 10,
    conversions: 7,
    selfReferrals: 1,
    earningsCents: 9_800,
    pendingCents: 4_200,
    dueCents: 5_600,
    paidCents: 0,
    ...overrides,
  };
}

function list(ambassadors: Row[] = [row()]): List {
  return {
    ambassadors,
    summary: {
      active: 1,
      pending: 0,
      inactive: 0,
      referredSubscribers: 10,
      pendingCents: 4_200,
      dueCents: 5_600,
      paidThisMonthCents: 12_345,
      pendingApplications: 1,
    },
  };
}

function application(overrides: Partial<Application> = {}): Application {
  return {
    id: '01JAAAAAAAAAAAAAAAAAAAAAAA',
    name: 'Rosa Lopez',
    email: 'rosa@example.com',
    company: null,
    website: 'https://rosa.example.com',
    audience_size: '10k-50k',
    experience_level: 'beginner',
    additional_info: 'Haircare reels.',
    marketing_channels: ['tiktok', 'youtube'],
    status: 'pending',
    created_at: '2026-11-20T09:00:00.000Z',
    reviewed_at: null,
    ambassador_code: null,
    ...overrides,
  };
}

function serve(overrides: Record<string, RouteAnswer> = {}) {
  answerRoutes(
    api.apiCall,
    new Map<string, RouteAnswer>(
      Object.entries({
        adminListAmbassadors: () => list(),
        adminListApplications: () => ({ applications: [application()] }),
        adminListPayouts: () => ({ statements: [] }),
        ...overrides,
      }),
    ),
  );
}

function renderPage() {
  render(withQueryCache(<MemoryRouter>{<AmbassadorsPage email="admin@commentspark.local" />}</MemoryRouter>));
}

const callsOf = (name: string) => api.apiCall.mock.calls.filter(([route]) => (route as { name: string }).name === name);
const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));

async function openCreate() {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Add ambassador' }));
  await screen.findByRole('dialog');
}

describe('the ambassadors table', () => {
  it('has exactly the spec columns and shows each figure, money in dollars', async () => {
    serve();
    renderPage();

    const table = await screen.findByRole('table', { name: 'Ambassadors' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Code', 'Name', 'Email', 'Status', 'Commission', 'Referrals', 'Conversions', 'Earnings', 'Actions']);
    const cells = within(table).getAllByRole('row')[1]!;
    expect(within(cells).getByRole('rowheader').textContent).toBe('glowwithmia');
    expect([...cells.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'Mia Chen',
      'mia@example.com',
      'active1 self-referral',
      '30%',
      '10',
      '7',
      '$98.00',
      'Edit',
    ]);
  });

  it('shows the summary cards from the answer', async () => {
    serve();
    renderPage();

    const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('li')!.textContent;
    expect(await card('Active')).toContain('1');
    expect(await card('Referred subscribers')).toContain('10');
    expect(await card('Commissions pending')).toContain('$42.00');
    expect(await card('Commissions due')).toContain('$56.00');
    expect(await card('Paid this month')).toContain('$123.45');
    expect(await card('Pending applications')).toContain('1');
  });

  it('toasts "Failed to load ambassadors" when the list cannot be read', async () => {
    serve({
      adminListAmbassadors: () => {
        // A 4xx is final (no retry), so the toast comes at once.
        throw new ApiError(403, 'forbidden', 'Admin privileges required.');
      },
    });
    renderPage();

    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to load ambassadors', variant: 'destructive' })),
    );
  });
});

describe('the add dialog', () => {
  it('starts at the spec default commission 0.3, active, with an editable code', async () => {
    serve();
    await openCreate();

    expect(field('Commission').value).toBe('0.3');
    expect((within(dialog()).getByLabelText('Status') as HTMLSelectElement).value).toBe('active');
    expect(field('Code').readOnly).toBe(false);
    expect(field('Commission')).toMatchObject({ min: '0', max: '1', step: '0.01' });
  });

  it('requires a code and an email, and an email in email format', async () => {
    serve();
    await openCreate();

    submit('Add ambassador');
    expect(await within(dialog()).findByText('Code is required')).toBeTruthy();
    expect(within(dialog()).getByText('Email is required')).toBeTruthy();

    type('Email', 'not-an-email');
    type('Code', 'ab');
    submit('Add ambassador');
    expect(await within(dialog()).findByText('Please enter a valid email address')).toBeTruthy();
    expect(within(dialog()).getByText('Referral codes are 3 to 20 letters or digits')).toBeTruthy();
    expect(callsOf('adminCreateAmbassador')).toHaveLength(0);
  });

  it.each([
    ['-0.1', 'Commission must be from 0 to 1'],
    ['1.5', 'Commission must be from 0 to 1'],
    ['0.333', 'Commission goes in steps of 0.01'],
    ['', 'Commission must be a number from 0 to 1'],
  ])('refuses the commission %j with "%s"', async (value, message) => {
    serve();
    await openCreate();
    type('Code', 'newcode1');
    type('Email', 'new@example.com');
    type('Commission', value);

    submit('Add ambassador');

    expect(await within(dialog()).findByText(message)).toBeTruthy();
    expect(callsOf('adminCreateAmbassador')).toHaveLength(0);
  });

  it('"Generate" fills in 6 random lowercase letters and digits', async () => {
    serve();
    await openCreate();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Generate' }));
    const first = field('Code').value;
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Generate' }));

    expect(first).toMatch(/^[a-z0-9]{6}$/);
    expect(field('Code').value).toMatch(/^[a-z0-9]{6}$/);
  });

  it('creates, toasts "Ambassador created successfully", closes and reloads the list', async () => {
    serve({ adminCreateAmbassador: () => row({ code: 'newcode1' }) });
    await openCreate();
    type('Code', 'newcode1');
    type('Email', 'new@example.com');
    type('Commission', '0.45');
    fireEvent.click(field('Earning stopped'));

    submit('Add ambassador');

    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith({ title: 'Ambassador created successfully' }));
    expect(callsOf('adminCreateAmbassador')[0]![1]).toEqual({
      body: { code: 'newcode1', email: 'new@example.com', status: 'active', commissionRate: 0.45, earningStopped: true },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(callsOf('adminListAmbassadors').length).toBeGreaterThanOrEqual(2));
  });

  it('shows a taken code on the code field and toasts "Failed to save ambassador" with the reason', async () => {
    serve({
      adminCreateAmbassador: () => {
        throw new ApiError(409, 'conflict', 'That code is taken. Choose another one.');
      },
    });
    await openCreate();
    type('Code', 'glowwithmia');
    type('Email', 'new@example.com');

    submit('Add ambassador');

    expect(await within(dialog()).findByText('That code is taken. Choose another one.')).toBeTruthy();
    expect(toast.notify).toHaveBeenCalledWith({
      title: 'Failed to save ambassador',
      description: 'That code is taken. Choose another one.',
      variant: 'destructive',
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('the edit dialog', () => {
  it('shows the ambassador with its code read-only, saves without the code and toasts "Ambassador updated successfully"', async () => {
    serve({ adminUpdateAmbassador: () => row({ status: 'inactive' }) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit glowwithmia' }));
    await screen.findByRole('dialog');

    expect(field('Code').value).toBe('glowwithmia');
    expect(field('Code').readOnly).toBe(true);
    expect(within(dialog()).queryByRole('button', { name: 'Generate' })).toBeNull();
    expect(field('Email').value).toBe('mia@example.com');
    fireEvent.change(within(dialog()).getByLabelText('Status'), { target: { value: 'inactive' } });

    submit('Save changes');

    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith({ title: 'Ambassador updated successfully' }));
    expect(callsOf('adminUpdateAmbassador')[0]![1]).toEqual({
      params: { code: 'glowwithmia' },
      body: {
        email: 'mia@example.com',
        firstName: 'Mia',
        lastName: 'Chen',
        status: 'inactive',
        commissionRate: 0.3,
        earningStopped: false,
      },
    });
  });

  it('toasts "Failed to save ambassador" when the save fails', async () => {
    serve({
      adminUpdateAmbassador: () => {
        throw new ApiError(500, 'internal', 'Something went wrong.');
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit glowwithmia' }));
    await screen.findByRole('dialog');

    submit('Save changes');

    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to save ambassador', variant: 'destructive' })),
    );
  });
});

describe('the applications', () => {
  it('lists a pending application with its details, and approves it', async () => {
    serve({
      adminApproveApplication: () => ({
        application: application({ status: 'approved', ambassador_code: 'k3x9q2' }),
        ambassador: row({ code: 'k3x9q2' }),
      }),
    });
    renderPage();

    const card = (await screen.findByRole('heading', { name: 'Rosa Lopez' })).closest('li')!;
    expect(card.textContent).toContain('rosa@example.com');
    expect(card.textContent).toContain('tiktok, youtube');
    expect(card.textContent).toContain('10k-50k');
    expect(within(card).getByRole('link', { name: 'https://rosa.example.com' }).getAttribute('rel')).toContain('noopener');

    fireEvent.click(within(card).getByRole('button', { name: 'Approve Rosa Lopez' }));

    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Application approved' })));
    expect(callsOf('adminApproveApplication')[0]![1]).toEqual({ params: { id: '01JAAAAAAAAAAAAAAAAAAAAAAA' }, body: {} });
  });

  it('rejects, and says so when another admin already did', async () => {
    serve({
      adminRejectApplication: () => {
        throw new ApiError(409, 'application_reviewed', 'This application was already rejected.');
      },
    });
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Reject Rosa Lopez' }));

    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Failed to reject application',
        description: 'This application was already rejected.',
        variant: 'destructive',
      }),
    );
  });
});

describe('the form rules and the code generator on their own', () => {
  it('accepts the defaults once a code and email are given', () => {
    expect(ambassadorForm.safeParse({ ...emptyAmbassadorForm(), code: 'abc123', email: 'a@example.com' }).success).toBe(true);
    expect(
      ambassadorForm.safeParse({ ...emptyAmbassadorForm(), code: 'abc123', email: 'a@example.com', commissionRate: '0.29' }).success,
    ).toBe(true);
  });

  it('draws every character from a-z0-9, evenly (bytes 252-255 are drawn again)', () => {
    const bytes = [255, 252, 0, 25, 26, 35, 36, 251, 0, 0, 0, 0];
    const code = generateAmbassadorCode((target) => {
      target.set(bytes.splice(0, target.length).concat(Array(target.length).fill(0)).slice(0, target.length));
      return target;
    });
    expect(code).toBe('az09a9');
    for (let i = 0; i < 200; i++) expect(generateAmbassadorCode()).toMatch(/^[a-z0-9]{6}$/);
  });
});
