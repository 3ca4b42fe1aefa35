import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Table, type TableColumn } from '@/components/ui/table';
import { dashboardTabPath } from '@/config/paths';
import { messageOr } from '@/lib/api-client';
import { useAnalytics, type AnalyticsVideo } from '../api/get-analytics';
import { formatDay } from '../analytics-format';
import { UpliftChart } from './uplift-chart';
import '../analytics.css';

type Check = AnalyticsVideo['checks'][number];

/** One checkpoint in a cell: the views (and likes and comments), or why there are none. */
function CheckCell({ check }: { readonly check: Check }) {
  if (check.views !== null)
    return (
      <>
        <span className="analytics__views">{check.views.toLocaleString('en-US')}</span>
        <span className="analytics__detail">
          {[
            check.likes !== null ? `${check.likes.toLocaleString('en-US')} likes` : null,
            check.comments !== null ? `${check.comments.toLocaleString('en-US')} comments` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
        {check.status === 'late' && (
          <Badge variant="warning" className="analytics__late" title={`Read on ${check.readOn ?? ''}, after its day`}>
            late
          </Badge>
        )}
      </>
    );
  if (check.figuresExpired) return <span className="muted">read; figures kept 30 days</span>;
  if (check.status === 'missed') return <span className="muted">missed</span>;
  if (check.status === 'gone') return <span className="muted">video gone from YouTube</span>;
  if (check.status === 'due') return <span className="muted">read at the next run</span>;
  return <span className="muted">{`on ${formatDay(check.dueOn)}`}</span>;
}

const checkColumn = (index: number, label: string): TableColumn<AnalyticsVideo> => ({
  id: `day-${label}`,
  header: label,
  align: 'end',
  cell: (video) => <CheckCell check={video.checks[index]!} />,
});

const COLUMNS: readonly TableColumn<AnalyticsVideo>[] = [
  {
    id: 'idea',
    header: 'Posted idea',
    rowHeader: true,
    wrap: true,
    cell: (video) => (
      <>
        {video.url ? (
          <a href={video.url} target="_blank" rel="noreferrer">
            {video.title}
          </a>
        ) : (
          video.title
        )}
        <span className="analytics__posted">{` posted ${formatDay(video.postOn)}`}</span>
      </>
    ),
  },
  checkColumn(0, 'Day 1'),
  checkColumn(1, 'Day 7'),
  checkColumn(2, 'Day 30'),
  {
    id: 'usual',
    header: 'Vs your usual',
    align: 'end',
    cell: (video) => video.upliftText ?? <span className="muted">not yet</span>,
  },
];

/** Nothing posted with a video yet: how to get the first figures. */
function EmptyState() {
  return (
    <Card className="analytics__empty" title="No posted videos yet" titleAs="h3">
      <p>Your figures start with the first idea you post and link here. To get there:</p>
      <ol>
        <li>
          Schedule an idea on the <a href={dashboardTabPath('calendar')}>Calendar</a>.
        </li>
        <li>Film it and post it on YouTube.</li>
        <li>On the calendar, mark it posted and paste the video&apos;s link.</li>
      </ol>
      <p className="muted">
        We read its views, likes and comments 1, 7 and 30 days after you post, and compare each video with your usual once three are a week
        old.
      </p>
    </Card>
  );
}

/**
 * The Analytics tab (yearly plan): what the creator's posted ideas did. The uplift lines first
 * (what works for them), then every posted idea with its 1, 7 and 30-day figures against their
 * usual, then the last 90 days as a chart.
 */
export function AnalyticsTab() {
  const analytics = useAnalytics();
  const data = analytics.data;

  return (
    <section className="analytics" aria-labelledby="analytics-title">
      <h2 id="analytics-title">Analytics</h2>
      {analytics.isPending ? (
        <p className="muted">Loading...</p>
      ) : analytics.isError || !data ? (
        <p role="alert">{messageOr(analytics.error, 'We could not load your figures. Try again in a moment.')}</p>
      ) : data.videos.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <p className="analytics__usual">{data.usual.text}</p>
          {data.groups.length > 0 && (
            <ul className="analytics__groups" aria-label="What works for you">
              {data.groups.map((group) => (
                <li key={`${group.dimension}-${group.group}`} className={group.enough ? 'analytics__claim' : 'analytics__early'}>
                  {group.text}
                </li>
              ))}
            </ul>
          )}
          <Table
            caption="Your posted ideas"
            columns={COLUMNS}
            rows={data.videos}
            rowKey={(video) => video.videoId}
            empty="No posted videos yet"
            className="analytics__table"
          />
          <UpliftChart chart={data.chart} />
          <p className="analytics__note muted">
            Figures from YouTube, read by video id. YouTube&apos;s rules let us keep them 30 days; after that a video keeps only how it
            compared with your usual.
          </p>
        </>
      )}
    </section>
  );
}
