// The back office's Reported chats (ra-data-simple-rest): admins read a booking's conversation only once one of its
// participants has reported a message in it; every other conversation stays between the two of them (404 here).
import Router from '@koa/router';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { ReportedConversation, ReportedConversationDetail } from '@margdarshak/contracts/api/chat';
import { conversationMessages, reportedConversation, reportedConversations } from '@margdarshak/projections/chat/chatQueries';
import { counsellorNames } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { studentNames } from '@margdarshak/projections/students/studentProfilesQueries';
import type { AppDeps } from '../../platform/deps';
import { requireRole } from '../../platform/http/guards';
import { resourceReads } from '../../platform/http/simpleRest';

type Counts = Omit<ReportedConversation, 'studentName' | 'counsellorName'>;

/** The conversations with their people's names as the back office shows them elsewhere. */
async function named(db: Knex, rows: Counts[]): Promise<ReportedConversation[]> {
  const [students, counsellors] = await Promise.all([
    studentNames(
      db,
      rows.map((r) => r.studentId),
    ),
    counsellorNames(
      db,
      rows.map((r) => r.counsellorId),
    ),
  ]);
  return rows.map((r) => ({ ...r, studentName: students.get(r.studentId) ?? 'Deleted student', counsellorName: counsellors.get(r.counsellorId) ?? '' }));
}

export function adminConversationsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await requireRole(deps, 'admin')(ctx, next);
  });
  resourceReads(router, '/conversations', {
    name: 'conversations',
    sortFields: ['lastReportedAt'],
    defaultSort: 'lastReportedAt',
    filter: z.object({}),
    notFound: 'No reported conversation for this booking',
    list: async (query) => {
      const { rows, total } = await reportedConversations(deps.db, { offset: query.range[0], limit: query.range[1] - query.range[0] + 1, order: query.sort.order });
      return { rows: await named(deps.db, rows), total };
    },
    find: async (bookingId): Promise<ReportedConversationDetail | undefined> => {
      const conversation = await reportedConversation(deps.db, bookingId);
      if (!conversation) return undefined;
      const [withNames] = await named(deps.db, [conversation]);
      return withNames && { ...withNames, messages: await conversationMessages(deps.db, bookingId) };
    },
  });
  return router;
}
