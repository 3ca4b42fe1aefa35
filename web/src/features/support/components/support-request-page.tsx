import { Link } from 'react-router-dom';
import { factLines, SUPPORT_CATEGORY_LABELS } from '#functions/support/rules';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { TextareaField } from '@/components/ui/textarea-field';
import { notify } from '@/components/ui/toast';
import { ADMIN_TAB_PARAM, paths } from '@/config/paths';
import { ApiError, messageOr } from '@/lib/api-client';
import { useSupportRequest } from '../api/admin-support-request';
import { useReplySupportRequest } from '../api/reply-support-request';
import { replyFormSchema, supportNotices } from '../support-form';
import '../support.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

export const SUPPORT_INBOX_PATH = `${paths.admin}?${ADMIN_TAB_PARAM}=support`;

/**
 * One support request for an admin: the message, the sender's account facts as they were when it
 * was sent, the thread, and the reply box. A reply is emailed to the subscriber (Reply-To the
 * support address) and kept here; answering an answered request adds to the thread.
 */
export function SupportRequestPage({ id }: { readonly id: string }) {
  const query = useSupportRequest(id);
  const reply = useReplySupportRequest();

  if (query.isPending) return <p className="muted">Loading...</p>;
  if (query.isError)
    return (
      <div className="support-page">
        <p role="alert">
          {query.error instanceof ApiError && query.error.status === 404
            ? 'No support request has that id.'
            : 'The request could not be loaded. Reload the page to try again.'}
        </p>
        <Link className="link" to={SUPPORT_INBOX_PATH}>
          Back to the support inbox
        </Link>
      </div>
    );
  const { request } = query.data;

  return (
    <div className="support-page">
      <Link className={buttonClass({ variant: 'outline', size: 'small' })} to={SUPPORT_INBOX_PATH}>
        Back to the support inbox
      </Link>
      <Card
        as="article"
        title={request.subject}
        titleAs="h2"
        description={
          <span className="support__meta">
            {request.status === 'answered' ? <Badge variant="success">Answered</Badge> : <Badge variant="info">Open</Badge>}
            {request.priority ? <Badge variant="accent">Priority</Badge> : null}
            {request.category ? <span className="muted">{SUPPORT_CATEGORY_LABELS[request.category]}</span> : null}
            <span className="muted">{`Sent ${when(request.createdAt)}`}</span>
          </span>
        }
      >
        <p className="support__message">{request.message}</p>
      </Card>
      <Card as="section" title="Account when sent" titleAs="h3">
        <dl className="support-page__facts">
          {factLines(request.facts).map((fact) => (
            <div key={fact.label} style={{ display: 'contents' }}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {request.replies.length > 0 ? (
        <Card as="section" title="Replies" titleAs="h3">
          {request.replies.map((entry) => (
            <div key={entry.id} className="support__reply">
              <p className="support__reply-head">{`${entry.by}, ${when(entry.createdAt)}`}</p>
              <p className="support__message">{entry.message}</p>
            </div>
          ))}
        </Card>
      ) : null}
      <Card as="section" title={request.status === 'answered' ? 'Reply again' : 'Reply'} titleAs="h3">
        <Form
          schema={replyFormSchema}
          defaultValues={{ message: '' }}
          aria-label="Reply to the subscriber"
          onSubmit={async ({ message }, form) => {
            try {
              await reply.mutateAsync({ id, message });
              notify(supportNotices.replied);
              form.reset({ message: '' });
            } catch (error) {
              const field = error instanceof ApiError ? error.fieldErrors?.message?.[0] : undefined;
              if (field) form.setError('message', { message: field });
              else notify({ ...supportNotices.replyFailed, description: messageOr(error, 'Please try again.') });
            }
          }}
        >
          {({ field, formState: { isSubmitting } }) => (
            <>
              <TextareaField
                {...field('message')}
                label={`Your reply to ${request.facts.email}`}
                hint="Sent by email (replies to it come to the support address) and shown in their Support tab."
                rows={8}
                disabled={isSubmitting}
              />
              <Button type="submit" variant="primary" pending={isSubmitting} pendingLabel="Sending...">
                Send reply
              </Button>
            </>
          )}
        </Form>
      </Card>
    </div>
  );
}
