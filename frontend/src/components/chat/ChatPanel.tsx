// A booking's chat on the student's and the counsellor's session pages: the newest messages (earlier ones on demand),
// new ones live through the stream, a box to write in (or, once the chat is closed, the line saying why), and a Report
// action on the other side's messages. Reading the panel marks the other side's messages read.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX, sendChatMessageRequest } from '@margdarshak/contracts/api/chat';
import { DashboardSection } from '../DashboardSection';
import { ApiError, fieldIssuesOf, serverErrorOf } from '../../lib/apiClient';
import { useApiMessages } from '../../lib/i18n/apiMessages';
import { useT } from '../../lib/i18n/useLanguage';
import { useToast } from '../../lib/toastContext';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { fetchChatPage, useChatMessages } from './api/chatMessages';
import { useMarkChatRead } from './api/markChatRead';
import { useReportChatMessage } from './api/reportChatMessage';
import { useSendChatMessage } from './api/sendChatMessage';
import { ChatMessageItem } from './ChatMessageItem';
import { compareMessages, mergeMessages, newestFromOthers, type ShownMessage } from './chatLog';
import { chatMessages } from './messages';
import { ReportMessageDialog } from './ReportMessageDialog';
import { STOPPED_MESSAGE } from './streamFailure';
import { useChatStream } from './useChatStream';
import { usePageVisible } from './usePageVisible';

export interface ChatPanelProps {
  bookingId: string;
  userId: string;
  /** Who the reader talks to ('Chat with …'). */
  otherName: string;
  /** After the reader's unread messages drop (refresh the badges). */
  onRead?: () => void;
}

export function ChatPanel({ bookingId, userId, otherName, onRead }: ChatPanelProps) {
  const page = useChatMessages(bookingId);
  const [log, setLog] = useState<ShownMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [text, setText] = useState('');
  const [reporting, setReporting] = useState<string | undefined>();
  const send = useSendChatMessage(bookingId);
  const report = useReportChatMessage(bookingId);
  const markRead = useMarkChatRead(bookingId, onRead);
  const toast = useToast();
  const t = useT(chatMessages);
  const say = useApiMessages();
  const lastMarked = useRef<string | undefined>(undefined);
  const list = useRef<HTMLUListElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!page.data) return;
    setLog((current) => mergeMessages(current, page.data.messages));
    setHasMore(page.data.hasMore);
    lastMarked.current ??= page.data.readUpTo ?? undefined;
  }, [page.data]);
  // Screen readers hear a message as it arrives from the other side, not every message an older page adds to the list.
  const [announced, setAnnounced] = useState('');
  const stream = useChatStream(bookingId, page.data?.lastEventId, (message) => {
    setLog((current) => mergeMessages(current, [message]));
    if (message.fromUserId !== userId && message.text) setAnnounced(`${otherName}: ${message.text}`);
  });

  const newest = newestFromOthers(log, userId);
  const visible = usePageVisible();
  useEffect(() => {
    // A message arriving in a tab nobody looks at stays unread until the tab is looked at. Read up to a later message
    // already (one's own answer counts as reading what came before it), there is nothing to mark.
    if (!visible || !newest) return;
    const marked = log.find((message) => message.id === lastMarked.current);
    if (newest.id === lastMarked.current || (marked && compareMessages(newest, marked) <= 0)) return;
    lastMarked.current = newest.id;
    markRead.mutate(newest.id);
  }, [log, newest, markRead, visible]);
  const loaded = Boolean(page.data);
  useEffect(() => {
    // Opened from 'Chat with counsellor' (…#chat): bring the panel into view once it has content.
    if (loaded && window.location.hash === '#chat') document.getElementById('chat')?.scrollIntoView?.({ block: 'start' });
  }, [loaded]);
  const newestId = log.at(-1)?.id;
  useEffect(() => {
    // The list scrolls to its newest message; the page itself stays where the reader has it.
    const shown = list.current;
    if (newestId && shown) shown.scrollTop = shown.scrollHeight;
  }, [newestId]);

  const issue = text === '' ? undefined : sendChatMessageRequest.safeParse({ text }).error?.issues[0]?.message;
  const problem = issue === undefined ? undefined : say(issue);
  const submit = () => {
    if (!text.trim() || problem || send.isPending) return;
    send.mutate(text, {
      onSuccess: (message) => {
        setText('');
        setLog((current) => mergeMessages(current, [message]));
      },
      onError: (error) => {
        toast.error(t('toast.notSent'), fieldIssuesOf(error).text ?? serverErrorOf(error) ?? t('toast.tryAgain'));
        // Closed meanwhile (cancelled, or the parent withdrew consent): read the page again to show why in place of the box.
        if (error instanceof ApiError && error.status === 409) void page.refetch();
      },
    });
  };
  const loadOlder = async () => {
    const first = log[0];
    if (!first) return;
    setLoadingOlder(true);
    try {
      const older = await fetchChatPage(bookingId, first.id);
      setLog((current) => mergeMessages(current, older.messages));
      setHasMore(older.hasMore);
    } catch {
      toast.error(t('toast.olderFailed'), t('toast.tryAgain'));
    } finally {
      setLoadingOlder(false);
    }
  };
  // 'Try again' goes away with its line: focus moves to where the chat goes on, the box to write in (or the messages).
  const tryAgain = () => {
    stream.retry();
    (box.current ?? list.current)?.focus();
  };
  const reportNow = (reason: string) => {
    if (!reporting) return;
    const messageId = reporting;
    report.mutate(
      { messageId, reason },
      {
        onSuccess: (answer) => {
          setReporting(undefined);
          setLog((current) => current.map((m) => (m.id === messageId ? { ...m, reportedByMe: true } : m)));
          toast.success(t('toast.reported'), answer.message);
        },
        onError: (error) => toast.error(t('toast.reportFailed'), serverErrorOf(error) ?? t('toast.tryAgain')),
      },
    );
  };

  return (
    <DashboardSection title={t('title', { name: otherName })}>
      <div aria-live="polite" style={visuallyHidden}>
        {announced}
      </div>
      {page.isError ? (
        <Alert severity="warning">{t('loadFailed')}</Alert>
      ) : !page.data ? (
        <Skeleton variant="rounded" height={160} aria-label={t('loadingChat')} />
      ) : (
        <Stack spacing={1.5}>
          {hasMore && (
            <Button size="small" onClick={() => void loadOlder()} disabled={loadingOlder} sx={{ alignSelf: 'center' }}>
              {loadingOlder ? t('loadingOlder') : t('showEarlier')}
            </Button>
          )}
          <Stack component="ul" ref={list} tabIndex={-1} spacing={1} aria-label={t('messages')} sx={{ m: 0, p: 0, maxHeight: 420, overflowY: 'auto' }}>
            {log.length === 0 && (
              <Typography component="li" color="textSecondary" sx={{ listStyle: 'none', textAlign: 'center', py: 2 }}>
                {t(page.data?.closed ? 'none.closed' : 'none.open')}
              </Typography>
            )}
            {log.map((message) => (
              <ChatMessageItem key={message.id} message={message} mine={message.fromUserId === userId} senderName={otherName} onReport={() => setReporting(message.id)} />
            ))}
          </Stack>
          {stream.state === 'reconnecting' && (
            <Typography variant="caption" color="textSecondary">
              {t('reconnecting')}
            </Typography>
          )}
          {stream.state === 'stopped' && (
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={tryAgain}>
                  {t('tryAgain')}
                </Button>
              }
            >
              {stream.problem === STOPPED_MESSAGE ? t('stopped') : stream.problem}
            </Alert>
          )}
          {page.data.closed ? (
            <Alert severity="info">{page.data.closedMessage ?? t('closed')}</Alert>
          ) : (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                inputRef={box}
                label={t('write')}
                multiline
                maxRows={5}
                fullWidth
                size="small"
                value={text}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                    event.preventDefault();
                    submit();
                  }
                }}
                error={Boolean(problem)}
                helperText={problem ?? `${text.trim().length.toLocaleString('en-IN')} / ${CHAT_MESSAGE_MAX.toLocaleString('en-IN')}`}
              />
              <Button variant="contained" onClick={submit} disabled={send.isPending || !text.trim() || Boolean(problem)}>
                {t('send')}
              </Button>
            </Stack>
          )}
        </Stack>
      )}
      <ReportMessageDialog key={reporting ?? 'none'} open={reporting !== undefined} pending={report.isPending} onClose={() => setReporting(undefined)} onReport={reportNow} />
    </DashboardSection>
  );
}
