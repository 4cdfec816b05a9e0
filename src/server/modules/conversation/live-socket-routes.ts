import type { FastifyInstance } from 'fastify';
import { ForbiddenError } from '@/server/errors';
import type { AppMetrics } from '@/server/metrics/app-metrics';
import { isAllowedOrigin } from '@/server/plugins/security';
import type { ConversationService } from './conversation-service';
import type { LiveConnections } from './live-connections';
import { attachLiveSession } from './live-session';

export interface LiveSocketRoutesOptions {
  conversations: ConversationService;
  connections: LiveConnections;
  allowedOrigins: string[];
  /** As the API guards: believe X-Forwarded-Host only when TRUST_FORWARDED_HOST is set. */
  trustForwardedHost?: boolean;
  rate: { capacity: number; refillMs: number };
  metrics: Pick<AppMetrics, 'databaseError'>;
}

/**
 * The live conversation socket at /ws. The handshake is an ordinary request through the session scope:
 * a foreign or missing Origin gets 403 (cross-site WebSocket hijacking), no signed-in session 401.
 */
export async function liveSocketRoutes(app: FastifyInstance, options: LiveSocketRoutesOptions) {
  const allowed = new Set(options.allowedOrigins);

  app.get(
    '/ws',
    {
      websocket: true,
      onRequest: [
        async (request) => {
          const origin = request.headers.origin;
          if (!origin || !isAllowedOrigin(request, origin, allowed, options.trustForwardedHost))
            throw new ForbiddenError('Cross-site connection refused');
        },
        app.requireUser,
      ],
    },
    (socket, request) => {
      options.connections.add(socket, { userId: request.userId, sessionId: request.session.sessionId });
      options.conversations.prepare();
      attachLiveSession({
        socket,
        userId: request.userId,
        conversations: options.conversations,
        log: request.log,
        rate: options.rate,
        metrics: options.metrics,
      });
    },
  );
}
