import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { PageNotFound } from '../errors';
import { type Section, sectionOn } from '../frame/sections';

/**
 * Route middleware: the branded 404 when the institute has switched `section` off. It needs only
 * the frame's core (already being read), so a switched-off page reads nothing of its own.
 */
export const requireSection = (section: Section) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const core = await c.var.frameCore;
    if (!sectionOn(core.profile.landing_control, section)) throw new PageNotFound(section);
    await next();
  });
