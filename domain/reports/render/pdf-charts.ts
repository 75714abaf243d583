import { formatIndian } from '../indian-number.ts';
import type { ChartBlock } from '../report-document.ts';
import { PDF_FONT } from './pdf-fonts.ts';

/**
 * Charts as SVG, which pdfmake draws as vector shapes and text in the PDF (no raster images): crisp
 * at any zoom, and their labels stay searchable text.
 */

export const CHART_COLOURS = ['#1f5f7a', '#6fa8c0', '#d89b2b', '#7a6aa8', '#9aa5ab'];
const FONT = `font-family="${PDF_FONT}"`;
const AXIS = '#8a969c';
const GRID = '#e3e8eb';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A short label for an amount: whole numbers from 100 up, else two decimals, Indian grouping. */
const amount = (value: number) => formatIndian(value, Math.abs(value) >= 100 || value === 0 ? 0 : 2);

/** The smallest 1, 2, 2.5 or 5 x 10^n at or above a value: a round top for an axis. */
function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 2.5, 5, 10].map((m) => m * power).find((top) => top >= value)!;
}

function legend(chart: ChartBlock, x: number, y: number): string {
  let at = x;
  return chart.series
    .map((series, i) => {
      const item =
        `<rect x="${at}" y="${y - 7}" width="8" height="8" fill="${CHART_COLOURS[i % CHART_COLOURS.length]}"/>` +
        `<text x="${at + 12}" y="${y}" ${FONT} font-size="7.5" fill="#333">${escape(series.name)}</text>`;
      at += 24 + series.name.length * 4.2;
      return item;
    })
    .join('');
}

/** Horizontal bars: a row per category, a bar per series, the value at the end of each bar. */
function barChart(chart: ChartBlock, width: number): string {
  const labelWidth = 150;
  const valueWidth = 70;
  const barHeight = 11;
  const gap = 9;
  const top = 20;
  const plot = width - labelWidth - valueWidth;
  const max = Math.max(0, ...chart.series.flatMap((s) => s.values)) || 1;
  const rowHeight = chart.series.length * barHeight + gap;
  const height = top + chart.categories.length * rowHeight + 4;
  const rows = chart.categories.map((category, c) => {
    const y = top + c * rowHeight;
    const bars = chart.series.map((series, s) => {
      const value = series.values[c];
      const length = Math.max(value > 0 ? 0.8 : 0, (value / max) * plot);
      const barY = y + s * barHeight;
      return (
        `<rect x="${labelWidth}" y="${barY}" width="${length.toFixed(2)}" height="${barHeight - 2}" fill="${CHART_COLOURS[s % CHART_COLOURS.length]}"/>` +
        `<text x="${(labelWidth + length + 4).toFixed(2)}" y="${barY + barHeight - 4}" ${FONT} font-size="7" fill="#333">${amount(value)}</text>`
      );
    });
    const labelY = y + (chart.series.length * barHeight) / 2 + 2;
    return `<text x="${labelWidth - 6}" y="${labelY}" ${FONT} font-size="7.5" fill="#222" text-anchor="end">${escape(category)}</text>${bars.join('')}`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    legend(chart, labelWidth, 10) +
    rows.join('') +
    `<line x1="${labelWidth}" y1="${top - 3}" x2="${labelWidth}" y2="${height - 2}" stroke="${AXIS}" stroke-width="0.6"/></svg>`
  );
}

/** Columns per category with the series stacked, a value axis with gridlines, and the column totals on top. */
function stackedColumnChart(chart: ChartBlock, width: number): string {
  const left = 56;
  const right = 8;
  const top = 26;
  const plotHeight = 150;
  const bottom = 22;
  const height = top + plotHeight + bottom;
  const plotWidth = width - left - right;
  const totals = chart.categories.map((_, c) => chart.series.reduce((sum, s) => sum + Math.max(0, s.values[c]), 0));
  const max = niceCeiling(Math.max(0, ...totals));
  const y = (value: number) => top + plotHeight - (value / max) * plotHeight;
  const columnWidth = plotWidth / Math.max(1, chart.categories.length);
  const barWidth = Math.min(34, columnWidth * 0.62);

  const tickDecimals = max >= 100 ? 0 : max >= 10 ? 1 : 2;
  const grid = [0, 0.25, 0.5, 0.75, 1].map((share) => {
    const value = max * share;
    return (
      `<line x1="${left}" y1="${y(value).toFixed(2)}" x2="${width - right}" y2="${y(value).toFixed(2)}" stroke="${share === 0 ? AXIS : GRID}" stroke-width="${share === 0 ? 0.8 : 0.5}"/>` +
      `<text x="${left - 5}" y="${(y(value) + 2.5).toFixed(2)}" ${FONT} font-size="7" fill="#555" text-anchor="end">${formatIndian(value, tickDecimals)}</text>`
    );
  });
  const columns = chart.categories.map((category, c) => {
    const x = left + c * columnWidth + (columnWidth - barWidth) / 2;
    let base = 0;
    const stack = chart.series.map((series, s) => {
      const value = Math.max(0, series.values[c]);
      const rect =
        value > 0
          ? `<rect x="${x.toFixed(2)}" y="${y(base + value).toFixed(2)}" width="${barWidth.toFixed(2)}" height="${(y(base) - y(base + value)).toFixed(2)}" fill="${CHART_COLOURS[s % CHART_COLOURS.length]}"/>`
          : '';
      base += value;
      return rect;
    });
    const centre = (x + barWidth / 2).toFixed(2);
    const total =
      totals[c] > 0
        ? `<text x="${centre}" y="${(y(totals[c]) - 3).toFixed(2)}" ${FONT} font-size="6" fill="#333" text-anchor="middle">${amount(totals[c])}</text>`
        : '';
    return (
      stack.join('') +
      total +
      `<text x="${centre}" y="${top + plotHeight + 11}" ${FONT} font-size="6.5" fill="#333" text-anchor="middle">${escape(category)}</text>`
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    legend(chart, left, 10) +
    grid.join('') +
    columns.join('') +
    '</svg>'
  );
}

export function chartSvg(chart: ChartBlock, width: number): string {
  return chart.chart === 'bar' ? barChart(chart, width) : stackedColumnChart(chart, width);
}
