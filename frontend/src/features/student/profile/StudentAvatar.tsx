// The student's photo, or their initials when there is none (the dashboard's profile card and the profile form).
import Avatar from '@mui/material/Avatar';

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

export function StudentAvatar({ name, photo, size = 72 }: { name: string; photo: string | null; size?: number }) {
  return (
    <Avatar src={photo ?? undefined} alt={photo ? `Photo of ${name || 'the student'}` : ''} sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size / 2.6 }}>
      {initialsOf(name) || undefined}
    </Avatar>
  );
}
