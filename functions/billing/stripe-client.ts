import Stripe from 'stripe';

/**
 * The one way the app builds its Stripe client. With `emulatorUrl` it is the real `stripe`
 * library pointed at the local emulator through its `host`/`port`/`protocol` options; without it,
 * real Stripe (test mode when the key is `sk_test_…`).
 */
export function stripeClient(secretKey: string, emulatorUrl?: string): Stripe {
  const common = { maxNetworkRetries: 1, telemetry: false } as const;
  if (emulatorUrl === undefined || emulatorUrl === '') return new Stripe(secretKey, common);
  const url = new URL(emulatorUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Stripe emulator URL must be http(s), got ${emulatorUrl}.`);
  }
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return new Stripe(secretKey, {
    ...common,
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? (protocol === 'https' ? 443 : 80) : Number(url.port),
    protocol,
  });
}
