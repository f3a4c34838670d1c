// The reconciliation's figures side by side (issue 31, item 4): per day or month, the log's, the ledger's and the
// gateway's captured, refunded and net amounts, a figure that differs from the log's marked. A table where there is
// room; on a phone a card per period, each source a line, so nothing scrolls sideways.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MoneyFigures } from '@margdarshak/contracts/api/audit';
import { formatExactRupees } from '../adminFormat';
import { useIsPhone } from '../components/useIsPhone';
import { formatDay, monthLabel } from '../../lib/format';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { noMoney, samePaise, sources, type FigureRow, type FigureSource } from './reconciliationRows';

export const sourceNames: Record<FigureSource, string> = { log: 'The log', readModel: 'Ledger', gateway: 'Gateway', adminStats: 'Admin revenue' };
const kinds = ['captured', 'refunded', 'net'] as const;
const kindNames = { captured: 'Captured', refunded: 'Refunded', net: 'Net' } as const;

export const periodLabel = (period: string) => (period.length === 7 ? monthLabel(period) : formatDay(period));

/** A figure that says other than the log's is marked by more than colour: it is bold and says so to a screen reader. */
function Amount({ value, differs }: { value: number; differs: boolean }) {
  return (
    <Box component="span" sx={differs ? { color: 'error.main', fontWeight: 700 } : undefined}>
      {formatExactRupees(value)}
      {differs && <span style={visuallyHidden}> (differs from the log)</span>}
    </Box>
  );
}

interface Props {
  rows: readonly FigureRow[];
  /** Which sources to show, in order (the admin revenue's months have two). */
  shown?: readonly FigureSource[];
  caption: string;
  /** Names each period's row or card for the browser tests. */
  rowTestId: string;
}

const figuresOf = (row: FigureRow, source: FigureSource): MoneyFigures => row.figures[source] ?? noMoney;
/** One figure of a source against the same figure of the log's, to the paisa. */
const differs = (row: FigureRow, source: FigureSource, kind: (typeof kinds)[number]) => source !== 'log' && !samePaise(figuresOf(row, 'log')[kind], figuresOf(row, source)[kind]);

export function ReconciliationFigures({ rows, shown = sources, caption, rowTestId }: Props) {
  const isPhone = useIsPhone();
  if (isPhone) {
    return (
      <Stack spacing={1.5} aria-label={caption} role="list">
        {rows.map((row) => (
          <Paper key={row.period} variant="outlined" sx={{ p: 1.5 }} role="listitem" data-testid={rowTestId}>
            <Typography variant="subtitle2" component="h3">
              {periodLabel(row.period)}
            </Typography>
            {shown.map((source) => (
              <Typography key={source} variant="body2" sx={{ mt: 0.5 }}>
                <strong>{sourceNames[source]}:</strong>{' '}
                {kinds.map((kind, i) => (
                  <span key={kind}>
                    {i > 0 && ', '}
                    {kindNames[kind].toLowerCase()} <Amount value={figuresOf(row, source)[kind]} differs={differs(row, source, kind)} />
                  </span>
                ))}
              </Typography>
            ))}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      {/* Nine figures side by side: narrower padding keeps them in a 1024 px frame (beside the menu at 1280 px). */}
      <Table size="small" aria-label={caption} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2}>Period</TableCell>
            {shown.map((source) => (
              <TableCell key={source} colSpan={3} align="center" sx={{ borderLeft: 1, borderColor: 'divider' }}>
                {sourceNames[source]}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            {shown.flatMap((source) =>
              kinds.map((kind) => (
                <TableCell key={`${source}-${kind}`} align="right" sx={kind === 'captured' ? { borderLeft: 1, borderColor: 'divider' } : undefined}>
                  {kindNames[kind]}
                </TableCell>
              )),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.period} data-testid={rowTestId}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {periodLabel(row.period)}
              </TableCell>
              {shown.flatMap((source) =>
                kinds.map((kind) => (
                  <TableCell key={`${source}-${kind}`} align="right" sx={{ whiteSpace: 'nowrap', ...(kind === 'captured' ? { borderLeft: 1, borderColor: 'divider' } : {}) }}>
                    <Amount value={figuresOf(row, source)[kind]} differs={differs(row, source, kind)} />
                  </TableCell>
                )),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
