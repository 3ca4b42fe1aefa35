import { promoStats } from '../../contract/routes-promo';
import { getPromoStats } from '../../data/promo';
import { routeHandler } from '../http/handler';

export const handler = routeHandler(promoStats, () => getPromoStats());
