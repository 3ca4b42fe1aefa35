import { listNiches as route } from '../../contract/routes-niches';
import { listNiches } from '../../data/niches';
import { activeInOrder } from '../../domain/niches';
import { routeHandler } from '../http/handler';

export const handler = routeHandler(route, async () => ({ niches: activeInOrder(await listNiches()) }));
