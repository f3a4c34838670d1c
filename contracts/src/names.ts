// A person's first name where a page or a mail speaks of them by it: the first word of the name they gave.

/** 'Aditi Sharma' -> 'Aditi'; undefined for a missing or blank name, so each caller says what stands in for it. */
export const firstWordOf = (name: string | null | undefined): string | undefined => name?.trim().split(/\s+/u)[0] || undefined;

/** What a page or a mail calls a child whose name it cannot read. */
export const CHILD_STAND_IN = 'Your child';
