import { useId } from 'react';
import { formatKobo } from '../payouts/money-list';
import type { RenewalWeek } from './queries';

const WIDTH = 480;
const HEIGHT = 180;
const AXIS = 22;
const TOP = 18;
const GAP = 6;

const compactNaira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '5 Jan' for a week's Monday (a Lagos date, shown as the date it is). */
export const weekLabel = (weekStart: string) => dayMonth.format(new Date(`${weekStart}T00:00:00Z`));

interface Bar {
  key: string;
  label: string;
  value: number;
  /** The bar's figure as written above it and read out. */
  text: string;
}

/**
 * A small bar chart drawn as SVG, no chart library (the admin chunk stays light). It is one image to assistive
 * technology, named by its caption and summed up in its description; the table beside it carries every figure.
 */
function BarChart({ title, summary, bars }: { title: string; summary: string; bars: Bar[] }) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const slot = WIDTH / Math.max(1, bars.length);
  const plot = HEIGHT - AXIS - TOP;
  return (
    <figure className="membership-chart">
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        preserveAspectRatio="xMidYMid meet"
      >
        <desc id={`${id}-summary`}>{summary}</desc>
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="membership-chart__axis" />
        {bars.map((bar, i) => {
          const height = (bar.value / max) * plot;
          const x = i * slot + GAP / 2;
          const y = HEIGHT - AXIS - height;
          return (
            <g key={bar.key} data-testid="chart-bar" data-value={bar.value}>
              <title>{`${bar.label}: ${bar.text}`}</title>
              <rect x={x} y={y} width={slot - GAP} height={height} className="membership-chart__bar" />
              <text x={x + (slot - GAP) / 2} y={y - 4} textAnchor="middle" className="membership-chart__value">
                {bar.value > 0 ? bar.text : ''}
              </text>
              <text x={x + (slot - GAP) / 2} y={HEIGHT - 6} textAnchor="middle" className="membership-chart__label">
                {bar.label}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/**
 * Renewals by week (issue 36): how many memberships renewed (cycles after the first, by the week their payment
 * settled) and the money they brought, for the weeks the server answers, with the figures in a table.
 */
export function RenewalsChart({ weeks }: { weeks: readonly RenewalWeek[] }) {
  const total = weeks.reduce((sum, w) => sum + w.renewals, 0);
  const amount = weeks.reduce((sum, w) => sum + w.amountKobo, 0);
  const span = weeks.length > 0 ? `the ${weeks.length} weeks from ${weekLabel(weeks[0]?.weekStart ?? '')}` : '';
  return (
    <section className="membership-charts" aria-label="Renewals by week">
      <h2>Renewals by week</h2>
      <div className="membership-charts__pair">
        <BarChart
          title="Renewals"
          summary={`${total} renewals over ${span}`}
          bars={weeks.map((w) => ({
            key: w.weekStart,
            label: weekLabel(w.weekStart),
            value: w.renewals,
            text: String(w.renewals),
          }))}
        />
        <BarChart
          title="Renewal amount"
          summary={`${formatKobo(amount)} of renewals over ${span}`}
          bars={weeks.map((w) => ({
            key: w.weekStart,
            label: weekLabel(w.weekStart),
            value: w.amountKobo,
            text: compactNaira.format(w.amountKobo / 100),
          }))}
        />
      </div>
      <details className="membership-charts__figures">
        <summary>The figures</summary>
        <table>
          <caption>Renewals paid each week (Monday to Sunday, Lagos time)</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">ISO week</th>
              <th scope="col">Renewals</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.weekStart}>
                <th scope="row">{weekLabel(w.weekStart)}</th>
                <td>{w.isoWeek}</td>
                <td>{w.renewals}</td>
                <td>{formatKobo(w.amountKobo)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
