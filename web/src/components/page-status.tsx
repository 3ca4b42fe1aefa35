import './page-status.css';

interface PageStatusProps {
  /** What the page is waiting for, e.g. "Loading...". */
  readonly children: string;
  /** The words are the page's heading while it waits (e.g. "Processing your subscription...", docs/product-rules.md#checkout). */
  readonly heading?: boolean;
}

/**
 * A whole page that waits: a spinner and a short text in a live region, so the wait is announced.
 * It is what a guarded route shows while its loader decides (its HydrateFallback), so it lives in
 * the main bundle with its own small sheet rather than in the page's chunk.
 */
export function PageStatus({ children, heading = false }: PageStatusProps) {
  return (
    <div className="center-page" role="status">
      {heading ? (
        <h1 className="page-status__text page-status__text--heading">{children}</h1>
      ) : (
        <p className="page-status__text">{children}</p>
      )}
    </div>
  );
}
