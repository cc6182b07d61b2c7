/**
 * What shared components show when the provider leaves something out: a file sent without a name
 * is named after its key (nameFromKey), and a heading with nothing under it is left out.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocumentChecklist } from '../../src/components/admission/Admission';
import { Footer } from '../../src/components/frame/Footer';
import { fileOrLink } from '../../src/components/frame/menus';
import { AccreditationDetail } from '../../src/components/people/Profiles';
import { cardTabs, QualityList, QualityTabContent } from '../../src/components/quality/QualityTree';
import type { QualityCard } from '../../src/provider/schemas/quality';

const FILES = 'https://files.test';
const card = (name: string, pdfKey: string, children: QualityCard[] = []): QualityCard => ({ _id: 'a'.repeat(24), name, pdf_key: pdfKey, is_nested: children.length > 0, children });

describe('files sent without a name', () => {
  it('quality cards, tabs and tab headings are named after their file', () => {
    const unnamed = card('', 'sunrise/criterion_1-2.pdf');
    expect(renderToString(<QualityList cards={[unnamed]} ctx={{ filesBase: FILES, qif: null }} />)).toContain('>criterion 1 2</a>');
    expect(cardTabs([unnamed], FILES, (id) => `/x/${id}`, null, (raw) => raw).tabs[0].label).toBe('criterion 1 2');
    const tab = renderToString(<QualityTabContent tab={card('', 'sunrise/aqar-2023_24.pdf', [card('Criterion 1', 'c.pdf')])} ctx={{ filesBase: FILES, qif: null }} />);
    expect(tab).toContain('<h2 id="quality-tab-heading">aqar 2023 24</h2>');
  });

  it('menu entries with a file are named after it', () => {
    expect(fileOrLink('', 'sunrise/Fee%20Structure-2026.pdf', undefined, FILES).label).toBe('Fee Structure 2026');
    expect(fileOrLink('Rules', 'sunrise/x.pdf', undefined, FILES).label).toBe('Rules');
  });

  it('checklist entries and certificates are named after their attachment', () => {
    const checklist = renderToString(<DocumentChecklist items={[{ _id: 'c', title: '', description: 'Bring two copies.', attachment: 'sunrise/leaving_certificate.pdf' }]} filesBase={FILES} />);
    expect(checklist).toContain('<summary>leaving certificate</summary>');
    const item = { _id: 'n', name: 'NAAC', about: 'Accredited.', image: '', combined: [{ _id: 'x', c_name: '', c_attach: 'sunrise/naac-certificate.pdf' }] };
    expect(renderToString(<AccreditationDetail item={item} filesBase={FILES} />)).toContain('<h3>naac certificate</h3>');
  });
});

describe('headings with nothing under them', () => {
  const footer = { howToReach: '', social: [], usefulLinks: [], address: '', phone: '', email: '', year: 2026 };
  const headings = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);

  it('footer: blank text and links without a label make no area; the copyright line stays', () => {
    const html = renderToString(<Footer {...footer} howToReach={'  \n '} usefulLinks={[{ label: ' ', href: 'https://ugc.gov.in/' }]} />);
    expect(headings(html)).toEqual(['Internal Links']);
    expect(html).toContain('class="copyright"');
  });

  it('footer: one contact detail is enough for Contact Us, and a labelled link for Useful Links', () => {
    const html = renderToString(<Footer {...footer} email="office@x.edu" usefulLinks={[{ label: '', href: 'https://a.test/' }, { label: 'UGC', href: 'https://ugc.gov.in/' }]} />);
    expect(headings(html)).toEqual(['Useful Links', 'Internal Links', 'Contact Us']);
    expect(html).toContain('href="mailto:office@x.edu"');
    expect(html).not.toContain('href="https://a.test/"');
  });
});
