import { Redis } from 'ioredis';
import { SESSION_EVENTS_CHANNEL, type EventTransport, type SessionEventsLog } from './session-events';

/**
 * Redis pub/sub: a subscribed connection can do nothing else, so publishing takes a second one. ioredis
 * reconnects both and subscribes again by itself; a publish while Redis is down fails at once instead of
 * queueing (the bus logs it), since a late "signed out" is worth less than a prompt request.
 */
export function createRedisTransport(url: string, log: SessionEventsLog): EventTransport {
  const retryStrategy = (times: number) => Math.min(times * 500, 10_000);
  const publisher = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, retryStrategy });
  const subscriber = new Redis(url, { lazyConnect: true, retryStrategy });
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: unknown) => log.warn({ err: error }, 'session events: Redis connection error'));
  }

  return {
    async send(payload) {
      await publisher.publish(SESSION_EVENTS_CHANNEL, payload);
    },
    async start(onPayload) {
      subscriber.on('message', (channel: string, message: string) => {
        if (channel === SESSION_EVENTS_CHANNEL) onPayload(message);
      });
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(SESSION_EVENTS_CHANNEL);
    },
    async stop() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
