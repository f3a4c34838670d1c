// The report's words to a parent (GET /api/reports/{id} answers a linked parent with them): the blocks its PDF is drawn
// from, in order, drawn on screen. Bars and the RIASEC hexagon are drawn as labelled bars, which read the same at 360 px.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportBlock, ReportRun } from '@margdarshak/contracts/api/parentReport';

function Runs({ runs }: { runs: readonly ReportRun[] }) {
  return runs.map((run, i) => {
    const text = run.bold ? <strong>{run.text}</strong> : run.text;
    // biome-ignore lint/suspicious/noArrayIndexKey: runs are a fixed sequence of one paragraph, never reordered
    return <span key={i}>{run.italic ? <em>{text}</em> : text}</span>;
  });
}

function Bar({ label, value, max, valueText }: { label: string; value: number; max: number; valueText: string }) {
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" color="textSecondary">
          {valueText}
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={max > 0 ? Math.min(100, (value / max) * 100) : 0} aria-label={`${label}: ${valueText}`} sx={{ height: 8, borderRadius: 1 }} />
    </Box>
  );
}

function Block({ block }: { block: ReportBlock }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Typography variant="h5" component="h2" sx={{ pt: 2 }}>
          {block.text}
        </Typography>
      );
    case 'subheading':
      return (
        <Typography variant="h6" component="h3">
          {block.text}
        </Typography>
      );
    case 'text':
      return (
        <Typography>
          <Runs runs={block.runs} />
        </Typography>
      );
    case 'list':
      return (
        <Box component={block.numbered ? 'ol' : 'ul'} sx={{ m: 0, pl: 3 }}>
          {block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a list's items are fixed in the document's order
            <Typography component="li" key={i} sx={{ mb: 0.5 }}>
              <Runs runs={item} />
            </Typography>
          ))}
        </Box>
      );
    case 'callout':
      return (
        <Alert severity={block.tone === 'caution' ? 'warning' : 'info'}>
          <Runs runs={block.runs} />
        </Alert>
      );
    case 'bars':
      return (
        <Stack spacing={1}>
          {block.rows.map((row) => (
            <Bar key={row.label} label={row.label} value={row.value} max={row.max} valueText={String(row.value)} />
          ))}
        </Stack>
      );
    case 'radar':
      return (
        <Stack spacing={1} component="figure" sx={{ m: 0 }}>
          <Typography component="figcaption" variant="subtitle2">
            {block.title}
          </Typography>
          {block.axes.map((axis) => (
            <Bar key={axis.letter} label={`${axis.letter} · ${axis.name}`} value={axis.value} max={block.max} valueText={axis.valueText} />
          ))}
        </Stack>
      );
    default: {
      const unknown: never = block;
      return unknown;
    }
  }
}

/**
 * The document without its opening lines (the PDF's first page names the service, the title, the session and the
 * package above its first heading), which the page's own header already shows.
 */
export function withoutOpening(blocks: readonly ReportBlock[]): readonly ReportBlock[] {
  const first = blocks.findIndex((block) => block.kind === 'heading' || block.kind === 'subheading');
  return first > 0 ? blocks.slice(first) : blocks;
}

export function ReportBlocks({ blocks }: { blocks: readonly ReportBlock[] }) {
  return (
    <Stack spacing={2}>
      {withoutOpening(blocks).map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the document's blocks come in a fixed order and never move
        <Block key={i} block={block} />
      ))}
    </Stack>
  );
}
