import { health } from '../../contract/routes-health';
import { routeHandler } from '../http/handler';

export const handler = routeHandler(health, async () => ({ status: 'ok' as const, time: new Date().toISOString() }));
