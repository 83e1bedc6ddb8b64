import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '../../model/api';
import { HttpError } from '../errors';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthResponse } } }, async () => {
    try {
      await app.pingDatabase();
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      throw new HttpError(503, 'Database unavailable');
    }
    return { status: 'ok' as const, database: app.databaseKind };
  });
};
