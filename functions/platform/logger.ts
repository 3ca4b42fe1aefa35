import { Logger } from '@aws-lambda-powertools/logger';

/** One logger per cold start. Level and service come from POWERTOOLS_* env vars. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'commentspark' });
