/**
 * Which sections of the site an institute has switched on (spec 2.1: `tab_toggle`, and for the
 * About Us entries `about_us_toggle` as well). The one answer for the menus, the sitemap and the
 * routes: a section whose menu is absent has no pages either (its routes answer 404).
 */
import type { LandingControl } from '../provider/schemas/profile';

type Toggles = Pick<LandingControl, 'tab_toggle' | 'about_us_toggle'>;

const menu =
  (name: keyof LandingControl['tab_toggle']) =>
  (lc: Toggles): boolean =>
    lc.tab_toggle[name];
/** An entry of the About Us menu: on when it and the About Us menu are. */
const about =
  (name: keyof LandingControl['about_us_toggle']) =>
  (lc: Toggles): boolean =>
    lc.tab_toggle.about && lc.about_us_toggle[name];

/**
 * The switchable sections and their toggles. Admission and notices have toggles too, but their
 * pages stay whatever the toggle says: the top bar's New Admission and the home page's notice
 * column link to them on every institute (spec 2.1, 2.2); only their menus follow the toggle.
 */
export const SECTIONS = {
  about: menu('about'),
  society: about('about_society'),
  institute: about('institute_profile'),
  administration: about('administration'),
  accreditation: about('accreditation'),
  faculties: about('faculties'),
  governing: about('governing_body'),
  courses: menu('academic_course'),
  departments: menu('department'),
  admission: menu('admission'),
  research: menu('rnd'),
  quality: menu('iqac'),
  committees: menu('committee'),
  examination: menu('examination'),
  notices: menu('notice'),
  alumni: menu('alumni'),
  library: menu('library'),
} as const;
export type Section = keyof typeof SECTIONS;

/** Whether the institute has switched `section` on. */
export const sectionOn = (lc: Toggles, section: Section): boolean => SECTIONS[section](lc);
