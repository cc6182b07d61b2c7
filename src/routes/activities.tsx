// PLACEHOLDER: being written; replaced by the real module.
import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const activities = new Hono<AppEnv>();
