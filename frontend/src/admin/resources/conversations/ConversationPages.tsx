// Reported chats: the booking conversations in which a participant reported a message, the latest report first, and
// each conversation in full with the reports beside their messages. Conversations nobody reported are never listed.
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, List, NumberField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import type { ReportedConversation, ReportedConversationDetail } from '@margdarshak/contracts/api/chat';
import { formatDateTime } from '../../adminFormat';
import { connectionErrorState } from '../../components/ConnectionError';

export function ConversationList() {
  return (
    <List<ReportedConversation>
      {...connectionErrorState}
      sort={{ field: 'lastReportedAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={<Typography sx={{ p: 3 }}>No conversation has been reported.</Typography>}
    >
      <DataTable<ReportedConversation> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col<ReportedConversation> label="Student" disableSort render={(r) => r.studentName} />
        <DataTable.Col<ReportedConversation> label="Counsellor" disableSort render={(r) => r.counsellorName} />
        <DataTable.Col<ReportedConversation> label="Messages" disableSort render={(r) => r.messageCount} />
        <DataTable.Col<ReportedConversation> label="Reports" disableSort render={(r) => r.reportCount} />
        <DataTable.Col<ReportedConversation> source="lastReportedAt" label="Last reported" render={(r) => formatDateTime(r.lastReportedAt)} />
      </DataTable>
    </List>
  );
}

function Messages() {
  const record = useRecordContext<ReportedConversationDetail>();
  // The list's row shows first (react-admin keeps it in its cache) until the whole conversation has loaded.
  const messages: ReportedConversationDetail['messages'] | undefined = record?.messages;
  if (!record || !messages) return null;
  const nameOf = (userId: string) => (userId === record.studentId ? record.studentName : userId === record.counsellorId ? record.counsellorName : userId);
  return (
    <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Conversation">
      {messages.map((message) => (
        <Box component="li" key={message.id} sx={{ listStyle: 'none', p: 1.5, borderRadius: 1, border: 1, borderColor: message.reports.length ? 'error.main' : 'divider' }}>
          <Typography variant="caption" color="textSecondary">
            {nameOf(message.fromUserId)} ({message.fromRole}) · {formatDateTime(message.sentAt)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: message.text === null ? 'italic' : 'normal' }}>
            {message.text ?? 'Removed with its writer’s account'}
          </Typography>
          {message.reports.map((report) => (
            <Alert key={report.byUserId} severity="error" icon={<FlagOutlined fontSize="small" />} sx={{ mt: 1 }}>
              Reported by {nameOf(report.byUserId)} on {formatDateTime(report.at)}
              {report.reason ? `: ${report.reason}` : ''}
            </Alert>
          ))}
        </Box>
      ))}
    </Stack>
  );
}

export function ConversationShow() {
  return (
    // The list's rows prefill the record without its messages: always fetch the whole conversation.
    <Show<ReportedConversationDetail> queryOptions={{ refetchOnMount: 'always' }}>
      <SimpleShowLayout>
        <TextField source="studentName" label="Student" />
        <TextField source="counsellorName" label="Counsellor" />
        <TextField source="bookingId" label="Booking" />
        <NumberField source="reportCount" label="Reports" />
        <Messages />
      </SimpleShowLayout>
    </Show>
  );
}
