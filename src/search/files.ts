/**
 * The files and links the site lists by name, as search entries (issue 30, "Files and quick
 * links by name"): the examination section's documents (manual, schedule, time table,
 * notifications, hall tickets), the home page's quick links (fee structure, academic
 * calendar...) and the student corner's files below its first level (forms, affidavits). Each is
 * found by its title and by the page it belongs to ("Examinations · Time Table", "Quick Links",
 * "Student Corner · Scholarships · Government 1.1"); a stored file opens in the viewer, an
 * http(s) address as a link. Read from the frame's web profile: no read of its own.
 * The page's name, the site's own words, is a `note` key: shown in the visitor's language and
 * found by its words in every language (decision 036); only provider names are text.
 */

import { EXAMINATION_LISTS } from '../frame/examination';
import type { Frame } from '../frame/load';
import { sectionOn } from '../frame/sections';
import { fileTitle, nameFromKey } from '../lib/files';
import { attachmentTarget, hasFile, safeHref } from '../lib/url';
import { TABS } from '../paths';
import type { SearchDoc } from './engine';

const join = (...parts: string[]) => parts.filter((p) => p.trim()).join(' · ');

/**
 * Every named file or link of the examination section, the quick links and the student corner's
 * lower levels.
 */
export function linkedFileDocs(frame: Frame): SearchDoc[] {
  const lc = frame.profile.landing_control;
  const docs: SearchDoc[] = [];
  if (sectionOn(lc, 'examination')) {
    for (const tab of TABS.examination.names)
      for (const [i, item] of lc[EXAMINATION_LISTS[tab]].entries()) {
        const target = attachmentTarget(item.attach);
        if (!target) continue;
        const title =
          item.name.trim() ||
          ('fileKey' in target ? fileTitle('', target.fileKey, '') : nameFromKey(target.href));
        docs.push({
          id: `exam-file:${tab}:${item._id || i}`,
          kind: 'fileKey' in target ? 'document' : 'tab-item',
          title,
          text: '',
          note: `exam:${tab}`,
          ...('fileKey' in target ? { file: target.fileKey } : { href: target.href }),
        });
      }
  }
  for (const [i, link] of lc.home_opener_quick_links.entries()) {
    // As the home page shows them: `typo` YES is a web address, else a stored file.
    const url = link.typo.trim().toUpperCase() === 'YES' ? (safeHref(link.link_images) ?? '') : '';
    const fileKey = !url && hasFile(link.link_images) ? link.link_images : '';
    if (!url && !fileKey) continue;
    docs.push({
      id: `quick-link:${link._id || i}`,
      kind: fileKey ? 'document' : 'tab-item',
      title: link.name.trim() || (fileKey ? fileTitle('', fileKey, '') : new URL(url).hostname),
      text: '',
      note: 'quickLinks',
      ...(fileKey ? { file: fileKey } : { href: url }),
    });
  }
  if (frame.lcid) {
    for (const first of frame.studentCorner)
      for (const second of first.second_level) {
        const files = [
          { entry: second, path: [first.name] },
          ...second.third_level.map((third) => ({ entry: third, path: [first.name, second.name] })),
        ];
        for (const { entry, path } of files)
          if (hasFile(entry.pdf_key))
            docs.push({
              id: `student-corner-file:${entry._id || entry.pdf_key}`,
              kind: 'document',
              title: fileTitle(entry.name, entry.pdf_key, ''),
              text: join(...path),
              note: 'studentCorner',
              file: entry.pdf_key,
            });
      }
  }
  return docs;
}
