import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { Table, type TableColumn } from '@/components/ui/table';
import { nicheName, useNiches, type NicheItem } from '@/lib/api/list-niches';
import { useFeedback, type FeedbackEntry } from '../api/feedback';
import { useIdeaRatings, type RatedIdea } from '../api/idea-ratings';
import { useNicheTaste, type NicheTasteRow } from '../api/niche-taste';
import { AverageRating } from './tool-parts';
import { formatCount, formatDate, formatTime } from './tools-format';
import '../tools.css';

function DateTime({ iso }: { readonly iso: string }) {
  return (
    <time dateTime={iso}>
      {formatDate(iso)}
      <span className="at-cell-note">{formatTime(iso)}</span>
    </time>
  );
}

function ratingCount(count: number): string {
  return count === 1 ? '1 rating' : `${formatCount(count)} ratings`;
}

function feedbackColumns(niches: readonly NicheItem[]): readonly TableColumn<FeedbackEntry>[] {
  return [
    {
      id: 'date',
      header: 'Date',
      rowHeader: true,
      // Date over time: the table has six columns to fit at 1280 px.
      cell: (entry) => <DateTime iso={entry.createdAt} />,
    },
    {
      id: 'idea',
      header: 'Idea',
      wrap: true,
      cell: (entry) => (
        <>
          {entry.ideaTitle ?? <span className="muted">Idea no longer listed</span>}
          <span className="at-cell-note">
            {[entry.niche ? nicheName(niches, entry.niche) : 'Unknown niche', entry.dayNumber !== null ? `Day ${entry.dayNumber}` : null]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </>
      ),
    },
    { id: 'email', header: 'Subscriber', cell: (entry) => entry.email },
    { id: 'text', header: 'Feedback', wrap: true, cell: (entry) => <span className="at-feedback-text">{entry.text}</span> },
    {
      id: 'rating',
      header: "Idea's rating",
      cell: (entry) => (
        <>
          <AverageRating average={entry.averageRating} />
          {entry.ratingCount > 0 ? <span className="at-cell-note">{ratingCount(entry.ratingCount)}</span> : null}
        </>
      ),
    },
  ];
}

function ratingColumns(niches: readonly NicheItem[]): readonly TableColumn<RatedIdea>[] {
  return [
    { id: 'title', header: 'Idea', rowHeader: true, wrap: true, cell: (idea) => idea.title },
    { id: 'niche', header: 'Niche', cell: (idea) => nicheName(niches, idea.niche) },
    { id: 'day', header: 'Day', cell: (idea) => `Day ${idea.dayNumber} · ${idea.variant}` },
    { id: 'average', header: 'Average', cell: (idea) => <AverageRating average={idea.averageRating} /> },
    { id: 'count', header: 'Ratings', align: 'end', cell: (idea) => formatCount(idea.ratingCount) },
    {
      id: 'last',
      header: 'Last rated',
      cell: (idea) => <DateTime iso={idea.lastRatedAt} />,
    },
  ];
}

const DIMENSION_LABELS: Record<NicheTasteRow['dimension'], string> = { topics: 'Topic', formats: 'Format', askKinds: 'Kind of ask' };

const TASTE_COLUMNS: readonly TableColumn<NicheTasteRow>[] = [
  { id: 'dimension', header: 'Of the idea', cell: (row) => DIMENSION_LABELS[row.dimension] },
  { id: 'trait', header: 'Trait', rowHeader: true, cell: (row) => row.trait },
  { id: 'filmed', header: 'Filmed it', align: 'end', cell: (row) => formatCount(row.filmed) },
  { id: 'notForMe', header: 'Not for me', align: 'end', cell: (row) => formatCount(row.notForMe) },
];

/**
 * Feedback and ratings (docs/product-rules.md#feedback-report): what subscribers wrote about ideas
 * and how each idea is rated, newest first, under one niche filter, so admins can see which ideas
 * work, and for a niche which topics, formats and kinds of ask its subscribers film or reject.
 * Each list loads more with the server's cursor.
 */
export function FeedbackReport() {
  const { niches } = useNiches();
  const [niche, setNiche] = useState('');
  const filter = niche || null;
  const feedback = useFeedback(filter);
  const ratings = useIdeaRatings(filter);
  const taste = useNicheTaste(filter);

  return (
    <div className="at-stack">
      <div className="at-toolbar">
        <SelectField
          label="Niche"
          placeholder="Any niche"
          value={niche}
          options={niches.map((item) => ({ value: item.niche, label: item.displayName }))}
          onValueChange={setNiche}
        />
      </div>

      <Card
        as="section"
        title="Filmed it / Not for me"
        description="Per topic, format and kind of ask: how many ideas the niche's subscribers filmed or rejected (a changed answer counts as the new one)."
      >
        {filter === null ? (
          <p className="muted">Choose a niche to see what its subscribers film and reject.</p>
        ) : taste.isPending ? (
          <p className="muted">Loading...</p>
        ) : (
          <Table
            caption="What subscribers film and reject"
            hideCaption
            columns={TASTE_COLUMNS}
            rows={taste.data?.traits ?? []}
            rowKey={(row) => `${row.dimension}|${row.trait}`}
            empty="No one has answered Filmed it or Not for me in this niche yet"
          />
        )}
      </Card>

      <Card as="section" title="Idea feedback" description="What subscribers wrote about an idea, newest first.">
        <PagedTable
          query={feedback}
          rows={feedback.data?.pages.flatMap((page) => page.feedback) ?? []}
          caption="Idea feedback, newest first"
          columns={feedbackColumns(niches)}
          rowKey={(entry) => entry.id}
          empty="No feedback yet"
          what="feedback"
        />
      </Card>

      <Card as="section" title="Idea ratings" description="Each rated idea's average and count, most recently rated first.">
        <PagedTable
          query={ratings}
          rows={ratings.data?.pages.flatMap((page) => page.ideas) ?? []}
          caption="Rated ideas, most recently rated first"
          columns={ratingColumns(niches)}
          rowKey={(idea) => idea.ideaId}
          empty="No ratings yet"
          what="ratings"
        />
      </Card>
    </div>
  );
}

interface PagedQuery {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly isRefetching: boolean;
  readonly fetchNextPage: () => Promise<unknown>;
  readonly refetch: () => Promise<unknown>;
}

function PagedTable<Row>({
  query,
  rows,
  caption,
  columns,
  rowKey,
  empty,
  what,
}: {
  readonly query: PagedQuery;
  readonly rows: readonly Row[];
  readonly caption: string;
  readonly columns: readonly TableColumn<Row>[];
  readonly rowKey: (row: Row) => string;
  readonly empty: string;
  readonly what: string;
}) {
  if (query.isPending) {
    return (
      <p className="muted" role="status">
        Loading {what}...
      </p>
    );
  }
  if (query.isError && rows.length === 0) {
    return (
      <div className="at-state">
        <p>The {what} could not be loaded.</p>
        <Button variant="outline" size="small" pending={query.isRefetching} onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <>
      <Table caption={caption} hideCaption columns={columns} rows={rows} rowKey={rowKey} empty={empty} />
      {query.hasNextPage ? (
        <div className="at-actions">
          <Button variant="outline" pending={query.isFetchingNextPage} pendingLabel="Loading..." onClick={() => void query.fetchNextPage()}>
            Load more
          </Button>
        </div>
      ) : null}
    </>
  );
}
