/**
 * Moved to client/lib/nav.ts (not an island). This re-export keeps the imports in
 * src/components/frame/ (MenuList.tsx, menus.ts) working until they name the new path; then delete.
 */
export type { NavItem } from '../lib/nav.ts';
