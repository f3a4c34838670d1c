// The student to prepare with: their profile as they gave it (name, photo, school, class, board, medium, age, location,
// parents, academics).
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionStudent } from '@margdarshak/contracts/api/counsellorWorkspace';
import { studyStageLabels } from '@margdarshak/contracts/api/students';
import { DashboardSection } from '../../../components/DashboardSection';

const parent = (name: string | null, occupation: string | null) => (name ? (occupation ? `${name} (${occupation})` : name) : null);

export function StudentPrepCard({ student }: { student: SessionStudent }) {
  const stage = studyStageLabels({ classLevel: student.classLevel ?? null, board: student.board ?? null, medium: student.medium ?? null });
  const facts: [string, string | null][] = [
    ['School', student.schoolName],
    ['Class or year', stage.classLevel],
    ['Board', stage.board],
    ['Medium', stage.medium],
    ['Age', student.age === null ? null : `${student.age} years`],
    ['Location', student.location],
    ['Father', parent(student.fatherName, student.fatherOccupation)],
    ['Mother', parent(student.motherName, student.motherOccupation)],
  ];
  return (
    <DashboardSection title="The student">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Avatar src={student.profilePhoto ?? undefined} alt={student.profilePhoto ? `Photo of ${student.name}` : ''} sx={{ width: 64, height: 64, bgcolor: 'primary.main' }}>
          {student.name.trim().charAt(0).toUpperCase() || undefined}
        </Avatar>
        <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {student.name}
        </Typography>
      </Stack>
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        {facts.map(([term, value]) => (
          <Stack key={term} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Typography component="dt" color="textSecondary">
              {term}:
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value ?? 'Not given'}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        Academics
      </Typography>
      {student.academics.length === 0 ? (
        <Typography color="textSecondary">The student has not added any marks yet.</Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {student.academics.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: academic rows are addressed by position (academics.N) and shown read-only, whole
            <Typography component="li" key={`${row.grade}-${index}`} sx={{ overflowWrap: 'anywhere' }}>
              {row.grade}: <strong>{row.marks}</strong>
            </Typography>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
