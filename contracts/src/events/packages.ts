// Package events. Prices are integer paise inside the system.
import { z } from 'zod';
import { packageTypeSchema } from '../api/packages';

const packageFields = {
  packageId: z.uuid(),
  type: packageTypeSchema,
  name: z.string(),
  description: z.string(),
  pricePaise: z.number().int().nonnegative(),
  features: z.array(z.string()),
  highlighted: z.boolean(),
  /** Added with issue 33: absent in earlier events, null when the admin removed them. */
  hindi: z.object({ name: z.string(), description: z.string(), features: z.array(z.string()) }).nullish(),
};

export const packageEvents = {
  PackageCreated: { version: 1, schema: z.object(packageFields) },
  PackageUpdated: { version: 1, schema: z.object(packageFields) },
  PackageDeleted: { version: 1, schema: z.object({ packageId: z.uuid(), type: packageTypeSchema }) },
} as const;

export type PackageCreated = { type: 'PackageCreated'; data: z.infer<typeof packageEvents.PackageCreated.schema> };
export type PackageUpdated = { type: 'PackageUpdated'; data: z.infer<typeof packageEvents.PackageUpdated.schema> };
export type PackageDeleted = { type: 'PackageDeleted'; data: z.infer<typeof packageEvents.PackageDeleted.schema> };
export type PackageEvent = PackageCreated | PackageUpdated | PackageDeleted;
