// An answer set must answer every item of its test exactly once with 1 to 5: a missing, extra or out-of-range answer
// is a 400 that names the item.
import { z } from 'zod';

export function answerSet(itemIds: readonly string[]) {
  const known = new Set(itemIds);
  return z
    .object({ answers: z.record(z.string(), z.unknown(), 'Send answers as {itemId: value}'), age: z.number().int().min(5).max(120).optional(), reportLanguage: z.string().max(10).optional() })
    .superRefine(({ answers }, ctx) => {
      for (const id of itemIds) {
        if (!(id in answers)) ctx.addIssue({ code: 'custom', path: ['answers', id], message: `Answer missing for item ${id}` });
      }
      for (const [id, value] of Object.entries(answers)) {
        if (!known.has(id)) ctx.addIssue({ code: 'custom', path: ['answers', id], message: `Unknown item ${id}` });
        else if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5) {
          ctx.addIssue({ code: 'custom', path: ['answers', id], message: `Answer for item ${id} must be a whole number from 1 to 5` });
        }
      }
    })
    .transform((body) => ({ ...body, answers: body.answers as Record<string, number> }));
}
