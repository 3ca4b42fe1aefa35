import { useMemo, useState, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { addDays, type LocalDate } from '#functions/calendar/rules';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { ApiError, messageOr } from '@/lib/api-client';
import { useCalendar, type CalendarDailyIdea, type CalendarEntry } from '../api/list-calendar';
import { useScheduleIdea } from '../api/schedule-idea';
import { useTrayIdeas } from '../api/tray-ideas';
import { browserToday, daysIn, longDay, monthOf, monthTitle, shiftMonth, shortDay, WEEKDAYS, weekOf } from '../dates';
import { EntryDetails } from './entry-details';
import { FeedPanel } from './feed-panel';
import '../calendar.css';

type View = 'month' | 'week' | 'year';
type DayField = 'filmOn' | 'postOn';

/** What a draggable card carries: the idea it moves and which of its days. */
interface DragData {
  readonly ideaId: string;
  readonly title: string;
  readonly field: DayField;
}

const dayId = (date: LocalDate) => `day:${date}`;
const dateOfDay = (id: unknown) => (typeof id === 'string' && id.startsWith('day:') ? id.slice(4) : null);

export interface CalendarTabProps {
  /** The year plan's 12-month view, from the route (another feature): the Year switch shows it. */
  readonly yearView?: ReactNode;
}

/**
 * The content calendar (docs/product-rules.md#content-calendar): a month or a week of filming and
 * posting days. Ideas are scheduled by dragging them from the Unscheduled tray onto a day, and
 * moved between days, with a pointer or the keyboard (Space or Enter picks a card up, the arrows
 * move it a day, or a week in the month, Enter drops it, Escape puts it back), each step announced.
 */
export function CalendarTab({ yearView }: CalendarTabProps) {
  const [view, setView] = useState<View>('month');
  const [anchor, setAnchor] = useState<LocalDate>(browserToday);
  const [selected, setSelected] = useState<string | null>(null);
  const range = view === 'week' ? weekOf(anchor) : monthOf(anchor);
  const calendar = useCalendar(range);
  const tray = useTrayIdeas();
  const schedule = useScheduleIdea();
  const days = useMemo(() => daysIn(range), [range.from, range.to]); // eslint-disable-line react-hooks/exhaustive-deps

  const entries = calendar.data?.entries ?? [];
  const today = calendar.data?.today ?? browserToday();
  const scheduled = new Set(entries.map((entry) => entry.ideaId));
  const trayIdeas = (tray.data?.ideas ?? []).filter((idea) => !scheduled.has(idea.id));
  const selectedEntry = entries.find((entry) => entry.ideaId === selected) ?? null;

  const step = (key: string): number | undefined =>
    view === 'week'
      ? { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[key]
      : { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[key];

  // The arrows move a card a whole day (a week up or down in the month), landing centred on the
  // day so the drop target is never ambiguous; a card from the tray starts on today.
  const coordinateGetter: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
    const move = step(event.code);
    if (move === undefined) return undefined;
    event.preventDefault();
    const from = dateOfDay(context.over?.id);
    const target = from ? addDays(from, move) : days.includes(today) ? today : days[0]!;
    const rect = context.droppableRects.get(dayId(target));
    const size = context.collisionRect;
    if (!rect || !size) return currentCoordinates;
    return { x: rect.left + (rect.width - size.width) / 2, y: rect.top + (rect.height - size.height) / 2 };
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const titleOf = (data: unknown) => (data as DragData | undefined)?.title ?? 'The idea';
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.data.current)}. Use the arrow keys to choose a day, Enter to drop it there, Escape to cancel.`,
    onDragOver: ({ active, over }) => {
      const date = dateOfDay(over?.id);
      return date ? `${titleOf(active.data.current)} is over ${longDay(date)}.` : `${titleOf(active.data.current)} is over no day.`;
    },
    onDragEnd: ({ active, over }) => {
      const date = dateOfDay(over?.id);
      return date ? `${titleOf(active.data.current)} dropped on ${longDay(date)}.` : `${titleOf(active.data.current)} was not moved.`;
    },
    onDragCancel: ({ active }) => `Cancelled. ${titleOf(active.data.current)} was not moved.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    const date = dateOfDay(over?.id);
    const data = active.data.current as DragData | undefined;
    if (!date || !data) return;
    schedule.mutate(
      { ideaId: data.ideaId, [data.field]: date },
      {
        onSuccess: () => setSelected(data.ideaId),
        onError: (error) => {
          const field = error instanceof ApiError ? Object.values(error.fieldErrors ?? {})[0]?.[0] : undefined;
          notify({ title: 'Not moved', description: field ?? messageOr(error, 'Failed to schedule the idea.'), variant: 'destructive' });
        },
      },
    );
  }

  const move = (amount: number) => setAnchor(view === 'week' ? addDays(anchor, 7 * amount) : shiftMonth(anchor, amount));
  const heading = view === 'week' ? `Week of ${longDay(range.from)}` : monthTitle(anchor);

  return (
    <section className="calendar" aria-labelledby="calendar-title">
      <div className="calendar__bar">
        <h2 id="calendar-title">Content calendar</h2>
        <div className="calendar__views" role="group" aria-label="Calendar view">
          {(['month', 'week', ...(yearView ? ['year' as const] : [])] as View[]).map((id) => (
            <Button
              key={id}
              size="small"
              variant={view === id ? 'primary' : 'outline'}
              aria-pressed={view === id}
              onClick={() => setView(id)}
            >
              {id === 'month' ? 'Month' : id === 'week' ? 'Week' : 'Year'}
            </Button>
          ))}
        </div>
      </div>
      {view === 'year' ? (
        yearView
      ) : (
        <DndContext
          sensors={sensors}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To move this idea, press Space or Enter, choose a day with the arrow keys, then press Enter to drop it or Escape to cancel.',
            },
          }}
        >
          <div className="calendar__nav">
            <Button
              size="small"
              variant="outline"
              onClick={() => move(-1)}
              aria-label={view === 'week' ? 'Previous week' : 'Previous month'}
            >
              ‹
            </Button>
            <h3 className="calendar__heading" aria-live="polite">
              {heading}
            </h3>
            <Button size="small" variant="outline" onClick={() => move(1)} aria-label={view === 'week' ? 'Next week' : 'Next month'}>
              ›
            </Button>
            <Button size="small" variant="ghost" onClick={() => setAnchor(today)}>
              Today
            </Button>
          </div>
          <div className={`calendar__grid calendar__grid--${view}`} role="list" aria-label={heading}>
            {view === 'month' &&
              WEEKDAYS.map((name) => (
                <div key={name} className="calendar__weekday" aria-hidden="true">
                  {name}
                </div>
              ))}
            {days.map((date) => (
              <Day
                key={date}
                date={date}
                view={view}
                today={today}
                outside={view === 'month' && date.slice(0, 7) !== anchor.slice(0, 7)}
                entries={entries}
                dailyIdeas={(calendar.data?.dailyIdeas ?? []).filter((idea) => idea.date === date && !scheduled.has(idea.ideaId))}
                onOpen={setSelected}
              />
            ))}
          </div>
          {selectedEntry && <EntryDetails entry={selectedEntry} today={today} onClose={() => setSelected(null)} />}
          <section className="calendar__tray" aria-labelledby="calendar-tray-title">
            <h3 id="calendar-tray-title">Unscheduled</h3>
            <p className="muted">Drag an idea onto the day you will film it, or focus it and press Space.</p>
            {trayIdeas.length === 0 ? (
              <p className="muted">{tray.isPending ? 'Loading your ideas...' : 'Every recent idea is on your calendar.'}</p>
            ) : (
              <ul className="calendar__tray-list">
                {trayIdeas.map((idea) => (
                  <li key={idea.id}>
                    <DraggableCard ideaId={idea.id} title={idea.title} field="filmOn" label={`Day ${idea.dayNumber}`} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </DndContext>
      )}
      <FeedPanel />
    </section>
  );
}

interface DayProps {
  readonly date: LocalDate;
  readonly view: View;
  readonly today: LocalDate;
  readonly outside: boolean;
  readonly entries: readonly CalendarEntry[];
  readonly dailyIdeas: readonly CalendarDailyIdea[];
  readonly onOpen: (ideaId: string) => void;
}

/** One day: a drop target holding the ideas filmed or posted on it, and the daily idea that unlocked on it. */
function Day({ date, view, today, outside, entries, dailyIdeas, onOpen }: DayProps) {
  const { setNodeRef, isOver } = useDroppable({ id: dayId(date) });
  const filming = entries.filter((entry) => entry.filmOn === date);
  const posting = entries.filter((entry) => entry.postOn === date);
  const classes = [
    'calendar__day',
    date === today && 'calendar__day--today',
    outside && 'calendar__day--outside',
    isOver && 'calendar__day--over',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div ref={setNodeRef} role="listitem" className={classes} aria-label={longDay(date)} data-date={date}>
      <p className="calendar__date" aria-hidden="true">
        {view === 'week' ? shortDay(date) : Number(date.slice(8))}
      </p>
      <ul className="calendar__items">
        {filming.map((entry) => (
          <li key={`film-${entry.ideaId}`}>
            <DraggableCard
              ideaId={entry.ideaId}
              title={entry.idea.title}
              field="filmOn"
              label={entry.status === 'planned' ? 'Film' : 'Filmed'}
              tone={entry.status}
              onOpen={() => onOpen(entry.ideaId)}
            />
          </li>
        ))}
        {posting.map((entry) => (
          <li key={`post-${entry.ideaId}`}>
            <DraggableCard
              ideaId={entry.ideaId}
              title={entry.idea.title}
              field="postOn"
              label={entry.status === 'posted' ? 'Posted' : 'Post'}
              tone={entry.status === 'posted' ? 'posted' : 'planned'}
              onOpen={() => onOpen(entry.ideaId)}
            />
          </li>
        ))}
        {dailyIdeas.map((idea) => (
          <li key={`daily-${idea.ideaId}`}>
            <DraggableCard ideaId={idea.ideaId} title={idea.title} field="filmOn" label={`Day ${idea.dayNumber}`} tone="daily" />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface DraggableCardProps {
  readonly ideaId: string;
  readonly title: string;
  readonly field: DayField;
  /** What the card is on this day: "Film", "Posted", "Day 5"... */
  readonly label: string;
  readonly tone?: 'planned' | 'filmed' | 'posted' | 'daily';
  readonly onOpen?: () => void;
}

/** An idea's card: its handle picks it up (pointer or keyboard), its title opens the entry's details. */
function DraggableCard({ ideaId, title, field, label, tone = 'daily', onOpen }: DraggableCardProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `${field}:${ideaId}:${label}`,
    data: { ideaId, title, field } satisfies DragData,
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <div ref={setNodeRef} style={style} className={`calendar-card calendar-card--${tone}${isDragging ? ' calendar-card--dragging' : ''}`}>
      <button type="button" className="calendar-card__handle" aria-label={`Move ${label}: ${title}`} {...attributes} {...listeners}>
        <span aria-hidden="true">⠿</span>
      </button>
      {onOpen ? (
        <button type="button" className="calendar-card__title" onClick={onOpen} aria-label={`${label}: ${title}. Open details`}>
          <span className="calendar-card__label">{label}</span> {title}
        </button>
      ) : (
        <span className="calendar-card__title">
          <span className="calendar-card__label">{label}</span> {title}
        </span>
      )}
    </div>
  );
}
