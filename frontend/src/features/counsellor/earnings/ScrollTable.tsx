// A small data table that scrolls sideways inside itself on a narrow screen (the page never does), reachable by keyboard.
// Plain table elements rather than MUI's Table: MUI's would be shared with the back office and so move into the `forms`
// chunk that the sign-in dialogs load on the public pages.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const cells = {
  '& th, & td': { px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'left', verticalAlign: 'middle' },
  '& th': { fontWeight: 600, color: 'text.secondary', fontSize: '0.875rem' },
  '& .num': { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
} as const;

export function ScrollTable({ label, head, children }: { label: string; head: { label: string; numeric?: boolean }[]; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', ...cells }}>
        <thead>
          <tr>
            {head.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? 'num' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Box>
    </Box>
  );
}
