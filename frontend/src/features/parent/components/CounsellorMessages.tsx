// Under a child's session on the parent dashboard: the counsellor's messages in the session's chat, read-only, newest
// first. The child's own messages are not shown (nor sent to the parent): they stay between the child and the counsellor.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate, formatTime } from '../../../lib/format';
import { useCounsellorMessages } from '../api/counsellorMessages';

export function CounsellorMessages({ childId, bookingId, childFirstName }: { childId: string; bookingId: string; childFirstName: string }) {
  const messages = useCounsellorMessages(childId, bookingId);
  const shown = messages.data?.pages.flatMap((page) => page.messages) ?? [];
  return (
    <Box component="section" aria-label="Messages from the counsellor" sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h5">
        Messages from the counsellor
      </Typography>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 0.5 }}>
        {childFirstName}’s own messages stay between {childFirstName} and the counsellor.
      </Typography>
      {messages.isPending && <Typography variant="body2">Loading...</Typography>}
      {messages.isError && <Alert severity="error">Failed to fetch messages</Alert>}
      {messages.data && shown.length === 0 && (
        <Typography variant="body2" color="textSecondary">
          No messages from the counsellor yet.
        </Typography>
      )}
      {shown.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {shown.map((message) => (
            <Box component="li" key={message.id} sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: message.text === null ? 'italic' : 'normal' }}>
                {message.text ?? 'This message was removed with the counsellor’s account.'}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {formatDate(message.sentAt)}, {formatTime(message.sentAt)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {messages.hasNextPage && (
        <Button size="small" disabled={messages.isFetchingNextPage} onClick={() => void messages.fetchNextPage()}>
          Show older messages
        </Button>
      )}
    </Box>
  );
}
