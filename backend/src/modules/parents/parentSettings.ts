// A parent's own settings (stream parentsettings-{parentId}): for now whether the reminders before their child's
// sessions are mailed to them. On until the parent turns them off; a choice that changes nothing appends nothing.
import type { ParentEvent } from '@margdarshak/contracts/events/parents';
import type { ParentSettings } from '@margdarshak/contracts/api/parentDashboard';
import { handleCommand, loadState, type Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';

export const parentSettingsStream = (parentId: string) => `parentsettings-${parentId}`;

const initialSettings: ParentSettings = { reminders: true };

const settingsAggregate = {
  initialState: initialSettings,
  evolve: (state: ParentSettings, event: ParentEvent): ParentSettings => {
    switch (event.type) {
      case 'ParentRemindersChosen':
        return { ...state, reminders: event.data.reminders };
      default: {
        const unknown: never = event.type;
        return unknown;
      }
    }
  },
};

export const parentSettings = (deps: Pick<AppDeps, 'eventStore'>, parentId: string) => loadState(deps.eventStore, settingsAggregate, parentSettingsStream(parentId));

export async function chooseReminders(deps: AppDeps, parentId: string, reminders: boolean, actor: Actor): Promise<ParentSettings> {
  await handleCommand(
    deps,
    settingsAggregate,
    parentSettingsStream(parentId),
    (state): ParentEvent[] => (state.reminders === reminders ? [] : [{ type: 'ParentRemindersChosen', data: { parentId, reminders } }]),
    actor,
  );
  return parentSettings(deps, parentId);
}
