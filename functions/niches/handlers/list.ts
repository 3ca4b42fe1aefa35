import { listNiches as route } from '../routes';
import { listNiches } from '../store';
import { activeInOrder } from '#functions/shared/niches';
import { routeHandler } from '#functions/platform/http/handler';

export const handler = routeHandler(route, async () => ({ niches: activeInOrder(await listNiches()) }));
