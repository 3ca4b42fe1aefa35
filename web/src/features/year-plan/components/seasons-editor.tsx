import { useEffect, useState } from 'react';
import { adminSetSeasons } from '#functions/year-plan/routes';
import { MOMENT_LIMITS, WEEKDAYS } from '#functions/year-plan/moments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { notify } from '@/components/ui/toast';
import { ApiError, messageOr } from '@/lib/api-client';
import { useResetSeasons, useSaveSeasons, useSeasons, type EditedMoment, type SeasonsView } from '../api/admin-seasons';
import './seasons-editor.css';

type WindowKind = EditedMoment['window']['kind'];

/** A moment as the form edits it: every field text, the keywords comma-separated, a dated window's years one per line. */
interface MomentDraft {
  id: string;
  name: string;
  kind: WindowKind;
  start: string;
  end: string;
  month: string;
  weekday: string;
  nth: string;
  before: string;
  after: string;
  years: string;
  leadWeeks: string;
  why: string;
  topics: string[];
  keywords: string;
}

const KIND_OPTIONS: ReadonlyArray<{ value: WindowKind; label: string }> = [
  { value: 'fixed', label: 'Same days every year' },
  { value: 'weekday', label: 'Around a weekday of a month (4th Thursday of November)' },
  { value: 'easter', label: 'Around Easter Sunday' },
  { value: 'dated', label: 'Dates listed per year (lunar calendars)' },
];
const NTH_OPTIONS = [
  { value: '1', label: '1st' },
  { value: '2', label: '2nd' },
  { value: '3', label: '3rd' },
  { value: '4', label: '4th' },
  { value: '-1', label: 'Last' },
];
const MONTH_OPTIONS = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2027, i, 1))),
}));

function draftOf(moment: EditedMoment): MomentDraft {
  const window = moment.window;
  return {
    id: moment.id,
    name: moment.name,
    kind: window.kind,
    start: window.kind === 'fixed' ? window.start : '',
    end: window.kind === 'fixed' ? window.end : '',
    month: window.kind === 'weekday' ? String(window.month) : '11',
    weekday: window.kind === 'weekday' ? window.weekday : 'thursday',
    nth: window.kind === 'weekday' ? String(window.nth) : '4',
    before: window.kind === 'weekday' || window.kind === 'easter' ? String(window.before) : '14',
    after: window.kind === 'weekday' || window.kind === 'easter' ? String(window.after) : '0',
    years:
      window.kind === 'dated'
        ? Object.entries(window.years)
            .map(([year, dates]) => `${year}: ${dates.start} to ${dates.end}`)
            .join('\n')
        : '',
    leadWeeks: String(moment.leadWeeks),
    why: moment.why,
    topics: [...moment.topics],
    keywords: moment.keywords.join(', '),
  };
}

const EMPTY_DRAFT: MomentDraft = {
  ...draftOf({ id: '', name: '', window: { kind: 'fixed', start: '', end: '' }, leadWeeks: 3, why: '', topics: [], keywords: [] }),
};

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const YEAR_LINE = /^(\d{4})\s*:?\s*(\d\d-\d\d)\s*(?:to|-|–)\s*(\d\d-\d\d)$/;

/** The moment the draft describes, as the route's body holds it; a dated line that does not read is reported on its field. */
function momentOf(draft: MomentDraft): { moment: unknown; yearsProblem: string | null } {
  let yearsProblem: string | null = null;
  const window = (() => {
    switch (draft.kind) {
      case 'fixed':
        return { kind: 'fixed', start: draft.start.trim(), end: draft.end.trim() };
      case 'weekday':
        return {
          kind: 'weekday',
          month: number(draft.month),
          weekday: draft.weekday,
          nth: number(draft.nth),
          before: number(draft.before),
          after: number(draft.after),
        };
      case 'easter':
        return { kind: 'easter', before: number(draft.before), after: number(draft.after) };
      case 'dated': {
        const years: Record<string, { start: string; end: string }> = {};
        for (const line of draft.years
          .split('\n')
          .map((text) => text.trim())
          .filter(Boolean)) {
          const match = YEAR_LINE.exec(line);
          if (!match) yearsProblem ??= `"${line}" is not "2027: 02-08 to 03-09"`;
          else years[match[1]!] = { start: match[2]!, end: match[3]! };
        }
        return { kind: 'dated', years };
      }
    }
  })();
  return {
    moment: {
      id: draft.id.trim(),
      name: draft.name,
      window,
      leadWeeks: number(draft.leadWeeks),
      why: draft.why,
      topics: draft.topics,
      keywords: draft.keywords
        .split(',')
        .map((word) => word.trim().toLowerCase())
        .filter(Boolean),
    },
    yearsProblem,
  };
}

interface Problems {
  /** Per moment (by place), per field (`name`, `window.start`, `keywords`…). */
  readonly fields: Record<number, Record<string, string>>;
  readonly list: string | null;
}

const NO_PROBLEMS: Problems = { fields: {}, list: null };

/** Field errors as the route's schema words them, `moments.3.window.start` → the fourth moment's start field. */
function problemsOf(fieldErrors: Record<string, string[] | undefined>): Problems {
  const fields: Record<number, Record<string, string>> = {};
  let list: string | null = null;
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const message = messages?.[0];
    if (!message) continue;
    const [head, index, first, second] = path.split('.');
    if (head === 'moments' && index !== undefined && /^\d+$/.test(index) && first) {
      const field =
        first !== 'window' ? first : second === undefined ? 'window.kind' : second === 'years' ? 'window.years' : `window.${second}`;
      (fields[Number(index)] ??= {})[field] ??= message;
    } else list ??= message;
  }
  return { fields, list };
}

function windowSummary(draft: MomentDraft): string {
  switch (draft.kind) {
    case 'fixed':
      return draft.start && draft.end ? `${draft.start} to ${draft.end}` : 'no dates yet';
    case 'weekday':
      return `${NTH_OPTIONS.find((o) => o.value === draft.nth)?.label ?? draft.nth} ${draft.weekday} of ${MONTH_OPTIONS[Number(draft.month) - 1]?.label ?? '?'}`;
    case 'easter':
      return 'around Easter';
    case 'dated':
      return `${draft.years.split('\n').filter((line) => line.trim()).length} years listed`;
  }
}

function MomentFields({
  draft,
  index,
  topics,
  problems,
  onChange,
  onRemove,
}: {
  draft: MomentDraft;
  index: number;
  topics: SeasonsView['topics'];
  problems: Record<string, string>;
  onChange: (next: MomentDraft) => void;
  onRemove: () => void;
}) {
  const set = (field: keyof MomentDraft) => (value: string) => onChange({ ...draft, [field]: value });
  const label = draft.name.trim() || `Moment ${index + 1}`;
  const hasProblem = Object.keys(problems).length > 0;
  return (
    <li className="seasons-editor__moment">
      <details open={hasProblem || draft.id === ''}>
        <summary>
          <strong>{label}</strong> <span className="muted">{windowSummary(draft)}</span>
          {hasProblem ? <Badge variant="danger">Fix</Badge> : null}
        </summary>
        <fieldset className="seasons-editor__fields" aria-label={label}>
          <TextField label="Name" value={draft.name} maxLength={80} error={problems.name} onValueChange={set('name')} />
          <TextField
            label="Id"
            hint="Lower-case words joined by dashes. Keep it once the moment is live."
            value={draft.id}
            maxLength={70}
            error={problems.id}
            onValueChange={set('id')}
          />
          <SelectField
            label="When"
            options={KIND_OPTIONS}
            value={draft.kind}
            error={problems['window.kind']}
            onValueChange={(value) => onChange({ ...draft, kind: value as WindowKind })}
          />
          {draft.kind === 'fixed' ? (
            <div className="seasons-editor__row">
              <TextField
                label="From (MM-DD)"
                value={draft.start}
                maxLength={5}
                error={problems['window.start']}
                onValueChange={set('start')}
              />
              <TextField
                label="To (MM-DD)"
                hint="Before the start: runs into the next year."
                value={draft.end}
                maxLength={5}
                error={problems['window.end']}
                onValueChange={set('end')}
              />
            </div>
          ) : null}
          {draft.kind === 'weekday' ? (
            <div className="seasons-editor__row">
              <SelectField
                label="Which"
                options={NTH_OPTIONS}
                value={draft.nth}
                error={problems['window.nth']}
                onValueChange={set('nth')}
              />
              <SelectField
                label="Weekday"
                options={WEEKDAYS.map((day) => ({ value: day, label: day }))}
                value={draft.weekday}
                error={problems['window.weekday']}
                onValueChange={set('weekday')}
              />
              <SelectField
                label="Month"
                options={MONTH_OPTIONS}
                value={draft.month}
                error={problems['window.month']}
                onValueChange={set('month')}
              />
            </div>
          ) : null}
          {draft.kind === 'weekday' || draft.kind === 'easter' ? (
            <div className="seasons-editor__row">
              <TextField
                label="Days before"
                inputMode="numeric"
                value={draft.before}
                error={problems['window.before']}
                onValueChange={set('before')}
              />
              <TextField
                label="Days after"
                inputMode="numeric"
                value={draft.after}
                error={problems['window.after']}
                onValueChange={set('after')}
              />
            </div>
          ) : null}
          {draft.kind === 'dated' ? (
            <TextareaField
              label="Dates per year"
              hint="One line per year: 2027: 02-08 to 03-09. A year not listed has no moment."
              rows={5}
              value={draft.years}
              error={problems['window.years']}
              onValueChange={set('years')}
            />
          ) : null}
          <TextField
            label="Lead time (weeks before it starts to film)"
            inputMode="numeric"
            value={draft.leadWeeks}
            error={problems.leadWeeks}
            onValueChange={set('leadWeeks')}
          />
          <TextareaField
            label="Why (one line)"
            rows={2}
            value={draft.why}
            maxLength={220}
            error={problems.why}
            onValueChange={set('why')}
          />
          <TextField
            label="Keywords"
            hint="Comma-separated words an idea about it would use: sunscreen, spf, white cast."
            value={draft.keywords}
            error={problems.keywords}
            onValueChange={set('keywords')}
          />
          <fieldset className="seasons-editor__topics">
            <legend>Topics</legend>
            {problems.topics ? (
              <p className="field__error" role="alert">
                {problems.topics}
              </p>
            ) : null}
            <div className="seasons-editor__topic-list">
              {topics.map((topic) => (
                <label key={topic.id} className="seasons-editor__topic">
                  <input
                    type="checkbox"
                    checked={draft.topics.includes(topic.id)}
                    onChange={(event) =>
                      onChange({
                        ...draft,
                        topics: event.target.checked ? [...draft.topics, topic.id] : draft.topics.filter((id) => id !== topic.id),
                      })
                    }
                  />{' '}
                  {topic.name}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="at-actions">
            <Button variant="danger" size="small" onClick={onRemove} aria-label={`Remove ${label}`}>
              Remove moment
            </Button>
          </div>
        </fieldset>
      </details>
    </li>
  );
}

function NicheSeasons({ view, onNiche }: { view: SeasonsView; onNiche: (niche: string) => void }) {
  const [drafts, setDrafts] = useState<MomentDraft[]>(() => view.moments.map(draftOf));
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const save = useSaveSeasons();
  const reset = useResetSeasons();
  const original = view.moments.map(draftOf);
  const changed = JSON.stringify(drafts) !== JSON.stringify(original);

  function edit(next: MomentDraft[]) {
    setDrafts(next);
    setProblems(NO_PROBLEMS);
  }

  function refused(error: unknown, what: string) {
    console.error(`${what} failed:`, error);
    if (error instanceof ApiError && error.fieldErrors) setProblems(problemsOf(error.fieldErrors));
    else if (error instanceof ApiError && error.status === 409) setProblems({ fields: {}, list: error.message });
    notify({ title: `${what} failed`, description: messageOr(error, 'Please try again.'), variant: 'destructive' });
  }

  async function submit() {
    const built = drafts.map(momentOf);
    const fieldErrors: Record<string, string[]> = {};
    built.forEach(({ yearsProblem }, i) => {
      if (yearsProblem) fieldErrors[`moments.${i}.window.years`] = [yearsProblem];
    });
    const checked = adminSetSeasons.body!.safeParse({ moments: built.map((b) => b.moment), version: view.version });
    if (!checked.success) for (const issue of checked.error.issues) (fieldErrors[issue.path.join('.')] ??= []).push(issue.message);
    if (!checked.success || Object.keys(fieldErrors).length > 0) {
      setProblems(problemsOf(fieldErrors));
      return;
    }
    try {
      const saved = await save.mutateAsync({ niche: view.niche, moments: checked.data.moments, version: view.version });
      setDrafts(saved.moments.map(draftOf));
      notify({ title: 'Moments saved', description: `${view.label} creators see ${saved.moments.length} moments in their year plan.` });
    } catch (error) {
      refused(error, 'Saving the moments');
    }
  }

  async function onReset() {
    if (!window.confirm(`Put back the shipped moments of ${view.label}? Your edits to this niche are replaced.`)) return;
    try {
      const saved = await reset.mutateAsync({ niche: view.niche, version: view.version });
      setDrafts(saved.moments.map(draftOf));
      notify({ title: 'Shipped moments back', description: `${view.label} has its ${saved.moments.length} shipped moments again.` });
    } catch (error) {
      refused(error, 'Putting back the shipped moments');
    }
  }

  return (
    <form
      className="seasons-editor__form"
      noValidate
      aria-label={`Seasonal moments of ${view.label}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="seasons-editor__head">
        <SelectField
          label="Niche"
          options={view.niches.map((n) => ({ value: n.niche, label: n.label }))}
          value={view.niche}
          onValueChange={(niche) => {
            if (!changed || window.confirm('Leave this niche without saving your changes?')) onNiche(niche);
          }}
        />
        <p className="muted">
          {view.shipped ? 'The shipped list (content/seasons).' : `Edited${view.updatedBy ? ` by ${view.updatedBy}` : ''}.`} Version{' '}
          {view.version}.
        </p>
      </div>
      <ol className="seasons-editor__list">
        {drafts.map((draft, index) => (
          <MomentFields
            key={index}
            draft={draft}
            index={index}
            topics={view.topics}
            problems={problems.fields[index] ?? {}}
            onChange={(next) => edit(drafts.map((old, at) => (at === index ? next : old)))}
            onRemove={() => edit(drafts.filter((_, at) => at !== index))}
          />
        ))}
      </ol>
      <FormError message={problems.list} />
      <div className="at-actions">
        <Button
          variant="outline"
          size="small"
          disabled={drafts.length >= MOMENT_LIMITS.maxMoments}
          onClick={() => edit([...drafts, { ...EMPTY_DRAFT }])}
        >
          Add moment
        </Button>
        <Button type="submit" size="small" disabled={!changed} pending={save.isPending} pendingLabel="Saving...">
          Save moments
        </Button>
        {changed ? (
          <Button variant="link" onClick={() => edit(original)}>
            Undo changes
          </Button>
        ) : null}
        {view.shipped ? null : (
          <Button variant="ghost" size="small" pending={reset.isPending} pendingLabel="Resetting..." onClick={() => void onReset()}>
            Reset to the shipped list
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * The admin editor of each niche's seasonal moments (what the year plan shows): add, edit and remove
 * moments, then save the whole list over the version read; someone else's save first is a 409 shown
 * above the buttons. Checked with the route's own schema before sending; the server's field errors
 * show on the same fields.
 */
export function SeasonsEditor() {
  const [niche, setNiche] = useState('skincare');
  const seasons = useSeasons(niche);
  useEffect(() => {
    if (seasons.error)
      notify({ title: 'Failed to load the moments', description: messageOr(seasons.error, 'Please try again.'), variant: 'destructive' });
  }, [seasons.error]);
  return (
    <section className="seasons-editor" aria-labelledby="seasons-editor-title">
      <h2 id="seasons-editor-title">Seasonal moments</h2>
      <p className="muted">
        What each niche&apos;s creators see in their year plan: when each moment falls, how early to film, why it matters and the words
        ideas are matched on.
      </p>
      {seasons.data ? (
        <NicheSeasons key={`${seasons.data.niche}@${seasons.data.version}`} view={seasons.data} onNiche={setNiche} />
      ) : seasons.isError ? (
        <p role="alert">{messageOr(seasons.error, 'The moments did not load.')}</p>
      ) : (
        <p className="muted">Loading...</p>
      )}
    </section>
  );
}
