import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import type { AmbassadorPortal } from '../api/get-portal';
import { formatCount, formatMoney } from '../portal-format';

function Figure({ title, value, note }: { readonly title: string; readonly value: ReactNode; readonly note?: ReactNode }) {
  return (
    <Card as="li" titleAs="h3" title={title} className="portal-figure">
      <p className="portal-figure__value">{value}</p>
      {note !== undefined ? <p className="portal-figure__note">{note}</p> : null}
    </Card>
  );
}

/** The figures as cards, each named by its title (an h3 under the section's h2). */
export function PortalFigures({ portal }: { readonly portal: AmbassadorPortal }) {
  const { clicks, commissions } = portal;
  return (
    <section className="portal-section" aria-labelledby="portal-figures-title">
      <h2 id="portal-figures-title" className="portal-section__title">
        Your figures
      </h2>
      <ul className="portal-figures">
        <Figure title="Clicks" value={formatCount(clicks.total)} note={`${formatCount(clicks.last30Days)} in the last 30 days`} />
        <Figure title="Sign-ups" value={formatCount(portal.signups)} />
        <Figure title="Trials" value={formatCount(portal.trials)} />
        <Figure title="Paying subscribers" value={formatCount(portal.payingSubscribers)} />
        <Figure
          title="Commissions pending"
          value={formatMoney(commissions.pendingCents)}
          note={`Held ${portal.holdDays} days after each payment`}
        />
        <Figure title="Commissions due" value={formatMoney(commissions.dueCents)} note="Paid in the next monthly payout" />
        <Figure title="Commissions paid" value={formatMoney(commissions.paidCents)} />
      </ul>
      <ClicksByDay byDay={clicks.byDay} />
    </section>
  );
}

/** Thirty small bars, one a day, oldest first; the table beneath the picture is for screen readers. */
function ClicksByDay({ byDay }: { readonly byDay: AmbassadorPortal['clicks']['byDay'] }) {
  const most = Math.max(1, ...byDay.map((day) => day.clicks));
  return (
    <figure className="portal-clicks">
      <figcaption className="portal-clicks__caption">Clicks per day, last 30 days</figcaption>
      <ol className="portal-clicks__bars" aria-hidden="true">
        {byDay.map((day) => (
          <li
            key={day.date}
            className="portal-clicks__bar"
            title={`${day.date}: ${day.clicks}`}
            style={{ blockSize: `${Math.max(2, (day.clicks / most) * 100)}%` }}
          />
        ))}
      </ol>
      <table className="sr-only">
        <caption>Clicks per day, last 30 days</caption>
        <tbody>
          {byDay.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{day.clicks}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
