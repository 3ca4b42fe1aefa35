import { promoStats } from '../routes';
import { getPromoStats } from '../store';
import { routeHandler } from '#functions/platform/http/handler';

export const handler = routeHandler(promoStats, () => getPromoStats());
