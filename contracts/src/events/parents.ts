// A parent's own choices about what we mail them (stream parentsettings-{parentId}). Only a flag: nothing personal.
import { z } from 'zod';

export const parentEvents = {
  /** The parent turned the session reminders about their child's sessions on or off (they are on until chosen). */
  ParentRemindersChosen: { version: 1, schema: z.object({ parentId: z.uuid(), reminders: z.boolean() }) },
} as const;

type EventOf<Type extends keyof typeof parentEvents> = { type: Type; data: z.infer<(typeof parentEvents)[Type]['schema']> };

export type ParentEvent = { [Type in keyof typeof parentEvents]: EventOf<Type> }[keyof typeof parentEvents];
