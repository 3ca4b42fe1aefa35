import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { messageOr } from '@/lib/api-client';
import { useSources, type IngestRun, type NicheSourcesRow, type SourcesOverview } from '../api/get-sources';
import { AddSourceForm, AddedSources } from './source-links';
import { SourceQueriesEditor } from './source-queries-editor';
import { Fact } from './tool-parts';
import { formatCount, formatDateTime } from './tools-format';
import '../tools.css';
import '../sources.css';

/**
 * The Sources tab: where each niche's comments come from on YouTube. The day's quota against its
 * budget first (YouTube counts per Pacific-time day), then one panel per niche: its search
 * queries (edited here), the videos and channels added by URL, the last ingest run, and how many
 * days of fresh asks it has left, with a warning under two weeks.
 */
export function SourcesPanel() {
  const sources = useSources();

  if (sources.isPending) {
    return (
      <p className="muted" role="status">
        Loading sources...
      </p>
    );
  }
  if (sources.isError) {
    return (
      <Card
        as="section"
        title="Sources"
        tone="danger"
        footer={
          <Button variant="outline" size="small" pending={sources.isRefetching} onClick={() => void sources.refetch()}>
            Try Again
          </Button>
        }
      >
        <p>{`The sources could not be loaded: ${messageOr(sources.error, 'please try again.')}`}</p>
      </Card>
    );
  }

  const { budget, niches } = sources.data;
  const short = niches.filter((niche) => niche.warning !== null);
  return (
    <div className="at-stack">
      <QuotaCard budget={budget} />
      {short.length > 0 ? (
        <p className="src-alert" role="note">
          {`${short.length === 1 ? '1 niche has' : `${short.length} niches have`} under two weeks of fresh asks: ${short
            .map((niche) => niche.label)
            .join(', ')}.`}
        </p>
      ) : null}
      <ul className="src-niches" aria-label="Niches">
        {niches.map((niche) => (
          <li key={niche.niche}>
            <NichePanel niche={niche} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function QuotaCard({ budget }: { readonly budget: SourcesOverview['budget'] }) {
  return (
    <Card
      as="section"
      title="YouTube quota today"
      description={`Units used on ${budget.day} (Pacific time; YouTube resets the quota at midnight there).`}
    >
      <dl className="at-facts at-facts--wide">
        <Fact term="Searches">
          <QuotaMeter label="Search quota used" used={budget.search.used} limit={budget.search.limit} />
        </Fact>
        <Fact term="Reads (videos, channels, comments)">
          <QuotaMeter label="Read quota used" used={budget.reads.used} limit={budget.reads.limit} />
        </Fact>
      </dl>
    </Card>
  );
}

function QuotaMeter({ label, used, limit }: { readonly label: string; readonly used: number; readonly limit: number }) {
  return (
    <span className="src-meter">
      <meter aria-label={label} min={0} max={Math.max(limit, 1)} value={Math.min(used, Math.max(limit, 1))} high={limit * 0.9} />
      <span>{`${formatCount(used)} of ${formatCount(limit)} units`}</span>
    </span>
  );
}

/** One niche: collapsed to its supply line, opened by default when it is running short. */
function NichePanel({ niche }: { readonly niche: NicheSourcesRow }) {
  const headingId = `src-${niche.niche}`;
  return (
    <details className="card card--padded src-niche" open={niche.warning !== null} aria-labelledby={headingId}>
      <summary className="src-niche__summary">
        <h3 id={headingId} className="src-niche__title">
          {niche.label}
        </h3>
        <SupplyBadge niche={niche} />
      </summary>
      <div className="src-niche__body">
        {niche.warning ? (
          <p className="src-warning" role="alert">
            {niche.warning}
          </p>
        ) : null}
        <dl className="at-facts">
          <Fact term="Distinct asks left">{niche.asksLeft === null ? 'Not counted yet' : formatCount(niche.asksLeft)}</Fact>
          <Fact term="Days of supply">{niche.daysOfSupply === null ? 'Not counted yet' : `${formatCount(niche.daysOfSupply)} days`}</Fact>
          <Fact term="Counted">{niche.countedAt ? formatDateTime(niche.countedAt) : 'Reload in a minute'}</Fact>
        </dl>
        <SourceQueriesEditor niche={niche.niche} label={niche.label} queries={niche.queries} version={niche.version} />
        <AddedSources niche={niche} />
        <AddSourceForm niche={niche.niche} label={niche.label} />
        <LastRun run={niche.lastRun} />
      </div>
    </details>
  );
}

function SupplyBadge({ niche }: { readonly niche: NicheSourcesRow }) {
  if (niche.daysOfSupply === null) return <Badge variant="neutral">Not counted yet</Badge>;
  const text = `${formatCount(niche.daysOfSupply)} ${niche.daysOfSupply === 1 ? 'day' : 'days'} of asks`;
  return <Badge variant={niche.warning ? 'warning' : 'success'}>{niche.warning ? `Low: ${text}` : text}</Badge>;
}

const RUN_STATUS: Record<IngestRun['status'], string> = {
  running: 'Running',
  done: 'Done',
  'stopped-quota': "Stopped: the day's quota ran out (it goes on tomorrow)",
  'stopped-time': 'Stopped: out of time (the next run goes on from there)',
  failed: 'Failed',
};

function LastRun({ run }: { readonly run: IngestRun | null }) {
  return (
    <section className="at-section" aria-label="Last run">
      <h4 className="at-section__title">Last run</h4>
      {run === null ? (
        <p className="muted">No ingest run yet.</p>
      ) : (
        <>
          <dl className="at-facts">
            <Fact term="Started">{formatDateTime(run.startedAt)}</Fact>
            <Fact term="Status">{RUN_STATUS[run.status]}</Fact>
            <Fact term="Videos found">{formatCount(run.videosFound)}</Fact>
            <Fact term="Comments added">{formatCount(run.commentsAdded)}</Fact>
          </dl>
          {run.errors.length > 0 ? (
            <ul className="src-errors" aria-label="Errors in the last run">
              {run.errors.map((error, index) => (
                <li key={`${index}-${error.videoId ?? ''}`}>
                  <span className="at-error">{error.reason}</span>
                  {error.videoId ? ` · video ${error.videoId}` : ''}
                  {` · ${error.message}`}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">No errors.</p>
          )}
        </>
      )}
    </section>
  );
}
