import type { Analytics } from '../api/get-analytics';
import { formatDay, formatUplift } from '../analytics-format';

const WIDTH = 600;
const HEIGHT = 220;
const PAD = { left: 40, right: 12, top: 12, bottom: 28 };
const DAY_MS = 86_400_000;

/**
 * The last 90 days: one dot per posted video at its posting day, as high as its views a week after
 * posting against the creator's usual (the dashed line at 1×). Drawn by hand (one chart does not
 * need a library); the table beneath says the same for screen readers and small screens.
 */
export function UpliftChart({ chart }: { readonly chart: Analytics['chart'] }) {
  const plotted = chart.points.filter((p) => p.uplift !== null);
  const top = Math.max(2, ...plotted.map((p) => p.uplift!));
  const span = Math.max(1, (Date.parse(chart.to) - Date.parse(chart.from)) / DAY_MS);
  const x = (day: string) => PAD.left + ((Date.parse(day) - Date.parse(chart.from)) / DAY_MS / span) * (WIDTH - PAD.left - PAD.right);
  const y = (uplift: number) => HEIGHT - PAD.bottom - (uplift / top) * (HEIGHT - PAD.top - PAD.bottom);
  const ticks = [0, 1, Math.round(top * 10) / 10].filter((v, i, all) => all.indexOf(v) === i);

  return (
    <figure className="analytics-chart">
      <figcaption className="analytics-chart__caption">Views a week after posting against your usual, last 90 days</figcaption>
      {plotted.length === 0 ? (
        <p className="muted">The chart starts once three of your videos are a week old: it compares each with your usual.</p>
      ) : (
        <svg className="analytics-chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="analytics-chart-summary">
          <title id="analytics-chart-summary">{`${plotted.length} videos; the table below lists each one's figures.`}</title>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                className={tick === 1 ? 'analytics-chart__usual' : 'analytics-chart__grid'}
              />
              <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="analytics-chart__label">
                {`${tick}×`}
              </text>
            </g>
          ))}
          <text x={PAD.left} y={HEIGHT - 8} className="analytics-chart__label">
            {formatDay(chart.from)}
          </text>
          <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" className="analytics-chart__label">
            {formatDay(chart.to)}
          </text>
          {plotted.map((point) => (
            <circle key={point.videoId} cx={x(point.postOn)} cy={y(point.uplift!)} r={6} className="analytics-chart__dot">
              <title>{`${point.title}, posted ${formatDay(point.postOn)}: ${formatUplift(point.uplift!)}`}</title>
            </circle>
          ))}
        </svg>
      )}
      {/* The class on a wrapper: a table laid out at 1 px still takes its columns' width and widens the page. */}
      <div className="sr-only">
        <table>
          <caption>Posted videos of the last 90 days</caption>
          <thead>
            <tr>
              <th scope="col">Posted</th>
              <th scope="col">Idea</th>
              <th scope="col">Views at 7 days</th>
              <th scope="col">Against your usual</th>
            </tr>
          </thead>
          <tbody>
            {chart.points.map((point) => (
              <tr key={point.videoId}>
                <td>{formatDay(point.postOn)}</td>
                <th scope="row">{point.title}</th>
                <td>{point.views === null ? 'not held' : point.views.toLocaleString('en-US')}</td>
                <td>{point.uplift === null ? 'not compared yet' : formatUplift(point.uplift)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
