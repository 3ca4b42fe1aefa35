/**
 * The cross-tab "checkout completed" signal (docs/product-rules.md#checkout). When the
 * payment page had to open in a new tab (the app was framed), the success page runs in that tab;
 * this signal tells the tab that opened it to start verifying.
 *
 * Two carriers, because neither reaches every browser: a BroadcastChannel message at once, and a
 * localStorage write 300 ms later, whose `storage` event other tabs of the origin receive.
 */
export const CHECKOUT_CHANNEL = 'checkout';
export const CHECKOUT_COMPLETED = 'checkout:completed';
export const CHECKOUT_STATUS_KEY = 'checkout_status';
export const CHECKOUT_STATUS_COMPLETED = 'completed';
/** The storage key is set this long after the broadcast (docs/product-rules.md#checkout). */
export const STORAGE_SIGNAL_DELAY_MS = 300;

function openChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  try {
    return new BroadcastChannel(CHECKOUT_CHANNEL);
  } catch (error) {
    console.warn('BroadcastChannel is unavailable; relying on the storage signal:', error);
    return null;
  }
}

/** Called by the success page. Fire and forget: the storage write happens even if the page moves on. */
export function announceCheckoutComplete(): void {
  const channel = openChannel();
  if (channel) {
    channel.postMessage({ type: CHECKOUT_COMPLETED });
    channel.close();
  }
  setTimeout(() => {
    try {
      // Removing first makes the write a change even if an old value was left behind; a storage
      // event fires only when the value changes.
      localStorage.removeItem(CHECKOUT_STATUS_KEY);
      localStorage.setItem(CHECKOUT_STATUS_KEY, CHECKOUT_STATUS_COMPLETED);
    } catch (error) {
      console.warn('Could not write the checkout signal to storage:', error);
    }
  }, STORAGE_SIGNAL_DELAY_MS);
}

function clearStatus(): void {
  try {
    localStorage.removeItem(CHECKOUT_STATUS_KEY);
  } catch {
    // Storage is blocked: nothing was stored either.
  }
}

/**
 * Calls `onCompleted` once, on whichever carrier arrives first; returns the unsubscribe. A status
 * value consumed here is cleared so a later checkout is not mistaken for this one.
 */
export function listenForCheckoutComplete(onCompleted: () => void): () => void {
  let fired = false;
  const fire = () => {
    if (fired) return;
    fired = true;
    onCompleted();
  };

  // A value left from an earlier checkout is not news.
  clearStatus();

  const channel = openChannel();
  if (channel) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown } | null;
      if (data?.type === CHECKOUT_COMPLETED) fire();
    };
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CHECKOUT_STATUS_KEY || event.newValue !== CHECKOUT_STATUS_COMPLETED) return;
    clearStatus();
    fire();
  };
  window.addEventListener('storage', onStorage);

  return () => {
    channel?.close();
    window.removeEventListener('storage', onStorage);
  };
}
