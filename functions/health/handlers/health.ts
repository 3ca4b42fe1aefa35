import { health } from '../routes';
import { routeHandler } from '#functions/platform/http/handler';

export const handler = routeHandler(health, async () => ({ status: 'ok' as const, time: new Date().toISOString() }));
