/**
 * The payment page opens in a new tab when the product runs inside a frame (Stripe's page refuses
 * to be framed), otherwise in the same window (docs/product-rules.md#checkout).
 */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // A cross-origin parent makes `top` unreadable: that is a frame too.
    return true;
  }
}

export type CheckoutTarget = 'new-tab' | 'same-window';

export function openCheckout(url: string, win: Window = window): CheckoutTarget {
  if (isFramed(win)) {
    win.open(url, '_blank', 'noopener');
    return 'new-tab';
  }
  win.location.assign(url);
  return 'same-window';
}
