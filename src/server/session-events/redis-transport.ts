import { ioredisSdk } from '@/server/optional-sdks';
import { SESSION_EVENTS_CHANNEL, type EventTransport, type SessionEventsLog } from './session-events';

/**
 * Redis pub/sub: a subscribed connection can do nothing else, so publishing takes a second one. ioredis
 * reconnects both and subscribes again by itself; a publish while Redis is down fails at once instead of
 * queueing (the bus logs it), since a late "signed out" is worth less than a prompt request.
 */
const SUBSCRIBE_WAIT_MS = 2_000;

export function createRedisTransport(url: string, log: SessionEventsLog): EventTransport {
  const { Redis } = ioredisSdk();
  const retryStrategy = (times: number) => Math.min(times * 500, 10_000);
  const publisher = new Redis(url, { enableOfflineQueue: false, retryStrategy });
  // The subscription waits in the offline queue while Redis is down (never given up), so it is made as soon as
  // Redis answers; ioredis renews it after every reconnect.
  const subscriber = new Redis(url, { retryStrategy, maxRetriesPerRequest: null });
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
      const subscribed = subscriber.subscribe(SESSION_EVENTS_CHANNEL).then(
        () => true,
        (error: unknown) => {
          log.warn({ err: error }, 'session events: could not subscribe on Redis');
          return false;
        },
      );
      // A Redis that is down must not keep the app from starting (its limited routes answer 503 meanwhile):
      // wait a moment for the subscription, then go on while it is still being made.
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), SUBSCRIBE_WAIT_MS);
      });
      const ready = await Promise.race([subscribed, waited]);
      clearTimeout(timer);
      if (!ready)
        log.warn({}, 'session events: Redis is not answering yet; sign-outs from other processes wait for it');
    },
    async stop() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
