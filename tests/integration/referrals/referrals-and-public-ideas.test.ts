import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../../support/api';
import { useStackTable } from '../../support/data';

const stack = inject('stack');

beforeAll(async () => {
  useStackTable(stack);
  const { putAmbassador, newAmbassador } = await import('#functions/ambassadors/store');
  const createdAt = new Date().toISOString();
  await putAmbassador(
    newAmbassador({ code: 'ActiveOne', firstName: 'A', email: 'a@example.com', status: 'active', commissionRate: 0.5, createdAt }),
  );
  await putAmbassador(
    newAmbassador({ code: 'sleepy', firstName: 'S', email: 's@example.com', status: 'inactive', commissionRate: 0.5, createdAt }),
  );
});

describe('GET /api/referrals/validate/{code}', () => {
  it('is valid for an active ambassador, whatever the case of the code', async () => {
    expect((await api(stack, 'GET', '/api/referrals/validate/ACTIVEONE')).body).toEqual({ valid: true });
  });

  it('is not valid for an inactive or unknown ambassador', async () => {
    expect((await api(stack, 'GET', '/api/referrals/validate/sleepy')).body).toEqual({ valid: false });
    expect((await api(stack, 'GET', '/api/referrals/validate/nobody123')).body).toEqual({ valid: false });
  });

  it('refuses a code of the wrong format with 400', async () => {
    expect((await api(stack, 'GET', '/api/referrals/validate/ab')).status).toBe(400);
    expect((await api(stack, 'GET', `/api/referrals/validate/${'a'.repeat(21)}`)).status).toBe(400);
    expect((await api(stack, 'GET', '/api/referrals/validate/bad%20code')).status).toBe(400);
  });
});

describe('GET /api/public-ideas/{niche}/{subNiche}/{slug}', () => {
  it('returns a published idea by niche, sub-niche and slug, case-insensitive', async () => {
    const res = await api<{ idea: { ideaNumber: number; variant: string; niche: string; content: { hooks: string[] } } }>(
      stack,
      'GET',
      '/api/public-ideas/skincare/routines/IDEA-1-A',
    );
    expect(res.status).toBe(200);
    expect(res.body.idea).toMatchObject({ niche: 'skincare', ideaNumber: 1, variant: 'A' });
    expect(res.body.idea.content.hooks).toHaveLength(3);
  });

  it('answers 404 for a slot with no published idea', async () => {
    expect((await api(stack, 'GET', '/api/public-ideas/skincare/routines/idea-99-b')).status).toBe(404);
    expect((await api(stack, 'GET', '/api/public-ideas/fitness/none/idea-1-a')).status).toBe(404);
  });

  it('never serves an idea that was not published, even in an existing slot', async () => {
    const { putIdea, getIdea } = await import('#functions/ideas/store');
    const published = await getIdea('skincare-example-1-a');
    await putIdea({ ...published!, id: 'private-1', subNiche: 'private', ideaNumber: 5 }, { public: false });
    expect((await api(stack, 'GET', '/api/public-ideas/skincare/private/idea-5-a')).status).toBe(404);
  });

  it('refuses a malformed slug with 400', async () => {
    expect((await api(stack, 'GET', '/api/public-ideas/skincare/routines/idea-x-1')).status).toBe(400);
    expect((await api(stack, 'GET', '/api/public-ideas/skincare/routines/4-b')).status).toBe(400);
  });
});
