import { useState } from 'react';
import { adminSetSourceQueries, SOURCE_QUERIES } from '#functions/ingestion/routes';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { ApiError, messageOr } from '@/lib/api-client';
import { useSetSourceQueries } from '../api/set-source-queries';

interface Problems {
  /** Per query, by its place in the list. */
  readonly fields: Record<number, string>;
  /** About the list as a whole (none, too many, a repeat, someone else's edit). */
  readonly list: string | null;
}

const NO_PROBLEMS: Problems = { fields: {}, list: null };

/** Field errors as the route's schema (here, or the server's answer) words them: `queries.2` → the third query. */
function problemsOf(fieldErrors: Record<string, string[] | undefined>): Problems {
  const fields: Record<number, string> = {};
  let list: string | null = null;
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const message = messages?.[0];
    if (!message) continue;
    const index = /^queries\.(\d+)$/.exec(path)?.[1];
    if (index !== undefined) fields[Number(index)] ??= message;
    else list ??= message;
  }
  return { fields, list };
}

/**
 * A niche's search queries, edited in place: change, add, remove, then save. Checked with the
 * route's own schema before sending; the server's field errors and a stale version (someone
 * saved first: 409) show the same way, and a save is announced with a toast.
 */
export function SourceQueriesEditor({
  niche,
  label,
  queries,
  version,
}: {
  readonly niche: string;
  readonly label: string;
  readonly queries: readonly string[];
  readonly version: number;
}) {
  const [draft, setDraft] = useState<string[]>(() => [...queries]);
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const save = useSetSourceQueries();
  const changed = draft.length !== queries.length || draft.some((query, index) => query !== queries[index]);

  function edit(next: string[]) {
    setDraft(next);
    setProblems(NO_PROBLEMS);
  }

  async function submit() {
    const checked = adminSetSourceQueries.body!.safeParse({ queries: draft, version });
    if (!checked.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of checked.error.issues) (fieldErrors[issue.path.join('.')] ??= []).push(issue.message);
      setProblems(problemsOf(fieldErrors));
      return;
    }
    try {
      const saved = await save.mutateAsync({ niche, queries: checked.data.queries, version });
      setDraft([...saved.queries]);
      notify({ title: 'Queries saved', description: `${label} searches YouTube with ${saved.queries.length} queries from the next run.` });
    } catch (error) {
      console.error('Saving the queries failed:', error);
      if (error instanceof ApiError && error.fieldErrors) setProblems(problemsOf(error.fieldErrors));
      else if (error instanceof ApiError && error.status === 409) setProblems({ fields: {}, list: error.message });
      notify({ title: 'Failed to save the queries', description: messageOr(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <section className="at-section" aria-label={`Search queries for ${label}`}>
      <h4 className="at-section__title">Search queries</h4>
      <p className="muted">What this niche&apos;s audience types into YouTube. Each run searches recent Shorts for each query.</p>
      <form
        className="src-queries"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ol className="src-queries__list">
          {draft.map((query, index) => (
            <li key={index} className="src-queries__row">
              <TextField
                label={`Query ${index + 1}`}
                value={query}
                maxLength={SOURCE_QUERIES.maxChars + 20}
                error={problems.fields[index]}
                onValueChange={(value) => edit(draft.map((old, at) => (at === index ? value : old)))}
              />
              <Button
                variant="ghost"
                size="small"
                aria-label={`Remove query ${index + 1}`}
                onClick={() => edit(draft.filter((_, at) => at !== index))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
        <FormError message={problems.list} />
        <div className="at-actions">
          <Button variant="outline" size="small" disabled={draft.length >= SOURCE_QUERIES.max} onClick={() => edit([...draft, ''])}>
            Add query
          </Button>
          <Button type="submit" size="small" disabled={!changed} pending={save.isPending} pendingLabel="Saving...">
            Save queries
          </Button>
          {changed ? (
            <Button variant="link" onClick={() => edit([...queries])}>
              Undo changes
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
