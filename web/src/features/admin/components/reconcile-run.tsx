import { Card } from '@/components/ui/card';
import type { ReconcileRun } from '../api/get-admin-summary';
import { formatNumber, formatWhen } from '../admin-format';
import '../admin.css';

const TRIGGER_WORDS: Record<ReconcileRun['trigger'], string> = { schedule: 'Nightly schedule', manual: 'Run by hand' };

/** The nightly reconciliation's last run: when, what it checked and what it fixed. */
export function ReconcileRunCard({ run }: { readonly run: ReconcileRun | null }) {
  if (!run) {
    return (
      <Card as="section" title="Last reconciliation">
        <p className="muted">The nightly reconciliation has not run yet.</p>
      </Card>
    );
  }
  return (
    <Card as="section" title="Last reconciliation" tone={run.failed > 0 ? 'danger' : 'default'}>
      <dl className="admin-facts">
        <div>
          <dt>Started</dt>
          <dd>{formatWhen(run.startedAt)}</dd>
        </div>
        <div>
          <dt>Finished</dt>
          <dd>{run.finishedAt ? formatWhen(run.finishedAt) : 'Still running'}</dd>
        </div>
        <div>
          <dt>Trigger</dt>
          <dd>{TRIGGER_WORDS[run.trigger]}</dd>
        </div>
        <div>
          <dt>Checked</dt>
          <dd>{formatNumber(run.checked)}</dd>
        </div>
        <div>
          <dt>Changed</dt>
          <dd>{formatNumber(run.changed)}</dd>
        </div>
        <div>
          <dt>Failed</dt>
          <dd>{formatNumber(run.failed)}</dd>
        </div>
      </dl>
      {run.changes.length > 0 ? (
        <div className="admin-subsection">
          <h3 className="admin-subsection__title">Changes</h3>
          <ul className="admin-list">
            {run.changes.map((change) => (
              <li key={change.email}>{`${change.email}: ${change.fields.join(', ')}`}</li>
            ))}
          </ul>
          {run.changed > run.changes.length ? (
            <p className="muted">{`And ${formatNumber(run.changed - run.changes.length)} more.`}</p>
          ) : null}
        </div>
      ) : (
        <p className="muted">No drift found: nothing was changed.</p>
      )}
    </Card>
  );
}
