// A result's career suggestions under their heading, as chips (the Holland code and MI results both list them).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function CareerChips({ title, careers }: { title: string; careers: readonly string[] }) {
  return (
    <Box>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {careers.map((career) => (
          <Chip key={career} label={career} variant="outlined" />
        ))}
      </Stack>
    </Box>
  );
}
