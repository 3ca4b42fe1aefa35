import { useState } from 'react';
import { Link } from 'react-router-dom';
import { YEAR_PLAN_MONTHS_AROUND } from '#functions/year-plan/routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { contentIdeaPath } from '@/config/paths';
import { messageOr } from '@/lib/api-client';
import { useYearPlan, type MomentSuggestion, type PlannedMoment, type YearPlan, type YearPlanMonth } from '../api/get-year-plan';
import { useScheduleSuggestion } from '../api/schedule-suggestion';
import './year-plan.css';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "Apr 3" for a local day `YYYY-MM-DD` (read as a calendar day, so no time zone moves it). */
export const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
export const formatMonth = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** `YYYY-MM` moved by `by` months. */
export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + m - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The day a suggestion is scheduled to film on: its film-by day, or today when that has passed. */
export const filmingDayOf = (moment: PlannedMoment, today: string) => (moment.filmBy < today ? today : moment.filmBy);

const STATUS: Record<YearPlanMonth['entries'][number]['status'], { label: string; variant: 'info' | 'accent' | 'success' }> = {
  planned: { label: 'Planned', variant: 'info' },
  filmed: { label: 'Filmed', variant: 'accent' },
  posted: { label: 'Posted', variant: 'success' },
};

function SuggestionRow({ suggestion, moment, today }: { suggestion: MomentSuggestion; moment: PlannedMoment; today: string }) {
  const schedule = useScheduleSuggestion();
  const [refusal, setRefusal] = useState<string | null>(null);
  const day = filmingDayOf(moment, today);

  async function onSchedule() {
    setRefusal(null);
    try {
      await schedule.mutateAsync({ ideaId: suggestion.ideaId, filmOn: day });
      notify({ title: 'Scheduled', description: `"${suggestion.title}" is on your calendar to film on ${formatDay(day)}.` });
    } catch (error) {
      console.error('Scheduling a suggestion failed:', error);
      const message = messageOr(error, 'Your calendar did not take this idea. Please try again.');
      setRefusal(message);
      notify({ title: 'Not scheduled', description: message, variant: 'destructive' });
    }
  }

  return (
    <li className="year-plan__suggestion">
      <div className="year-plan__suggestion-text">
        <Link to={contentIdeaPath(suggestion.ideaId)}>{suggestion.title}</Link>
        {suggestion.kind === 'personal' ? <Badge variant="accent">Your idea</Badge> : null}
        {suggestion.matched.length > 0 ? (
          <span className="muted year-plan__matched">Fits: {suggestion.matched.slice(0, 3).join(', ')}</span>
        ) : null}
      </div>
      <Button
        size="small"
        variant="outline"
        pending={schedule.isPending}
        pendingLabel="Scheduling..."
        aria-label={`Schedule "${suggestion.title}" to film on ${formatDay(day)}`}
        onClick={() => void onSchedule()}
      >
        Schedule
      </Button>
      {refusal ? (
        <p className="field__error year-plan__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
    </li>
  );
}

function MomentCard({ moment, today, opensView }: { moment: PlannedMoment; today: string; opensView: boolean }) {
  // A moment that opened before the view shows in full in its first month (with its suggestions), then as still on.
  if (moment.continues && !opensView)
    return (
      <li className="year-plan__moment year-plan__moment--continues">
        <span className="muted">Still on:</span> {moment.name} <span className="muted">(until {formatDay(moment.end)})</span>
      </li>
    );
  const over = moment.end < today;
  return (
    <li className="year-plan__moment">
      <h4 className="year-plan__moment-name">{moment.name}</h4>
      <p className="year-plan__dates">
        {formatDay(moment.start)} to {formatDay(moment.end)}
        {' · '}
        {over ? (
          <span className="muted">over</span>
        ) : moment.filmByPassed ? (
          <strong>Film-by day passed ({formatDay(moment.filmBy)}): film as soon as you can</strong>
        ) : (
          <strong>Film by {formatDay(moment.filmBy)}</strong>
        )}
      </p>
      <p className="muted year-plan__why">{moment.why}</p>
      {over ? null : moment.suggestions.length > 0 ? (
        <>
          <h5 className="year-plan__label">Suggested ideas</h5>
          <ul className="year-plan__suggestions">
            {moment.suggestions.map((suggestion) => (
              <SuggestionRow key={suggestion.ideaId} suggestion={suggestion} moment={moment} today={today} />
            ))}
          </ul>
        </>
      ) : (
        <p className="muted year-plan__none">No idea you have unlocked fits this yet. New ones arrive every day.</p>
      )}
    </li>
  );
}

function MonthCard({ month, today, first }: { month: YearPlanMonth; today: string; first: boolean }) {
  const titleId = `year-plan-${month.month}`;
  return (
    <li className="year-plan__month" aria-labelledby={titleId}>
      <h3 id={titleId} className="year-plan__month-title">
        {formatMonth(month.month)}
      </h3>
      <p className="muted year-plan__counts">
        {month.scheduled} scheduled · {month.posted} posted
      </p>
      {month.moments.length > 0 ? (
        <ul className="year-plan__moments">
          {month.moments.map((moment) => (
            <MomentCard key={moment.key} moment={moment} today={today} opensView={first} />
          ))}
        </ul>
      ) : (
        <p className="muted">No seasonal moments this month: a good time for your evergreen ideas.</p>
      )}
      {month.entries.length > 0 ? (
        <>
          <h4 className="year-plan__label">On your calendar</h4>
          <ul className="year-plan__entries">
            {month.entries.map((entry) => (
              <li key={entry.ideaId} className="year-plan__entry">
                <Link to={contentIdeaPath(entry.ideaId)}>{entry.title}</Link>
                <Badge variant={STATUS[entry.status].variant}>{STATUS[entry.status].label}</Badge>
                <span className="muted">
                  {[entry.filmOn ? `film ${formatDay(entry.filmOn)}` : null, entry.postOn ? `post ${formatDay(entry.postOn)}` : null]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}

function PlanBody({ plan }: { plan: YearPlan }) {
  if (!plan.niche) return <p>Pick your niche in Settings to see its seasonal moments.</p>;
  return (
    <ol className="year-plan__months" aria-label={`12 months from ${formatMonth(plan.from)}`}>
      {plan.months.map((month, index) => (
        <MonthCard key={month.month} month={month} today={plan.today} first={index === 0} />
      ))}
    </ol>
  );
}

/**
 * The year plan: 12 months of the creator's niche's seasonal moments, each with the day to film by
 * and ideas suggested for it (Schedule puts one on the calendar for that day), beside what is
 * already scheduled and posted. Month cards in a grid; one column on a phone.
 */
export function YearPlanView() {
  const [from, setFrom] = useState<string | null>(null);
  const plan = useYearPlan(from);
  const start = plan.data?.from ?? null;
  const current = plan.data?.today.slice(0, 7) ?? null;
  // The route answers 12 months on either side of now: the buttons stop there.
  const canMove = (by: number) =>
    start !== null &&
    current !== null &&
    shiftMonth(start, by) >= shiftMonth(current, -YEAR_PLAN_MONTHS_AROUND) &&
    shiftMonth(start, by) <= shiftMonth(current, YEAR_PLAN_MONTHS_AROUND);

  return (
    <section className="year-plan" aria-labelledby="year-plan-title" aria-busy={plan.isFetching}>
      <div className="year-plan__head">
        <div>
          <h2 id="year-plan-title">Year plan</h2>
          <p className="muted">
            {plan.data?.nicheLabel ? `${plan.data.nicheLabel}: ` : ''}the moments your audience searches for, and when to film for them.
          </p>
        </div>
        {start ? (
          <div className="year-plan__nav" role="group" aria-label="Months shown">
            <Button variant="outline" size="small" disabled={!canMove(-1)} onClick={() => setFrom(shiftMonth(start, -1))}>
              Previous month
            </Button>
            <Button variant="ghost" size="small" onClick={() => setFrom(null)} disabled={from === null}>
              This month
            </Button>
            <Button variant="outline" size="small" disabled={!canMove(1)} onClick={() => setFrom(shiftMonth(start, 1))}>
              Next month
            </Button>
          </div>
        ) : null}
      </div>
      {plan.data ? (
        <PlanBody plan={plan.data} />
      ) : plan.isError ? (
        <p role="alert">{messageOr(plan.error, 'The year plan did not load. Please try again.')}</p>
      ) : (
        <p className="muted">Loading your year...</p>
      )}
    </section>
  );
}
