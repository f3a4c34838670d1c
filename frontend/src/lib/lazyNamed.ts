import { type ComponentType, lazy } from 'react';

/** A component loaded with its own chunk on first render, from a module that exports it by name. */
export function lazyNamed<Name extends string, Props extends object>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}
