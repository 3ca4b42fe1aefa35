import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { notify } from '@/components/ui/toast';
import { messageOr } from '@/lib/api-client';
import { formatWhen } from '../format';
import { useApproveApplication } from '../api/approve-application';
import { usePendingApplications, type AmbassadorApplication } from '../api/get-applications';
import { useRejectApplication } from '../api/reject-application';

/** The applications from /ambassadors waiting for review (docs/product-rules.md#ambassador-applications), oldest first. */
export function ApplicationsSection() {
  const titleId = useId();
  const applications = usePendingApplications();
  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <div className="admin-section__head">
        <h2 id={titleId} className="admin-section__title">
          Applications
        </h2>
      </div>
      {applications.data ? (
        applications.data.applications.length === 0 ? (
          <p className="muted">No applications waiting for review.</p>
        ) : (
          <ul className="ambassadors-admin__applications">
            {applications.data.applications.map((application) => (
              <ApplicationCard key={application.id} application={application} />
            ))}
          </ul>
        )
      ) : applications.isError ? (
        <Card tone="danger">
          <p>{`Failed to load applications: ${messageOr(applications.error, 'please try again.')}`}</p>
        </Card>
      ) : (
        <p className="muted" role="status">
          Loading applications...
        </p>
      )}
    </section>
  );
}

function ApplicationCard({ application }: { readonly application: AmbassadorApplication }) {
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const busy = approve.isPending || reject.isPending;

  async function onApprove() {
    try {
      const { ambassador } = await approve.mutateAsync(application.id);
      notify({
        title: 'Application approved',
        description: `${application.name} is now the ambassador ${ambassador.code}; we emailed them their link.`,
      });
    } catch (error) {
      notify({ title: 'Failed to approve application', description: messageOr(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  async function onReject() {
    try {
      await reject.mutateAsync(application.id);
      notify({ title: 'Application rejected', description: `${application.name} may apply again later.` });
    } catch (error) {
      notify({ title: 'Failed to reject application', description: messageOr(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  const facts: [string, string | null][] = [
    ['Email', application.email],
    ['Company', application.company],
    ['Website', application.website],
    ['Channels', application.marketing_channels.join(', ')],
    ['Audience size', application.audience_size],
    ['Experience', application.experience_level],
    ['Applied', formatWhen(application.created_at)],
  ];
  return (
    <Card
      as="li"
      titleAs="h3"
      title={application.name}
      className="ambassadors-admin__application"
      footer={
        <div className="admin-actions">
          <Button
            size="small"
            pending={approve.isPending}
            pendingLabel="Approving..."
            disabled={busy}
            onClick={() => void onApprove()}
            aria-label={`Approve ${application.name}`}
          >
            Approve
          </Button>
          <Button
            variant="outline"
            size="small"
            pending={reject.isPending}
            pendingLabel="Rejecting..."
            disabled={busy}
            onClick={() => void onReject()}
            aria-label={`Reject ${application.name}`}
          >
            Reject
          </Button>
        </div>
      }
    >
      <dl className="admin-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              {label === 'Website' && value ? (
                <a href={value} target="_blank" rel="noopener noreferrer nofollow">
                  {value}
                </a>
              ) : (
                (value ?? <span className="muted">Not given</span>)
              )}
            </dd>
          </div>
        ))}
      </dl>
      {application.additional_info ? <p className="ambassadors-admin__info">{application.additional_info}</p> : null}
    </Card>
  );
}
