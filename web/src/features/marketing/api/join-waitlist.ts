import type { BodyOf } from '#functions/platform/route';
import type { joinWaitlist as joinWaitlistRoute } from '#functions/waitlist/routes';

export type JoinWaitlistInput = BodyOf<typeof joinWaitlistRoute>;

/**
 * POST /api/waitlist. The client and the route table load on first submit, so the prerendered
 * page does not carry them. Throws the client's ApiError.
 */
export async function joinWaitlist(body: JoinWaitlistInput): Promise<void> {
  const [{ apiCall }, { joinWaitlist: route }] = await Promise.all([import('@/lib/api-client'), import('#functions/waitlist/routes')]);
  await apiCall(route, { body });
}
