import type { StatsMonth } from '@glouton/core/schemas';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatShortMonth } from '../stats-format';

// uPlot (a small, maintained canvas chart) lives in this chunk only, fetched once the Bilan is drawn:
// never in the first load of `/` or `/login` (docs/decisions/0044).

const HEIGHT = 220;

/** The theme's colours, read when drawing: the dark theme has its own. */
function colours() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    eaten: read('--color-brand') || '#49a078',
    discarded: read('--color-danger') || '#ac3931',
    text: read('--color-muted') || '#4a5f66',
    grid: read('--color-line') || '#cbd8d3',
  };
}

function options(months: readonly StatsMonth[], width: number): uPlot.Options {
  const colour = colours();
  const indexes = months.map((_, index) => index);
  const axisFont = '600 12px "Nunito Variable", sans-serif';
  // Two bars per month, side by side: eaten left of the month's tick, thrown away right of it.
  const bars = (align: -1 | 1) => uPlot.paths.bars?.({ size: [0.36, 36], align, radius: 0.2 });
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      x: { time: false, range: [-0.5, months.length - 0.5] },
      y: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
    },
    axes: [
      {
        stroke: colour.text,
        font: axisFont,
        grid: { show: false },
        ticks: { show: false },
        splits: () => indexes,
        values: (_chart, splits) => splits.map((split) => formatShortMonth(months[split]?.month ?? '')),
      },
      {
        stroke: colour.text,
        font: axisFont,
        size: 36,
        grid: { stroke: colour.grid, width: 1 },
        ticks: { show: false },
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000],
      },
    ],
    series: [
      {},
      { label: 'Mangés', fill: colour.eaten, stroke: colour.eaten, width: 0, paths: bars(-1), points: { show: false } },
      {
        label: 'Jetés',
        fill: colour.discarded,
        stroke: colour.discarded,
        width: 0,
        paths: bars(1),
        points: { show: false },
      },
    ],
  };
}

/**
 * Six months (or more) of units eaten and thrown away, as bars. Decorative for screen readers: the
 * table « Mois par mois » says the same figures. Follows its container's width.
 */
export default function TrendChart({ months }: { months: readonly StatsMonth[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      months.map((_, index) => index),
      months.map((month) => month.eaten),
      months.map((month) => month.discarded),
    ];
    const chart = new uPlot(options(months, element.clientWidth), data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [months]);
  return <div ref={box} className="w-full" style={{ minHeight: HEIGHT }} />;
}
