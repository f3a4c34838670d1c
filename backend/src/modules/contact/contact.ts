// Contact messages: received from anyone (throttled per client), marked handled by an admin.
import { randomUUID } from 'node:crypto';
import type { ContactRequest } from '@margdarshak/contracts/api/contact';
import type { AppDeps } from '../../platform/deps';
import { metadataOf, type Actor } from '../../platform/commandHandler';
import { NotFoundError } from '../../platform/http/errors';

export const contactStream = (messageId: string) => `contact-${messageId}`;

export async function receiveMessage(deps: AppDeps, input: ContactRequest, actor: Actor): Promise<string> {
  const messageId = randomUUID();
  const seal = (text: string) => deps.vault.seal(messageId, text);
  const [name, email, message] = await Promise.all([seal(input.name), seal(input.email), seal(input.message)]);
  const now = deps.clock.now();
  const { position } = await deps.eventStore.appendToStream(
    contactStream(messageId),
    [{ type: 'ContactMessageReceived', data: { messageId, name, email, message }, metadata: metadataOf(actor, now) }],
    { expectedRevision: 'no_stream' },
  );
  await deps.readModels.waitFor(position, { eventTypes: ['ContactMessageReceived'] });
  return messageId;
}

export async function markHandled(deps: AppDeps, messageId: string, handled: boolean, actor: Actor): Promise<void> {
  const history = await deps.eventStore.readStream(contactStream(messageId));
  const last = history.at(-1);
  if (!last) throw new NotFoundError('Message not found');
  const { position } = await deps.eventStore.appendToStream(
    contactStream(messageId),
    [{ type: 'ContactMessageHandled', data: { messageId, handled }, metadata: metadataOf(actor, deps.clock.now()) }],
    { expectedRevision: last.revision },
  );
  await deps.readModels.waitFor(position, { eventTypes: ['ContactMessageHandled'] });
}
