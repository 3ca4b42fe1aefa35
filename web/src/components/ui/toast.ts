export interface Notice {
  readonly title: string;
  readonly description?: string;
  /** `destructive` is the red error style; `default` the plain one. */
  readonly variant?: 'default' | 'destructive';
}

type Sonner = typeof import('sonner');
let ready: Promise<Sonner> | undefined;

/**
 * Loads sonner and mounts its toast region on first use, so pages pay for toasts only when one
 * is shown (public pages must stay light). The region is its own React root beside the page.
 */
function loadToaster(): Promise<Sonner> {
  ready ??= Promise.all([import('sonner'), import('react-dom/client'), import('./toaster')]).then(
    async ([sonner, { createRoot }, { Toaster }]) => {
      const host = document.createElement('div');
      host.dataset.toaster = '';
      document.body.appendChild(host);
      createRoot(host).render(Toaster());
      // The region subscribes to the toast store in an effect: let it run before the first toast.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return sonner;
    },
  );
  return ready;
}

/** Shows a toast with a title and optional text: every message the product gives is a "title / text" toast. */
export function notify({ title, description, variant = 'default' }: Notice): void {
  void loadToaster().then(({ toast }) => {
    if (variant === 'destructive') toast.error(title, { description });
    else toast(title, { description });
  });
}

const CARRIED_NOTICE_KEY = 'pending_notice';

/** For a toast that must survive a full page load (leaving a prerendered page for the app). */
export function notifyOnNextPage(notice: Notice): void {
  try {
    sessionStorage.setItem(CARRIED_NOTICE_KEY, JSON.stringify(notice));
  } catch {
    notify(notice);
  }
}

/** Called once by each entry point: shows a toast carried over from the previous page. */
export function showCarriedNotice(): void {
  const raw = takeCarriedNotice();
  if (!raw) return;
  try {
    const notice = JSON.parse(raw) as Notice;
    if (typeof notice.title === 'string') notify(notice);
  } catch {
    // a damaged entry is dropped
  }
}

function takeCarriedNotice(): string | null {
  try {
    const raw = sessionStorage.getItem(CARRIED_NOTICE_KEY);
    sessionStorage.removeItem(CARRIED_NOTICE_KEY);
    return raw;
  } catch {
    return null;
  }
}
