import { routeBudgets, type RouteFigures } from './browser-bench.js';
import { benchReport } from '../report-output.js';

const ms = (value: number) => (Number.isNaN(value) ? '–' : String(Math.round(value)));
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const mark = (value: number, budget: number) => `${ms(value)}${value <= budget ? '' : ' ✗'}`;

/**
 * The member's routes as a table (medians; ✗ beside a figure over the budget), then the
 * largest JavaScript files over all the cold visits, by name.
 */
export function reportMemberRoutes(
  figures: RouteFigures[],
  runs: number,
  language: 'en' | 'fr' = 'en',
): void {
  const inLanguage = language === 'fr' ? ', in French (its catalogues fetched too)' : '';
  benchReport.write(
    `\nThe member's path in Chromium at 390 px on a slow link (150 ms, 1.6 Mbit/s down, 750 kbit/s up)${inLanguage}, median of ${runs}; ` +
      `budgets: LCP ≤ ${routeBudgets.lcpColdMs} ms cold and ≤ ${routeBudgets.lcpRepeatMs} ms repeat, usable ≤ ${routeBudgets.usableColdMs} ms cold\n\n` +
      '| route | usable when | LCP cold ms | usable cold ms | app started cold ms | LCP repeat ms | usable repeat ms | JavaScript cold kB (compressed) | files |\n' +
      '|---|---|---:|---:|---:|---:|---:|---:|---:|\n',
  );
  for (const figure of figures) {
    benchReport.write(
      `| ${figure.route.path} | ${figure.route.describes} | ${mark(figure.cold.lcpMs, routeBudgets.lcpColdMs)} | ${mark(figure.cold.usableMs, routeBudgets.usableColdMs)} | ${ms(figure.cold.startedMs)} | ${mark(figure.repeat.lcpMs, routeBudgets.lcpRepeatMs)} | ${ms(figure.repeat.usableMs)} | ${kb(figure.scriptBytes)} | ${figure.scriptFiles} |\n`,
    );
  }
  const largest = new Map<string, number>();
  for (const figure of figures)
    for (const [address, bytes] of figure.scripts) largest.set(address, bytes);
  benchReport.write(
    '\nLargest JavaScript files fetched on these routes (compressed)\n\n| file | kB |\n|---|---:|\n',
  );
  for (const [address, bytes] of [...largest].sort((a, b) => b[1] - a[1]).slice(0, 10))
    benchReport.write(`| ${address} | ${kb(bytes)} |\n`);
}
