import './summary-rows.css';

/** Label/value pairs, the last one emphasised (totals, new balance). */
export function SummaryRows({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <dl className="summary-rows">
      {rows.map(([label, value]) => (
        <div key={label} className="summary-rows__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
