/** Plain-text tables for the console. */
export function table(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((c) => (c == null ? '–' : String(c))));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
export const kb = (bytes) => (bytes == null ? null : (bytes / 1024).toFixed(1));
export const ms = (v) => (v == null ? null : String(Math.round(v)));
