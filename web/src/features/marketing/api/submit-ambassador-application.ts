import type { BodyOf, ResponseOf } from '#functions/platform/route';
import type { submitAmbassadorApplication as submitRoute } from '#functions/ambassadors/routes';

export type AmbassadorApplicationBody = BodyOf<typeof submitRoute>;

/**
 * POST /api/ambassador-applications. The client and the route load on first submit, so the
 * prerendered page does not carry them. Throws the client's ApiError (409: an application from
 * this email is already pending; 400: field errors).
 */
export async function submitAmbassadorApplication(body: AmbassadorApplicationBody): Promise<ResponseOf<typeof submitRoute>> {
  const [{ apiCall }, { submitAmbassadorApplication: route }] = await Promise.all([
    import('@/lib/api-client'),
    import('#functions/ambassadors/routes'),
  ]);
  return apiCall(route, { body });
}
