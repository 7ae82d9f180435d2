import { formatCentsExact } from '../../../../../domain/money/cents';
import type { BillView } from '../../../../../domain/flight/flight-view';

const QUANTITY_UNIT: Record<BillView['lines'][number]['kind'], string> = {
  time: 'h',
  minimum: 'h',
  fuel_credit: 'gal',
  fee: '',
};

/** A bill's lines (time flown × rate, the minimum's top-up, fuel credit, fees) and its total, as the server worked them out. */
export function BillTable({ bill, caption }: { bill: BillView; caption: string }) {
  return (
    <table className="bill-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col" className="bill-number">
            Qty
          </th>
          <th scope="col" className="bill-number">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {bill.lines.map((line, i) => (
          <tr key={i} className={`bill-line bill-${line.kind}`}>
            <td>{line.description}</td>
            <td className="bill-number">{line.kind === 'fee' ? '' : `${line.quantity.toFixed(1)} ${QUANTITY_UNIT[line.kind]}`}</td>
            <td className="bill-number">{formatCentsExact(line.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Total
          </th>
          <td className="bill-number bill-total">{formatCentsExact(bill.totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
