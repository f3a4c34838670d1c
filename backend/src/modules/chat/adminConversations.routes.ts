// The back office's Reported chats (ra-data-simple-rest): admins read a booking's conversation only once one of its
// participants has reported a message in it; every other conversation stays between the two of them (404 here).
import Router from '@koa/router';
import { z } from 'zod';
import type { ReportedConversationDetail } from '@margdarshak/contracts/api/chat';
import { conversationMessages, reportedConversation, reportedConversations } from '@margdarshak/projections/chat/chatQueries';
import type { AppDeps } from '../../platform/deps';
import { requireRole } from '../../platform/http/guards';
import { resourceReads } from '../../platform/http/simpleRest';

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
    list: (query) => reportedConversations(deps.db, { offset: query.range[0], limit: query.range[1] - query.range[0] + 1 }),
    find: async (bookingId): Promise<ReportedConversationDetail | undefined> => {
      const conversation = await reportedConversation(deps.db, bookingId);
      return conversation && { ...conversation, messages: await conversationMessages(deps.db, bookingId) };
    },
  });
  return router;
}
