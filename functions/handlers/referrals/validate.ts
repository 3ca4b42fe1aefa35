import { validateReferral } from '../../contract/routes';
import { getAmbassador } from '../../data/ambassadors';
import { routeHandler } from '../http/handler';

/** Only an active ambassador's code counts; the answer says no more than valid or not. */
export const handler = routeHandler(validateReferral, async ({ params }) => ({
  valid: (await getAmbassador(params.code))?.status === 'active',
}));
