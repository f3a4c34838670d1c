// The video room on a session page, for its student and its counsellor: Join Session opens the room in a new tab (a
// plain link, so no pop-up blocker stands in the way) and records the entry; before the room opens it says when. While
// the room is closed for a reason the session read gives (the student's parent withdrew consent), it says that instead,
// from 24 hours before the session on.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import type { ReactNode } from 'react';
import { DashboardSection } from '../DashboardSection';
import { serverErrorOf } from '../../lib/apiClient';
import { formatTime } from '../../lib/format';
import { useLanguage, useT } from '../../lib/i18n/useLanguage';
import { useNow } from '../../lib/useNow';
import { sessionRoomMessages } from './messages';
import { useJoinRoom, useSessionRoom } from './roomApi';
import { opensAt, roomStage } from './roomRules';

interface Props {
  session: { id: string; status: string; sessionDate: string };
  /** Who is looking: the text names the other person's part. */
  viewer: 'student' | 'counsellor';
  /** Why the room stays closed whatever the time (`roomClosedMessage` of the session read), or null. */
  closedMessage?: string | null;
  /** More for this viewer under the button (the counsellor's own link). */
  children?: ReactNode;
}

export function SessionRoomCard({ session, viewer, closedMessage = null, children }: Props) {
  const now = useNow(15_000);
  const stage = roomStage(session, now);
  const open = stage === 'open' && !closedMessage;
  const room = useSessionRoom(session.id, open);
  const join = useJoinRoom(session.id);
  const t = useT(sessionRoomMessages);
  const language = useLanguage();
  if (stage === 'over' || session.status !== 'confirmed') return null;
  return (
    <DashboardSection title={t('title')}>
      {stage === 'later' ? (
        <Typography color="textSecondary">{t('later')}</Typography>
      ) : (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {open && room.data ? (
            <Button variant="contained" startIcon={<VideocamOutlined />} href={room.data.url} target="_blank" rel="noopener" onClick={() => join.mutate()}>
              {t('join')}
            </Button>
          ) : (
            <Button variant="contained" startIcon={<VideocamOutlined />} disabled>
              {t('join')}
            </Button>
          )}
          {closedMessage && <Alert severity="warning">{closedMessage}</Alert>}
          {stage === 'soon' && !closedMessage && <Typography color="textSecondary">{t('soon', { time: formatTime(opensAt(session.sessionDate), language) })}</Typography>}
          {open && room.data && (
            <Typography variant="body2" color="textSecondary">
              {t(room.data.provider === 'counsellor_link' ? (viewer === 'student' ? 'opens.counsellorLink' : 'opens.ownLink') : 'opens.jitsi')}
            </Typography>
          )}
          {open && room.isError && <Alert severity="warning">{serverErrorOf(room.error) ?? t('failed')}</Alert>}
        </Stack>
      )}
      {children}
    </DashboardSection>
  );
}
