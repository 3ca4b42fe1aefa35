import Stripe from 'stripe';
import type { StripeEvent } from './objects';

export interface DeliveryState {
  status: 'pending' | 'delivered' | 'failed' | 'not_sent';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  deliveredAt: number | null;
}

export interface EmulatorEvent {
  event: StripeEvent;
  /** The exact body POSTed to the webhook, pretty-printed as Stripe sends it. */
  payload: string;
  delivery: DeliveryState;
}

export interface WebhookOptions {
  url: string;
  secret: string;
  /** Off: events are recorded, signed on request, never POSTed (tests that deliver by hand). */
  deliver: boolean;
  /** The endpoint's enabled events; undefined means all. */
  enabledEvents?: readonly string[];
  /** Waits before each retry of a failed delivery. */
  retryDelaysMs: readonly number[];
  log: (line: string) => void;
}

const ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * Posts events to the webhook one at a time, in the order they happened, each signed the way
 * Stripe signs (`stripe-signature: t=…,v1=…` by the real library, at send time). A failed delivery
 * is retried with backoff before the next event goes out, so the handler never sees them reordered.
 */
export class WebhookSender {
  private tail: Promise<void> = Promise.resolve();
  private readonly closing = new AbortController();
  private delivering: boolean;

  constructor(private readonly options: WebhookOptions) {
    this.delivering = options.deliver;
  }

  /** Pauses or resumes sending; events that happen while paused stay `not_sent`. */
  setDelivering(on: boolean): void {
    this.delivering = on;
  }

  wants(type: string): boolean {
    return this.delivering && (this.options.enabledEvents === undefined || this.options.enabledEvents.includes(type));
  }

  enqueue(record: EmulatorEvent): void {
    if (!this.wants(record.event.type)) return;
    record.delivery.status = 'pending';
    this.tail = this.tail.then(() => this.send(record));
  }

  /** Sends one event again (even with `deliver: false`), after whatever is queued. */
  redeliver(record: EmulatorEvent): Promise<DeliveryState> {
    record.delivery.status = 'pending';
    const done = this.tail.then(() => this.send(record));
    this.tail = done;
    return done.then(() => record.delivery);
  }

  /** Resolves once every queued delivery has succeeded or run out of retries. */
  settled(): Promise<void> {
    return this.tail;
  }

  close(): void {
    this.closing.abort();
  }

  signature(payload: string): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: this.options.secret });
  }

  private async send(record: EmulatorEvent): Promise<void> {
    const delays = [0, ...this.options.retryDelaysMs];
    for (const delay of delays) {
      if (this.closing.signal.aborted) break;
      if (delay > 0) await sleep(delay, this.closing.signal);
      if (this.closing.signal.aborted) break;
      record.delivery.attempts += 1;
      try {
        const response = await fetch(this.options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': this.signature(record.payload),
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: record.payload,
          signal: AbortSignal.any([this.closing.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
        });
        await response.arrayBuffer();
        record.delivery.lastStatusCode = response.status;
        record.delivery.lastError = response.ok ? null : `HTTP ${response.status}`;
        if (response.ok) {
          record.delivery.status = 'delivered';
          record.delivery.deliveredAt = Date.now();
          return;
        }
      } catch (error) {
        record.delivery.lastStatusCode = null;
        record.delivery.lastError = error instanceof Error ? error.message : String(error);
      }
    }
    record.delivery.status = 'failed';
    this.options.log(
      `Stripe emulator: ${record.event.type} ${record.event.id} was not accepted by ${this.options.url} after ${record.delivery.attempts} attempts (${record.delivery.lastError ?? 'no answer'}).`,
    );
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}
