import { useId } from 'react';
import { Link } from 'react-router-dom';
import { planById } from '#functions/shared/plans';
import type { SupportStatus } from '#functions/support/rules';
import { SUPPORT_CATEGORY_LABELS } from '#functions/support/rules';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { adminSupportRequestPath } from '@/config/paths';
import { useSupportInbox, type SupportInboxRow } from '../api/admin-support-inbox';
import '../support.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }) + ' UTC';

/**
 * The admins' support inbox (docs/product-rules.md#support): open requests, priority first then
 * oldest first, so the top one is the one to answer next; then the answered ones, latest answer
 * first. Each opens the request's page, where the reply is written.
 */
export function SupportInbox() {
  return (
    <div className="support-inbox">
      <InboxList status="open" title="Open" empty="No open requests. Everyone has an answer." />
      <InboxList status="answered" title="Answered" empty="Nothing answered yet." />
    </div>
  );
}

function InboxList({ status, title, empty }: { readonly status: SupportStatus; readonly title: string; readonly empty: string }) {
  const headingId = useId();
  const inbox = useSupportInbox(status);
  return (
    <section aria-labelledby={headingId} className="support-inbox__part">
      <h2 id={headingId}>{inbox.data ? `${title} (${inbox.data.requests.length})` : title}</h2>
      {inbox.isPending ? (
        <p className="muted">Loading...</p>
      ) : inbox.isError ? (
        <p role="alert">The support inbox could not be loaded. Reload the page to try again.</p>
      ) : inbox.data.requests.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="support-inbox__list">
          {inbox.data.requests.map((row) => (
            <InboxRow key={row.id} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}

function InboxRow({ row }: { readonly row: SupportInboxRow }) {
  return (
    <Card as="li">
      <div className="support-inbox__row">
        <Link className="link" to={adminSupportRequestPath(row.id)}>
          {row.subject}
        </Link>
        <span className="support__meta">
          {row.priority ? <Badge variant="accent">Priority</Badge> : null}
          <Badge variant="neutral">{row.plan ? planById(row.plan).name : 'No plan'}</Badge>
        </span>
      </div>
      <p className="muted">
        {[
          row.name ? `${row.name} <${row.email}>` : row.email,
          row.category ? SUPPORT_CATEGORY_LABELS[row.category] : null,
          `sent ${when(row.createdAt)}`,
          row.answeredAt ? `answered ${when(row.answeredAt)}${row.replyCount > 1 ? ` (${row.replyCount} replies)` : ''}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </Card>
  );
}
