/** The department tabs that show its site information (one provider read for all of them). */
import { nameFromKey } from '../../lib/files';
import { fileUrl } from '../../lib/url';
import type { DepartmentSite } from '../../provider/schemas/department';
import { Attachments } from '../Attachments';
import { CardTitle } from '../CardTitle';
import { ContactCards, fromContactCard } from '../ContactCards';
import { RichText } from '../RichText';
import { Empty } from '../SectionNotice';
import { SubHeadings } from '../SubHeadings';
import { VisionMission } from '../TextSection';
import type { DepartmentTab } from './DepartmentTab';

export function SiteTab({ tab, site, filesBase }: { tab: DepartmentTab; site: DepartmentSite; filesBase: string }) {
  switch (tab) {
    case 'about':
      return <SubHeadings sections={site.about} filesBase={filesBase} headingLevel={3} empty="Nothing about the department yet." />;
    case 'vision-mission':
      return <VisionMission vision={site.department_vission} mission={site.department_mission} headingLevel={3} />;
    case 'po-pso':
      return <DocumentCards items={site.po_pso.map((p) => ({ id: p._id, title: p.title, description: p.description, attach: p.attach, image: '' }))} filesBase={filesBase} empty="No programme outcomes yet." />;
    case 'message':
      return <HodMessage site={site} filesBase={filesBase} />;
    case 'syllabus':
      return <Attachments items={site.syllabus.map((s, i) => ({ id: s._id || `syllabus-${i + 1}`, name: s.name, fileKey: s.attach }))} filesBase={filesBase} />;
    case 'achievement':
      return <DocumentCards items={site.student_achievements.map((a) => ({ id: a._id, title: a.title, description: a.description, attach: a.attach, image: a.image }))} filesBase={filesBase} empty="No student achievements yet." />;
    case 'contact':
      return <ContactCards contacts={site.department_contact.map(fromContactCard)} />;
    default:
      return null;
  }
}

function HodMessage({ site, filesBase }: { site: DepartmentSite; filesBase: string }) {
  const photo = fileUrl(filesBase, site.sub_heading_image);
  if (!site.department_hod_message && !site.sub_head_title && !photo) return <Empty>No message from the head of department yet.</Empty>;
  return (
    <article className="message">
      {photo && <img src={photo} alt={site.sub_head_title ? `Photo of ${site.sub_head_title}` : 'Head of department'} width="240" height="240" loading="lazy" />}
      <RichText text={site.department_hod_message} empty="" />
      {site.sub_head_title && <p className="signature">{site.sub_head_title}</p>}
    </article>
  );
}

type DocumentCard = { id: string; title: string; description: string; attach: string; image: string };

/** PO/PSO and achievements: a card per entry with its title, description, picture and file; an empty entry is left out. */
function DocumentCards({ items, filesBase, empty }: { items: DocumentCard[]; filesBase: string; empty: string }) {
  const shown = items.flatMap((item) => {
    const card = { item, image: fileUrl(filesBase, item.image), file: fileUrl(filesBase, item.attach) };
    return item.title.trim() || item.description.trim() || card.image || card.file ? [card] : [];
  });
  if (shown.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ul className="cards">
      {shown.map(({ item, image, file }, i) => {
        const title = item.title || nameFromKey(item.attach) || nameFromKey(item.image) || 'Untitled';
        return (
          <li key={item.id || i} className="card">
            {image && <img src={image} alt={title} width="320" height="240" loading="lazy" />}
            <CardTitle alone={!item.description.trim() && !file}>{title}</CardTitle>
            <RichText text={item.description} empty="" />
            {file && (
              <a className="button" href={file} data-file-viewer="" target="_blank" rel="noopener">
                View Details<span className="visually-hidden">: {title}</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
