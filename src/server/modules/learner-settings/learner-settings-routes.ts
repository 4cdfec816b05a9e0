import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/contract/common';
import { learnerSettingsSchema, updateSettingsBodySchema } from '@/contract/settings';
import type { LearnerSettingsService } from './learner-settings-service';

export async function learnerSettingsRoutes(
  app: FastifyInstance,
  { learnerSettings }: { learnerSettings: LearnerSettingsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  api.get(
    '/api/settings',
    { schema: { response: { 200: learnerSettingsSchema, 401: errorBodySchema } } },
    async (request) => learnerSettings.get(request.userId),
  );

  api.put(
    '/api/settings',
    {
      schema: {
        body: updateSettingsBodySchema,
        response: { 200: learnerSettingsSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => learnerSettings.update(request.userId, request.body),
  );
}
