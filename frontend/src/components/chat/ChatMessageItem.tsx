// One message in the chat panel: the reader's own on the right, the other side's on the left with a Report action.
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDate, formatTime } from '../../lib/format';
import { ownWordsLang } from '../../lib/i18n/ownWords';
import { useLanguage, useT } from '../../lib/i18n/useLanguage';
import { chatMessages } from './messages';
import type { ShownMessage } from './chatLog';

export function ChatMessageItem({ message, mine, senderName, onReport }: { message: ShownMessage; mine: boolean; senderName: string; onReport(): void }) {
  const t = useT(chatMessages);
  const language = useLanguage();
  const sender = mine ? t('item.you') : senderName;
  return (
    <Stack
      component="li"
      direction="row"
      spacing={0.5}
      sx={{ justifyContent: mine ? 'flex-end' : 'flex-start', alignItems: 'flex-start', listStyle: 'none' }}
      aria-label={`${sender}: ${message.text ?? t('item.removedLabel')}`}
    >
      <Box sx={{ maxWidth: '80%', px: 1.5, py: 1, borderRadius: 2, bgcolor: mine ? 'primary.main' : 'action.hover', color: mine ? 'primary.contrastText' : 'text.primary' }}>
        <Typography
          variant="body2"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: message.text === null ? 'italic' : 'normal' }}
          {...(message.text === null ? {} : ownWordsLang(message.text, language))}
        >
          {message.text ?? t('item.removed')}
        </Typography>
        <Typography variant="caption" sx={{ opacity: 0.8 }}>
          <span {...(mine ? {} : ownWordsLang(senderName, language))}>{sender}</span> · {formatDate(message.sentAt, language)}, {formatTime(message.sentAt, language)}
          {message.reportedByMe ? ` · ${t('item.reported')}` : ''}
        </Typography>
      </Box>
      {!mine && !message.reportedByMe && (
        <Tooltip title={t('item.report')}>
          <IconButton size="small" aria-label={t('item.report')} onClick={onReport}>
            <FlagOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
