import { BodyTooLarge, readBody } from '../http-body';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Billing, type BillingSnapshot } from './billing';
import { parseForm, type FormObject } from './form';
import { DEFAULT_PRICES, stripeId, type ApiList, type PlanPrice, type StripeEvent } from './objects';
import { checkoutPage, invoicePage, invoicePdf, messagePage } from './pages';
import { StripeApiError, expandPaths, invalid, noSuch, optInteger, optString } from './params';
import { WebhookSender, type DeliveryState, type EmulatorEvent } from './webhooks';

export type { DeliveryState, EmulatorEvent } from './webhooks';
export type { PlanPrice } from './objects';
export { DEFAULT_PRICES } from './objects';

export interface StripeEmulatorOptions {
  /** 0 picks a free port. */
  port: number;
  /** Where events are POSTed: the app's Stripe webhook route. */
  webhookUrl: string;
  /** The `whsec_…` secret the webhook handler verifies `stripe-signature` with. */
  webhookSecret: string;
  /** Base URL for the pages a person opens (checkout, invoices); defaults to the emulator's own. */
  publicUrl?: string;
  /** Interface to listen on; 127.0.0.1 unless told. */
  host?: string;
  /** Price IDs the caller may use; defaults to price_weekly / price_monthly / price_yearly. */
  prices?: Readonly<Record<string, PlanPrice>>;
  /** The one secret key accepted. Without it any `sk_test_…` / `rk_test_…` key is. */
  secretKey?: string;
  /** false: events are recorded but not POSTed; deliver them by hand or with `redeliver`. */
  deliver?: boolean;
  /** The webhook endpoint's enabled events; all when left out. */
  enabledEvents?: readonly string[];
  /** Waits before each retry of a failed delivery; three retries, 0.25 s to 4 s, by default. */
  retryDelaysMs?: readonly number[];
  /** How often the clock is checked for trials and periods that ended in real time; false turns it off. */
  tickIntervalMs?: number | false;
  /** Where delivery failures are reported. */
  log?: (line: string) => void;
  /**
   * A JSON file the account is kept in: loaded on start when present, rewritten after every
   * change. Without it the account lives in memory only (tests).
   */
  statePath?: string;
}

export interface StripeEmulator {
  /** The API base: pass it to `stripeClient(key, url)`. */
  url: string;
  /** Every event so far, oldest first, with the exact payload sent and its delivery state. */
  events(): EmulatorEvent[];
  /** The emulator's clock, in epoch seconds. */
  now(): number;
  /** Moves the clock forward to `epochSeconds`, runs what fell due and waits for those deliveries. */
  setClock(epochSeconds: number): Promise<EmulatorEvent[]>;
  advanceTime(seconds: number): Promise<EmulatorEvent[]>;
  /** The next renewal charge is declined: `invoice.payment_failed`, subscription `past_due`. */
  failNextPayment(): void;
  /** POSTs an event to the webhook again, freshly signed; works with `deliver: false` too. */
  redeliver(eventId: string): Promise<DeliveryState>;
  /** A `stripe-signature` header for `payload`, for tests that deliver by hand. */
  signature(payload: string): string;
  /** Resolves when every queued delivery has finished. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

interface ApiRequest {
  params: string[];
  /** The request's parameters: the query string for GET and DELETE, the form body for POST. */
  input: FormObject;
}

interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  handle: (request: ApiRequest) => unknown;
}

interface StoredResponse {
  fingerprint: string;
  status: number;
  body: string;
}

const MAX_BODY_BYTES = 1024 * 1024;
const MAX_STORED_IDEMPOTENT_RESPONSES = 10_000;
/** How long the checkout button and the clock endpoints wait for webhooks before answering. */
const DELIVERY_WAIT_MS = 15_000;

/**
 * A local Stripe that the real `stripe` library talks to (`host`/`port`/`protocol`), covering the
 * endpoints CommentSpark calls, a checkout page a person can click through, a clock to move
 * subscriptions through trial, renewal and cancellation, and Stripe-signed webhook delivery.
 */
export async function startStripeEmulator(options: StripeEmulatorOptions): Promise<StripeEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.warn(line));
  const records = new Map<string, EmulatorEvent>();
  const idempotent = new Map<string, StoredResponse>();
  const sender = new WebhookSender({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    deliver: options.deliver ?? true,
    enabledEvents: options.enabledEvents,
    retryDelaysMs: options.retryDelaysMs ?? [250, 1000, 4000],
    log,
  });

  // The public URL is only known once the port is; Billing reads it lazily through this object.
  const urls = { api: '', public: '' };
  const billing = new Billing({
    prices: options.prices ?? DEFAULT_PRICES,
    get publicUrl() {
      return urls.public;
    },
    onEvent: (event) => {
      event.pending_webhooks = sender.wants(event.type) ? 1 : 0;
      const record: EmulatorEvent = {
        event,
        payload: JSON.stringify(event, null, 2),
        delivery: { status: 'not_sent', attempts: 0, lastStatusCode: null, lastError: null, deliveredAt: null },
      };
      records.set(event.id, record);
      sender.enqueue(record);
    },
  });

  if (options.statePath && existsSync(options.statePath)) {
    billing.restore(JSON.parse(readFileSync(options.statePath, 'utf8')) as BillingSnapshot);
    // Past events were delivered (or given up on) in an earlier run; they are kept for the list.
    for (const event of billing.events.values()) {
      records.set(event.id, {
        event,
        payload: JSON.stringify(event, null, 2),
        delivery: { status: 'delivered', attempts: 1, lastStatusCode: null, lastError: null, deliveredAt: null },
      });
    }
  }
  /** Writes the account after a change: to a temporary file first, so a crash never leaves half a file. */
  const persist = () => {
    if (!options.statePath) return;
    mkdirSync(dirname(options.statePath), { recursive: true });
    const temporary = `${options.statePath}.tmp`;
    writeFileSync(temporary, JSON.stringify(billing.snapshot()));
    renameSync(temporary, options.statePath);
  };

  const record = (id: string): EmulatorEvent => {
    const found = records.get(id);
    if (!found) throw noSuch('event', id);
    return found;
  };
  /** `pending_webhooks` counts down as Stripe's does once the endpoint has accepted the event. */
  const liveEvent = (event: StripeEvent): StripeEvent => {
    const delivery = records.get(event.id)?.delivery;
    return { ...event, pending_webhooks: delivery && (delivery.status === 'pending' || delivery.status === 'failed') ? 1 : 0 };
  };
  const waitForDeliveries = () =>
    Promise.race([sender.settled(), new Promise<void>((resolve) => setTimeout(resolve, DELIVERY_WAIT_MS).unref())]);
  const recordsOf = (events: StripeEvent[]) => events.map((event) => record(event.id));

  const routes: Route[] = [
    { method: 'POST', pattern: /^\/v1\/customers$/, handle: ({ input }) => billing.createCustomer(input) },
    { method: 'GET', pattern: /^\/v1\/customers$/, handle: ({ input }) => page(billing.listCustomers(input), '/v1/customers', input) },
    { method: 'GET', pattern: /^\/v1\/customers\/([^/]+)$/, handle: ({ params: [id] }) => billing.customer(id as string) },
    {
      method: 'POST',
      pattern: /^\/v1\/customers\/([^/]+)$/,
      handle: ({ params: [id], input }) => billing.updateCustomer(id as string, input),
    },
    { method: 'GET', pattern: /^\/v1\/prices$/, handle: ({ input }) => page([...billing.prices.values()], '/v1/prices', input) },
    { method: 'GET', pattern: /^\/v1\/prices\/([^/]+)$/, handle: ({ params: [id] }) => billing.price(id as string) },
    {
      method: 'GET',
      pattern: /^\/v1\/products\/([^/]+)$/,
      handle: ({ params: [id] }) => {
        if (id !== billing.product.id) throw noSuch('product', id as string);
        return billing.product;
      },
    },
    { method: 'POST', pattern: /^\/v1\/checkout\/sessions$/, handle: ({ input }) => billing.createCheckoutSession(input) },
    { method: 'GET', pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/, handle: ({ params: [id] }) => billing.session(id as string) },
    {
      method: 'GET',
      pattern: /^\/v1\/subscriptions$/,
      handle: ({ input }) => page(billing.listSubscriptions(input), '/v1/subscriptions', input),
    },
    { method: 'GET', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handle: ({ params: [id] }) => billing.subscription(id as string) },
    {
      method: 'POST',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: ({ params: [id], input }) => billing.updateSubscription(id as string, input),
    },
    { method: 'DELETE', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handle: ({ params: [id] }) => billing.cancelSubscription(id as string) },
    { method: 'GET', pattern: /^\/v1\/invoices$/, handle: ({ input }) => page(billing.listInvoices(input), '/v1/invoices', input) },
    { method: 'GET', pattern: /^\/v1\/invoices\/([^/]+)$/, handle: ({ params: [id] }) => billing.invoice(id as string) },
    { method: 'GET', pattern: /^\/v1\/charges$/, handle: ({ input }) => page(billing.listCharges(input), '/v1/charges', input) },
    { method: 'GET', pattern: /^\/v1\/charges\/([^/]+)$/, handle: ({ params: [id] }) => billing.charge(id as string) },
    { method: 'POST', pattern: /^\/v1\/refunds$/, handle: ({ input }) => billing.createRefund(input) },
    { method: 'GET', pattern: /^\/v1\/refunds$/, handle: ({ input }) => page(billing.listRefunds(input), '/v1/refunds', input) },
    { method: 'GET', pattern: /^\/v1\/refunds\/([^/]+)$/, handle: ({ params: [id] }) => billing.refund(id as string) },
    { method: 'GET', pattern: /^\/v1\/disputes$/, handle: ({ input }) => page(billing.listDisputes(input), '/v1/disputes', input) },
    { method: 'GET', pattern: /^\/v1\/disputes\/([^/]+)$/, handle: ({ params: [id] }) => billing.dispute(id as string) },
    {
      method: 'GET',
      pattern: /^\/v1\/invoice_payments$/,
      handle: ({ input }) => page(billing.listInvoicePayments(input), '/v1/invoice_payments', input),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/events$/,
      handle: ({ input }) => page(billing.listEvents(input).map(liveEvent), '/v1/events', input),
    },
    { method: 'GET', pattern: /^\/v1\/events\/([^/]+)$/, handle: ({ params: [id] }) => liveEvent(billing.event(id as string)) },
  ];

  async function serveApi(req: IncomingMessage, res: ServerResponse, path: string, query: string): Promise<void> {
    const requestId = stripeId('req_', 14);
    res.setHeader('request-id', requestId);
    res.setHeader('stripe-version', String(req.headers['stripe-version'] ?? Stripe.API_VERSION));
    const raw = await readBody(req, MAX_BODY_BYTES);
    const apiKey = apiKeyOf(req.headers.authorization);
    if (apiKey === null) {
      return sendJson(
        res,
        401,
        errorJson({
          type: 'invalid_request_error',
          message:
            "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        }),
      );
    }
    if (!acceptsKey(apiKey, options.secretKey)) {
      return sendJson(res, 401, errorJson({ type: 'invalid_request_error', message: `Invalid API Key provided: ${redactKey(apiKey)}` }));
    }

    const method = req.method ?? 'GET';
    const idempotencyKey = method === 'POST' ? headerValue(req.headers['idempotency-key']) : undefined;
    const fingerprint = `${method} ${path}?${query}\n${raw}`;
    const storeKey = idempotencyKey ? `${apiKey}\u0000${idempotencyKey}` : undefined;
    const stored = storeKey ? idempotent.get(storeKey) : undefined;
    if (stored) {
      if (stored.fingerprint !== fingerprint) {
        return sendJson(
          res,
          400,
          errorJson({
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          }),
        );
      }
      res.setHeader('idempotent-replayed', 'true');
      return sendJson(res, stored.status, stored.body);
    }

    const queryForm = parseForm(query);
    const bodyForm = parseForm(raw);
    let status = 200;
    let body: string;
    try {
      const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(path));
      if (!route)
        throw new StripeApiError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}). The local Stripe emulator covers only the endpoints CommentSpark calls.`,
        });
      const params = (route.pattern.exec(path) ?? []).slice(1).map(decodePart);
      billing.request = { id: requestId, idempotency_key: idempotencyKey ?? null };
      const input = method === 'POST' ? bodyForm : queryForm;
      const result = route.handle({ params, input });
      body = JSON.stringify(
        expand(result, expandPaths(queryForm, bodyForm), (id) => billing.find(id)),
        null,
        2,
      );
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      body = errorJson(error.body);
    } finally {
      billing.request = { id: null, idempotency_key: null };
    }
    // As at Stripe, a request that failed validation leaves its key free for a corrected retry.
    if (method !== 'GET' && status === 200) persist();
    if (storeKey && status === 200) {
      if (idempotent.size >= MAX_STORED_IDEMPOTENT_RESPONSES) idempotent.delete(idempotent.keys().next().value as string);
      idempotent.set(storeKey, { fingerprint, status, body });
    }
    sendJson(res, status, body);
  }

  async function servePage(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const method = req.method ?? 'GET';
    const checkout = /^\/checkout\/([^/]+)(\/complete|\/cancel)?$/.exec(path);
    if (checkout) {
      const id = decodePart(checkout[1] as string);
      const action = checkout[2];
      const session = billing.sessions.has(id) ? billing.session(id) : undefined;
      if (!session) {
        sendHtml(
          res,
          404,
          messagePage('Checkout not found', 'There is no checkout session with this address. Start again from CommentSpark.'),
        );
        return true;
      }
      if (action === undefined && method === 'GET') {
        if (session.status === 'complete') {
          sendHtml(
            res,
            200,
            messagePage(
              'Already subscribed',
              'This checkout is complete.',
              session.success_url ? { href: successUrl(session.success_url, id), label: 'Continue to CommentSpark' } : undefined,
            ),
          );
        } else if (session.status === 'expired') {
          sendHtml(
            res,
            410,
            messagePage(
              'Checkout expired',
              'This checkout session has expired. Start again from CommentSpark.',
              session.cancel_url ? { href: session.cancel_url, label: 'Back to CommentSpark' } : undefined,
            ),
          );
        } else {
          const customer = session.customer ? billing.customers.get(session.customer) : undefined;
          sendHtml(res, 200, checkoutPage(session, billing.checkoutTerms(id), customer, billing.now()));
        }
        return true;
      }
      if (method !== 'POST' || action === undefined) return false;
      const form = parseForm(await readBody(req, MAX_BODY_BYTES));
      if (action === '/cancel') {
        if (session.cancel_url) redirect(res, session.cancel_url);
        else sendHtml(res, 200, messagePage('Checkout canceled', 'Nothing was charged. You can close this page.'));
        return true;
      }
      try {
        billing.completeCheckout(id, optString(form, 'email'));
        persist();
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        sendHtml(res, error.status, messagePage('Checkout could not be completed', error.message));
        return true;
      }
      // Locally the app's webhook has seen the subscription by the time the person lands on the
      // success page, so that page never shows a half-finished state.
      await waitForDeliveries();
      if (session.success_url) redirect(res, successUrl(session.success_url, id));
      else sendHtml(res, 200, messagePage('You are subscribed', 'Your CommentSpark subscription has started. You can close this page.'));
      return true;
    }

    const invoiceRoute = /^\/invoices\/([^/]+?)(\/pdf)?$/.exec(path);
    if (invoiceRoute && method === 'GET') {
      const invoice = billing.invoices.get(decodePart(invoiceRoute[1] as string));
      if (!invoice) sendHtml(res, 404, messagePage('Invoice not found', 'There is no invoice with this address.'));
      else if (invoiceRoute[2]) {
        res.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${invoice.number}.pdf"` });
        res.end(invoicePdf(invoice));
      } else sendHtml(res, 200, invoicePage(invoice));
      return true;
    }
    return false;
  }

  async function serveTestHelpers(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const method = req.method ?? 'GET';
    if (method === 'GET' && path === '/_emulator/settled') {
      // For tests in another process: answers once every queued webhook delivery has finished.
      await waitForDeliveries();
      sendJson(res, 200, JSON.stringify({ settled: true }));
      return true;
    }
    if (method === 'GET' && path === '/_emulator/events') {
      sendJson(res, 200, JSON.stringify(handle.events(), null, 2));
      return true;
    }
    if (method !== 'POST') return false;
    const input = await readHelperBody(req);
    try {
      if (path === '/_emulator/advance-time') {
        const seconds = Number(input['seconds']);
        const events = await handle.advanceTime(seconds);
        sendJson(res, 200, JSON.stringify({ now: billing.now(), events: summary(events) }, null, 2));
        return true;
      }
      if (path === '/_emulator/clock') {
        const events = await handle.setClock(Number(input['now']));
        sendJson(res, 200, JSON.stringify({ now: billing.now(), events: summary(events) }, null, 2));
        return true;
      }
      if (path === '/_emulator/delivery') {
        if (typeof input['deliver'] !== 'boolean' && input['deliver'] !== 'true' && input['deliver'] !== 'false')
          throw invalid('Send {"deliver": true} or {"deliver": false}.');
        const on = input['deliver'] === true || input['deliver'] === 'true';
        sender.setDelivering(on);
        sendJson(res, 200, JSON.stringify({ deliver: on }));
        return true;
      }
      if (path === '/_emulator/fail-next-payment') {
        handle.failNextPayment();
        sendJson(res, 200, JSON.stringify({ failNextPayment: true }));
        return true;
      }
      const dispute = /^\/_emulator\/dispute\/([^/]+?)(\/close)?$/.exec(path);
      if (dispute) {
        const id = decodePart(dispute[1] as string);
        const result = dispute[2]
          ? billing.closeDispute(id, typeof input['status'] === 'string' ? input['status'] : undefined)
          : billing.openDispute(id, helperForm(input));
        persist();
        await waitForDeliveries();
        sendJson(res, 200, JSON.stringify(result, null, 2));
        return true;
      }
      const redeliver = /^\/_emulator\/redeliver\/([^/]+)$/.exec(path);
      if (redeliver) {
        const delivery = await handle.redeliver(decodePart(redeliver[1] as string));
        sendJson(res, 200, JSON.stringify(delivery, null, 2));
        return true;
      }
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      sendJson(res, error.status, errorJson(error.body));
      return true;
    }
    return false;
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const path = url.pathname;
    const work = path.startsWith('/v1/')
      ? serveApi(req, res, path, url.search.slice(1))
      : (path.startsWith('/_emulator/') ? serveTestHelpers(req, res, path) : servePage(req, res, path)).then((served) => {
          if (!served)
            sendJson(res, 404, errorJson({ type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` }));
        });
    work.catch((error: unknown) => {
      if (error instanceof BodyTooLarge)
        return sendJson(res, 413, errorJson({ type: 'invalid_request_error', message: 'Request body too large.' }));
      log(`Stripe emulator: ${req.method} ${path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent)
        sendJson(res, 500, errorJson({ type: 'api_error', message: 'The local Stripe emulator hit an internal error.' }));
      else res.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Stripe emulator: port ${options.port} is in use.`) : error);
    });
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  urls.api = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  urls.public = (options.publicUrl ?? urls.api).replace(/\/+$/, '');

  const ticker =
    options.tickIntervalMs === false
      ? undefined
      : setInterval(() => {
          if (billing.tick().length > 0) persist();
        }, options.tickIntervalMs ?? 30_000);
  ticker?.unref();

  const handle: StripeEmulator = {
    url: urls.api,
    events: () => [...records.values()],
    now: () => billing.now(),
    async setClock(epochSeconds) {
      const events = billing.setClock(epochSeconds);
      persist();
      await waitForDeliveries();
      return recordsOf(events);
    },
    async advanceTime(seconds) {
      const events = billing.advance(seconds);
      persist();
      await waitForDeliveries();
      return recordsOf(events);
    },
    failNextPayment: () => billing.failNextPayment(),
    redeliver: (eventId) => sender.redeliver(record(eventId)),
    signature: (payload) => sender.signature(payload),
    settled: () => sender.settled(),
    close: () =>
      new Promise<void>((resolve) => {
        if (ticker) clearInterval(ticker);
        sender.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return handle;
}

/** The test helpers take JSON (`{"seconds": 86400}`) or a form, whichever is handier from a shell. */
async function readHelperBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readBody(req, MAX_BODY_BYTES);
  if (raw.trim() === '') return {};
  if (String(req.headers['content-type'] ?? '').includes('json')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      throw invalid('The body is not valid JSON.');
    }
    throw invalid('The body must be a JSON object.');
  }
  return parseForm(raw);
}

/** A JSON helper body read as the API's form values (numbers as the strings a form would carry). */
function helperForm(input: Record<string, unknown>): FormObject {
  const form: FormObject = {};
  for (const [key, value] of Object.entries(input)) if (typeof value === 'string' || typeof value === 'number') form[key] = String(value);
  return form;
}

/** A malformed escape names no object, so it reads as an ID that does not exist. */
function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `Authorization: Bearer sk_test_…` as stripe-node sends it, or `curl -u sk_test_…:`. */
function apiKeyOf(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const [scheme, credentials] = authorization.split(' ', 2);
  if (!credentials) return null;
  if (scheme?.toLowerCase() === 'bearer') return credentials.trim() || null;
  if (scheme?.toLowerCase() === 'basic') return Buffer.from(credentials, 'base64').toString('utf8').split(':')[0] || null;
  return null;
}

function acceptsKey(key: string, only: string | undefined): boolean {
  if (only !== undefined) return key === only;
  return /^(sk|rk)_test_\w+$/.test(key);
}

function redactKey(key: string): string {
  const prefix = /^[a-z]+_(test|live)_/.exec(key)?.[0] ?? '';
  return `${prefix}${'*'.repeat(Math.max(0, key.length - prefix.length - 4))}${key.slice(-4)}`;
}

function errorJson(error: StripeApiError['body']): string {
  return JSON.stringify({ error }, null, 2);
}

function sendJson(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-cache, no-store' });
  res.end(body);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

function successUrl(template: string, sessionId: string): string {
  return template.replaceAll('{CHECKOUT_SESSION_ID}', sessionId);
}

function summary(events: EmulatorEvent[]): Array<{ id: string; type: string; delivery: DeliveryState['status'] }> {
  return events.map(({ event, delivery }) => ({ id: event.id, type: event.type, delivery: delivery.status }));
}

/** Newest-first lists with `limit`, `starting_after` and `ending_before`, as stripe-node paginates them. */
function page<T extends { id: string }>(items: T[], url: string, query: FormObject): ApiList<T> {
  const limit = optInteger(query, 'limit', { min: 1, max: 100 }) ?? 10;
  const after = optString(query, 'starting_after');
  const before = optString(query, 'ending_before');
  const indexOf = (id: string, param: string) => {
    const index = items.findIndex((item) => item.id === id);
    if (index < 0) throw noSuch('object', id, param);
    return index;
  };
  if (before) {
    const end = indexOf(before, 'ending_before');
    const start = Math.max(0, end - limit);
    return { object: 'list', data: items.slice(start, end), has_more: start > 0, url };
  }
  const start = after ? indexOf(after, 'starting_after') + 1 : 0;
  return { object: 'list', data: items.slice(start, start + limit), has_more: start + limit < items.length, url };
}

/** `expand[]=subscription`, `expand[]=latest_invoice.charge`, `expand[]=data.customer` on lists. */
function expand(value: unknown, paths: string[], find: (id: string) => unknown): unknown {
  const copy = structuredClone(value);
  for (const path of paths) expandPath(copy, path.split('.'), find);
  return copy;
}

function expandPath(node: unknown, segments: string[], find: (id: string) => unknown): void {
  if (typeof node !== 'object' || node === null || segments.length === 0) return;
  const record = node as Record<string, unknown>;
  const [head, ...rest] = segments as [string, ...string[]];
  if (record['object'] === 'list' && head === 'data' && Array.isArray(record['data'])) {
    for (const item of record['data']) expandPath(item, rest, find);
    return;
  }
  const child = record[head];
  if (typeof child === 'string') {
    const found = find(child);
    if (found !== undefined) record[head] = structuredClone(found);
  }
  const expanded = record[head];
  if (Array.isArray(expanded)) for (const item of expanded) expandPath(item, rest, find);
  else expandPath(expanded, rest, find);
}
