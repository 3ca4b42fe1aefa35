import { RUBRIC } from '#functions/content-engine/judge';
import { Badge } from '@/components/ui/badge';
import { Table, type TableColumn } from '@/components/ui/table';
import '../tools.css';

/** A judge's verdict as the tester and the AI logs carry it: candidates in written order. */
export interface JudgeView {
  readonly candidates: ReadonlyArray<{
    readonly index?: number | undefined;
    readonly title?: string | null | undefined;
    readonly scores: Readonly<Record<string, number>> | null;
    readonly kept?: boolean | undefined;
  }>;
  readonly error?: string | null | undefined;
}

type Row = JudgeView['candidates'][number] & { readonly position: number };

/** "hook_strength" → "Hook strength". */
export function criterionLabel(criterion: string): string {
  const words = criterion.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The rubric total of a candidate, or null when the judge gave it no usable scores. */
export function rubricTotal(scores: Readonly<Record<string, number>> | null): number | null {
  if (!scores) return null;
  return RUBRIC.reduce((sum, criterion) => sum + (scores[criterion] ?? 0), 0);
}

/**
 * The judge's rubric scores (1-5 each) for every candidate an attempt wrote, in written order,
 * with the one that became the idea marked; when the judge's answer was not used, why.
 */
export function JudgeScores({ judge }: { readonly judge: JudgeView }) {
  const rows: Row[] = judge.candidates.map((candidate, position) => ({ ...candidate, position }));
  const columns: TableColumn<Row>[] = [
    {
      id: 'candidate',
      header: 'Candidate',
      rowHeader: true,
      wrap: true,
      cell: (row) => (
        <>
          {`${(row.index ?? row.position) + 1}. `}
          {row.title ?? <span className="muted">Untitled</span>}
        </>
      ),
    },
    ...RUBRIC.map((criterion): TableColumn<Row> => ({
      id: criterion,
      header: criterionLabel(criterion),
      align: 'end',
      cell: (row) => row.scores?.[criterion] ?? <span className="muted">-</span>,
    })),
    { id: 'total', header: 'Total', align: 'end', cell: (row) => rubricTotal(row.scores) ?? <span className="muted">-</span> },
    {
      id: 'kept',
      header: 'Kept',
      cell: (row) => (row.kept ? <Badge variant="success">Kept</Badge> : <span className="muted">No</span>),
    },
  ];
  return (
    <>
      {judge.error ? <p className="at-error">Judge: {judge.error}</p> : null}
      <Table
        caption="Judge's rubric scores per candidate"
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.position)}
        empty="The judge scored no candidate."
      />
    </>
  );
}
