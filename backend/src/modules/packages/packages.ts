// Package use cases: one command each through the handler.
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../platform/deps';
import { handleCommand, type Actor } from '../../platform/commandHandler';
import { evolve, initialState, packageStream } from './package';
import { decide, type PackageCommand, type PackageFields } from './package.decider';

const aggregate = { initialState, evolve };

function run(deps: AppDeps, command: PackageCommand, actor: Actor) {
  return handleCommand(deps, aggregate, packageStream(command.packageId), (state) => decide(command, state), actor);
}

export async function createPackage(deps: AppDeps, fields: PackageFields, actor: Actor, packageId: string = randomUUID()): Promise<string> {
  await run(deps, { type: 'CreatePackage', packageId, fields }, actor);
  return packageId;
}

export const updatePackage = (deps: AppDeps, packageId: string, fields: PackageFields, actor: Actor) => run(deps, { type: 'UpdatePackage', packageId, fields }, actor);

export const deletePackage = (deps: AppDeps, packageId: string, actor: Actor) => run(deps, { type: 'DeletePackage', packageId }, actor);
