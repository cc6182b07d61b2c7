/** Global setup of the worker tier: one demo provider over HTTP on a free loopback port. */
import type { TestProject } from 'vitest/node';
import { startDemoProvider } from '../../demo/server.ts';

declare module 'vitest' {
  interface ProvidedContext {
    demoProviderUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // Sunrise's photo-sized pictures are made in the background from the start, so a test that
  // reads a picture's size within the render's budget finds it made (demo/photos.ts).
  const demo = await startDemoProvider({ port: 0, warm: true });
  project.provide('demoProviderUrl', demo.url);
  return () => demo.close();
}
