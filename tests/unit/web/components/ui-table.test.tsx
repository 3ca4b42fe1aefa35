// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from '@/components/ui/badge';
import { Table, type TableColumn } from '@/components/ui/table';

afterEach(cleanup);

interface Charge {
  readonly id: string;
  readonly date: string;
  readonly description: string;
  readonly amount: string;
  readonly status: 'Paid' | 'Failed';
}

const columns: readonly TableColumn<Charge>[] = [
  { id: 'date', header: 'Date', cell: (charge) => charge.date, rowHeader: true },
  { id: 'description', header: 'Description', cell: (charge) => charge.description, wrap: true },
  { id: 'amount', header: 'Amount', cell: (charge) => charge.amount, align: 'end' },
  {
    id: 'status',
    header: 'Status',
    cell: (charge) => <Badge variant={charge.status === 'Paid' ? 'success' : 'danger'}>{charge.status}</Badge>,
  },
];

const charges: readonly Charge[] = [
  { id: 'ch_2', date: 'Feb 1, 2026', description: 'CommentSpark Monthly', amount: '$19.00', status: 'Paid' },
  { id: 'ch_1', date: 'Jan 1, 2026', description: 'CommentSpark Monthly', amount: '$19.00', status: 'Failed' },
];

describe('Table', () => {
  it('is a table named by its caption, with column headers and a header for each row', () => {
    render(
      <Table
        caption="Your charges, newest first"
        columns={columns}
        rows={charges}
        rowKey={(charge) => charge.id}
        empty="No billing history yet"
      />,
    );
    const table = screen.getByRole('table', { name: 'Your charges, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Description', 'Amount', 'Status']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Feb 1, 2026', 'Jan 1, 2026']);
    const firstRow = within(table).getAllByRole('row')[1];
    expect(
      within(firstRow as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['CommentSpark Monthly', '$19.00', 'Paid']);
  });

  it('sits in a named region that can take focus, so its sideways scroll is reachable by keyboard', () => {
    render(<Table caption="Your charges" hideCaption columns={columns} rows={charges} rowKey={(charge) => charge.id} empty="None" />);
    const region = screen.getByRole('region', { name: 'Your charges' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table', { name: 'Your charges' })).toBeTruthy();
    expect(screen.getByText('Your charges').className).toBe('sr-only');
  });

  it('shows the empty state in one row across every column when there are no rows', () => {
    render(<Table caption="Your charges" columns={columns} rows={[]} rowKey={(charge) => charge.id} empty="No billing history yet" />);
    const empty = screen.getByRole('cell', { name: 'No billing history yet' });
    expect(empty.getAttribute('colspan')).toBe(String(columns.length));
    expect(screen.getAllByRole('columnheader')).toHaveLength(columns.length);
  });
});
