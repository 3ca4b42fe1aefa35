import { useId } from 'react';
import { plansWithFeature } from '#functions/shared/plans';
import { SUPPORT_EMAIL } from '#functions/shared/product';
import { MESSAGE_MAX, SUPPORT_CATEGORY_LABELS } from '#functions/support/rules';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { notify } from '@/components/ui/toast';
import { ApiError, messageOr } from '@/lib/api-client';
import { useMySupportRequests, type MySupportRequest } from '../api/list-my-support-requests';
import { useSubmitSupportRequest } from '../api/submit-support-request';
import { CATEGORY_OPTIONS, EMPTY_SUPPORT_FORM, supportFormSchema, supportNotices } from '../support-form';
import '../support.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * The dashboard's Support tab (docs/product-rules.md#support): write to the team, and read the
 * answers. Honest about speed: no promised time, only that priority requests usually come first.
 */
export function SupportTab() {
  const headingId = useId();
  const list = useMySupportRequests();
  const submit = useSubmitSupportRequest();
  const priority = list.data?.priority ?? false;

  return (
    <section className="support" aria-labelledby={headingId}>
      <h2 id={headingId}>Support</h2>
      <p>
        Ask us anything about your account, your daily ideas or your plan. A person on the team reads every request and answers by email;
        the answer also shows here.
      </p>
      <p className="muted">
        {priority
          ? 'Your plan includes priority support. We usually answer priority requests first.'
          : `We usually answer priority requests first: priority support comes with the ${plansWithFeature('prioritySupport')} plans.`}{' '}
        Prefer email? Write to{' '}
        <a className="link" href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
      <Card as="div" title="New request" titleAs="h3">
        <Form
          schema={supportFormSchema}
          defaultValues={EMPTY_SUPPORT_FORM}
          aria-label="New support request"
          onSubmit={async (values, form) => {
            try {
              await submit.mutateAsync(values);
              notify(supportNotices.sent);
              form.reset(EMPTY_SUPPORT_FORM);
            } catch (error) {
              const fields = error instanceof ApiError ? error.fieldErrors : undefined;
              const named = (['subject', 'category', 'message'] as const).filter((name) => fields?.[name]?.[0]);
              if (named.length > 0) {
                named.forEach((name, index) => form.setError(name, { message: fields![name]![0] }, { shouldFocus: index === 0 }));
                return;
              }
              notify({ ...supportNotices.failed, description: messageOr(error, 'Please try again.') });
            }
          }}
        >
          {({ field, watch, formState: { isSubmitting } }) => {
            const length = (watch('message') ?? '').length;
            return (
              <>
                <TextField {...field('subject')} label="Subject" maxLength={120} autoComplete="off" disabled={isSubmitting} />
                <SelectField
                  {...field('category')}
                  label="Topic (optional)"
                  placeholder="Choose a topic"
                  options={CATEGORY_OPTIONS}
                  disabled={isSubmitting}
                />
                <TextareaField
                  {...field('message')}
                  label="Message"
                  rows={6}
                  hint={`${length.toLocaleString('en-US')} / ${MESSAGE_MAX.toLocaleString('en-US')} characters`}
                  disabled={isSubmitting}
                />
                <Button type="submit" variant="primary" pending={isSubmitting} pendingLabel="Sending...">
                  Send request
                </Button>
              </>
            );
          }}
        </Form>
      </Card>
      <h3 className="support__heading">Your requests</h3>
      {list.isPending ? (
        <p className="muted">Loading...</p>
      ) : list.isError ? (
        <p role="alert">We could not load your requests. Reload the page to try again.</p>
      ) : list.data.requests.length === 0 ? (
        <p className="muted">No requests yet.</p>
      ) : (
        <ul className="support__list">
          {list.data.requests.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestCard({ request }: { readonly request: MySupportRequest }) {
  return (
    <Card
      as="li"
      title={request.subject}
      titleAs="h4"
      description={
        <span className="support__meta">
          {request.status === 'answered' ? <Badge variant="success">Answered</Badge> : <Badge variant="info">Waiting for an answer</Badge>}
          {request.priority ? <Badge variant="accent">Priority</Badge> : null}
          {request.category ? <span className="muted">{SUPPORT_CATEGORY_LABELS[request.category]}</span> : null}
          <span className="muted">{`Sent ${when(request.createdAt)}`}</span>
        </span>
      }
    >
      <p className="support__message">{request.message}</p>
      {request.replies.map((reply) => (
        <div key={reply.id} className="support__reply">
          <p className="support__reply-head">{`Support team, ${when(reply.createdAt)}`}</p>
          <p className="support__message">{reply.message}</p>
        </div>
      ))}
    </Card>
  );
}
