/** Global setup of the browser tier: the site served locally as `npm start` serves it. */
import type { TestProject } from 'vitest/node';
import { serveSite } from './serve.ts';

declare module 'vitest' {
  interface ProvidedContext {
    siteOrigin: { port: number; demo: string };
  }
}

export default async function setup(project: TestProject) {
  const site = await serveSite({ state: 'test-browser-state' });
  project.provide('siteOrigin', { port: site.port, demo: site.demo });
  return () => site.close();
}
