// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceCheckoutComplete, listenForCheckoutComplete } from '@/features/billing/checkout-signal';

/** A same-process stand-in for BroadcastChannel: delivery is synchronous, so fake timers do not matter. */
class FakeChannel {
  static open: FakeChannel[] = [];
  static posted: Array<{ name: string; message: unknown }> = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  closed = false;

  constructor(readonly name: string) {
    FakeChannel.open.push(this);
  }

  postMessage(message: unknown) {
    FakeChannel.posted.push({ name: this.name, message });
    for (const other of FakeChannel.open) {
      if (other !== this && !other.closed && other.name === this.name) other.onmessage?.(new MessageEvent('message', { data: message }));
    }
  }

  close() {
    this.closed = true;
  }
}

function storageEvent(newValue: string | null, key = 'checkout_status') {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
}

beforeEach(() => {
  FakeChannel.open = [];
  FakeChannel.posted = [];
  vi.stubGlobal('BroadcastChannel', FakeChannel);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('announcing a completed checkout', () => {
  it('posts checkout:completed on the "checkout" channel at once and writes the storage key 300 ms later', () => {
    announceCheckoutComplete();
    expect(FakeChannel.posted).toEqual([{ name: 'checkout', message: { type: 'checkout:completed' } }]);
    expect(FakeChannel.open[0]!.closed).toBe(true);
    vi.advanceTimersByTime(299);
    expect(localStorage.getItem('checkout_status')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(localStorage.getItem('checkout_status')).toBe('completed');
  });

  it('still writes the storage key where BroadcastChannel does not exist', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    announceCheckoutComplete();
    vi.advanceTimersByTime(300);
    expect(localStorage.getItem('checkout_status')).toBe('completed');
  });
});

describe('listening for a completed checkout', () => {
  it('fires once when the message arrives, even when the storage signal follows', () => {
    const onCompleted = vi.fn();
    listenForCheckoutComplete(onCompleted);
    announceCheckoutComplete();
    expect(onCompleted).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300);
    storageEvent('completed');
    expect(onCompleted).toHaveBeenCalledTimes(1);
  });

  it('fires on the storage signal alone and clears the consumed key', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const onCompleted = vi.fn();
    listenForCheckoutComplete(onCompleted);
    localStorage.setItem('checkout_status', 'completed');
    storageEvent('completed');
    expect(onCompleted).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('checkout_status')).toBeNull();
  });

  it('ignores other storage keys and values, and other channel messages', () => {
    const onCompleted = vi.fn();
    listenForCheckoutComplete(onCompleted);
    storageEvent('completed', 'referral_data');
    storageEvent(null);
    new FakeChannel('checkout').postMessage({ type: 'checkout:canceled' });
    expect(onCompleted).not.toHaveBeenCalled();
  });

  it('hears nothing after unsubscribing', () => {
    const onCompleted = vi.fn();
    const unsubscribe = listenForCheckoutComplete(onCompleted);
    unsubscribe();
    announceCheckoutComplete();
    vi.advanceTimersByTime(300);
    storageEvent('completed');
    expect(onCompleted).not.toHaveBeenCalled();
  });

  it('does not take a value left by an earlier checkout for a new one', () => {
    localStorage.setItem('checkout_status', 'completed');
    const onCompleted = vi.fn();
    listenForCheckoutComplete(onCompleted);
    expect(localStorage.getItem('checkout_status')).toBeNull();
    expect(onCompleted).not.toHaveBeenCalled();
  });
});
