import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Stripe's API on 127.0.0.1, so tests run the real `stripe` SDK against it (STRIPE_API_BASE).
 * It speaks POST /v1/customers, POST /v1/checkout/sessions, POST /v1/billing_portal/sessions and GET, POST and
 * DELETE (cancel) /v1/subscriptions/:id, records every
 * request (form parameters decoded into objects, headers such as idempotency-key), and answers subscriptions
 * from states the test scripts with `setSubscription`.
 */
export interface FakeStripeServer {
  /** The API base for STRIPE_API_BASE, e.g. http://127.0.0.1:40123. */
  readonly url: string;
  readonly requests: RecordedStripeRequest[];
  /** What GET /v1/subscriptions/:id answers from now on; unknown ids answer 404 resource_missing. */
  setSubscription(subscription: FakeSubscription): void;
  /** Stripe no longer knows this subscription (e.g. a deleted test-mode one): it answers 404 resource_missing. */
  forgetSubscription(id: string): void;
  /** While set, every request answers this status (Stripe failing or overloaded). */
  setOutage(status: number | null): void;
  /** Requests to paths starting with `prefix` (e.g. POST /v1/checkout/sessions). */
  requestsTo(method: string, prefix: string): RecordedStripeRequest[];
  close(): Promise<void>;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** Lower-cased header names, as Node gives them. */
  headers: IncomingHttpHeaders;
  /** The form body decoded the way Stripe reads it: `a[b][0][c]=x` becomes `{ a: { b: [{ c: 'x' }] } }`. */
  params: Record<string, unknown>;
}

export interface FakeSubscription {
  id: string;
  customer: string;
  status: 'active' | 'trialing' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'paused';
  priceId: string;
  currentPeriodEnd: Date;
  endedAt?: Date | null;
  /** The subscription's metadata, e.g. the userId our checkout attached. */
  metadata?: Record<string, string>;
  /** Canceled in the customer portal: it stays active until its period ends. */
  cancelAtPeriodEnd?: boolean;
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

function subscriptionObject(subscription: FakeSubscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    metadata: subscription.metadata ?? {},
    cancel_at_period_end: subscription.cancelAtPeriodEnd ?? false,
    cancel_at: subscription.cancelAtPeriodEnd ? unix(subscription.currentPeriodEnd) : null,
    ended_at: subscription.endedAt ? unix(subscription.endedAt) : null,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${subscription.id}`,
      data: [
        {
          id: `si_${subscription.id}`,
          object: 'subscription_item',
          price: { id: subscription.priceId, object: 'price' },
          quantity: 1,
          current_period_end: unix(subscription.currentPeriodEnd),
        },
      ],
    },
  };
}

/** Decodes Stripe's bracketed form encoding into nested objects and arrays. */
export function decodeStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const slot = Array.isArray(node) ? Number(segment) : segment;
      const container = node as Record<string | number, unknown>;
      if (last) container[slot] = value;
      else container[slot] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
      if (!last) node = container[slot] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
  res.end(JSON.stringify(body));
}

function stripeError(res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}): void {
  send(res, status, { error: { type: status >= 500 ? 'api_error' : 'invalid_request_error', message, ...extra } });
}

export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  const requests: RecordedStripeRequest[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  let outage: number | null = null;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const recorded = {
        method: req.method ?? 'GET',
        path,
        headers: req.headers,
        params: decodeStripeForm(Buffer.concat(chunks).toString('utf8')),
      };
      requests.push(recorded);
      if (outage !== null) return stripeError(res, outage, `Fake Stripe outage (${outage})`);

      const pathname = new URL(path, 'http://fake').pathname;
      if (recorded.method === 'POST' && pathname === '/v1/customers') {
        return send(res, 200, {
          id: `cus_${randomBytes(7).toString('hex')}`,
          object: 'customer',
          metadata: recorded.params.metadata ?? {},
        });
      }
      if (recorded.method === 'POST' && pathname === '/v1/checkout/sessions') {
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const { params } = recorded;
        return send(res, 200, {
          id,
          object: 'checkout.session',
          mode: params.mode,
          customer: params.customer ?? null,
          client_reference_id: params.client_reference_id ?? null,
          metadata: params.metadata ?? {},
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      if (recorded.method === 'POST' && pathname === '/v1/billing_portal/sessions') {
        const { params } = recorded;
        if (typeof params.customer !== 'string') return stripeError(res, 400, 'Missing required param: customer.');
        const id = `bps_${randomBytes(12).toString('hex')}`;
        return send(res, 200, {
          id,
          object: 'billing_portal.session',
          customer: params.customer,
          return_url: params.return_url ?? null,
          flow: params.flow_data ?? null,
          livemode: false,
          url: `https://billing.stripe.test/p/session/${id}`,
        });
      }
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(pathname);
      if (subscription && (recorded.method === 'GET' || recorded.method === 'POST' || recorded.method === 'DELETE')) {
        const found = subscriptions.get(decodeURIComponent(subscription[1]!));
        if (!found)
          return stripeError(res, 404, `No such subscription: '${subscription[1]}'`, {
            code: 'resource_missing',
            param: 'id',
          });
        if (recorded.method === 'DELETE') {
          // A cancellation, at once: Stripe ends it now and refuses to cancel one that has already ended.
          if (found.status === 'canceled' || found.status === 'incomplete_expired')
            return stripeError(res, 400, `The subscription ${found.id} has already been canceled.`);
          const canceled: FakeSubscription = { ...found, status: 'canceled', endedAt: new Date() };
          subscriptions.set(found.id, canceled);
          return send(res, 200, subscriptionObject(canceled));
        }
        if (recorded.method === 'POST') {
          // An update: the first item's new price (a plan change) and metadata, as Stripe applies them.
          const items = recorded.params.items as { id?: string; price?: string }[] | undefined;
          const item = items?.[0];
          if (item && item.id !== `si_${found.id}`)
            return stripeError(res, 400, `No such subscription item: '${item.id}'`, { param: 'items[0][id]' });
          const updated = {
            ...found,
            ...(item?.price ? { priceId: item.price } : {}),
            metadata: { ...found.metadata, ...(recorded.params.metadata as Record<string, string> | undefined) },
          };
          subscriptions.set(found.id, updated);
          return send(res, 200, subscriptionObject(updated));
        }
        return send(res, 200, subscriptionObject(found));
      }
      return stripeError(res, 404, `Unrecognized request URL (${recorded.method}: ${pathname})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setSubscription(subscription) {
      subscriptions.set(subscription.id, subscription);
    },
    forgetSubscription(id) {
      subscriptions.delete(id);
    },
    setOutage(status) {
      outage = status;
    },
    requestsTo(method, prefix) {
      return requests.filter((request) => request.method === method && request.path.startsWith(prefix));
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
