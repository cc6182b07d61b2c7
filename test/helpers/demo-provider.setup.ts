/** Global setup of the worker tier: one demo provider over HTTP on a free loopback port. */
import type { TestProject } from 'vitest/node';
import { startDemoProvider } from '../../demo/server.ts';

declare module 'vitest' {
  interface ProvidedContext {
    demoProviderUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const demo = await startDemoProvider({ port: 0 });
  project.provide('demoProviderUrl', demo.url);
  return () => demo.close();
}
