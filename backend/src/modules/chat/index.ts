// The chat module's public face: other modules, app.ts, the CLIs, seeds and the bench import only this file.
export { adminConversationsRoutes } from './adminConversations.routes';
export { chatRoutes } from './chat.routes';
export { createChatFeed } from './chatFeed';
