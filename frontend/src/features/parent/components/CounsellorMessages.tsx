// Under a child's session on the parent dashboard: the counsellor's messages in the session's chat, read-only, newest
// first. The child's own messages are not shown (nor sent to the parent): they stay between the child and the counsellor.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { OwnWords } from '../../../components/shared/OwnWords';
import { formatDate, formatTime } from '../../../lib/format';
import { ownWordsLang } from '../../../lib/i18n/ownWords';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { parentMessages } from '../messages';
import { useCounsellorMessages } from '../api/counsellorMessages';

export function CounsellorMessages({ childId, bookingId, childFirstName }: { childId: string; bookingId: string; childFirstName: string }) {
  const messages = useCounsellorMessages(childId, bookingId);
  const shown = messages.data?.pages.flatMap((page) => page.messages) ?? [];
  const t = useT(parentMessages);
  const language = useLanguage();
  return (
    <Box component="section" aria-label={t('messages.title')} sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h5">
        {t('messages.title')}
      </Typography>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 0.5 }}>
        <OwnWords text={t('messages.private', { name: childFirstName })} words={[childFirstName]} />
      </Typography>
      {messages.isPending && <Typography variant="body2">{t('loading')}</Typography>}
      {messages.isError && <Alert severity="error">{t('messages.failed')}</Alert>}
      {messages.data && shown.length === 0 && (
        <Typography variant="body2" color="textSecondary">
          {t('messages.none')}
        </Typography>
      )}
      {shown.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {shown.map((message) => (
            <Box component="li" key={message.id} sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}>
              <Typography
                variant="body2"
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: message.text === null ? 'italic' : 'normal' }}
                {...(message.text === null ? {} : ownWordsLang(message.text, language))}
              >
                {message.text ?? t('messages.removed')}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {formatDate(message.sentAt, language)}, {formatTime(message.sentAt, language)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {messages.hasNextPage && (
        <Button size="small" disabled={messages.isFetchingNextPage} onClick={() => void messages.fetchNextPage()}>
          {t('messages.older')}
        </Button>
      )}
    </Box>
  );
}
