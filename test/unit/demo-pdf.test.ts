/**
 * The demo file host's PDFs read as pdf.js (unpdf, as the worker's search reads them) reads them:
 * the text layer holds the lines pdfText promises, Devanagari included; a scan holds none; the
 * file faults fail the way real locked or broken uploads fail.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptedPdf, hugePdf, NOT_A_PDF, pdf, pdfText } from '../../demo/files.ts';
import { fileKeys } from '../../demo/records.ts';
import { startDemoProvider } from '../../demo/server.ts';

async function read(bytes: Uint8Array) {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(document, { mergePages: false });
  return { totalPages, text, lines: text.flatMap((page) => page.split('\n')) };
}

describe('demo PDFs', () => {
  it.each([
    'sunrise/syllabus-0-0.pdf',
    'gyandeep/Scholarships.pdf',
    'sunrise/Schedule Summer 2026 UG.pdf',
    'sunrise/brochure-0.pdf',
    'sunrise/Circular 2.pdf',
    'gyandeep/quick-3.pdf',
  ])('%s: the text layer holds the lines pdfText gives', async (key) => {
    const lines = pdfText(key);
    expect(lines.length).toBeGreaterThan(2);
    expect((await read(pdf(key))).lines).toEqual(lines);
  });

  it('carries words only a reader of the PDF finds', () => {
    expect(pdfText('sunrise/syllabus-0-0.pdf')).toContain(
      'Unit III: Thermodynamics and Chemical Kinetics (15 hours)',
    );
    expect(pdfText('gyandeep/Scholarships.pdf').join(' ')).toMatch(/MahaDBT portal/);
  });

  it.each([
    ['gyandeep/velapatrak-fy-ba.pdf', 'परीक्षार्थींनी ओळखपत्र सोबत आणणे अनिवार्य आहे.'],
    ['sunrise/pariksha-niyamavali.pdf', 'उत्तरपत्रिकेवर आसन क्रमांक स्पष्ट लिहावा.'],
    ['gyandeep/Circular 1.pdf', 'प्रवेश प्रक्रिया: प्रथम वर्ष कला व विज्ञान शाखा २०२६-२७'],
    ['sunrise/Circular 14.pdf', 'पोस्ट-मैट्रिक छात्रवृत्ति के लिए आवेदन महाडीबीटी पोर्टल पर करें।'],
  ])('%s: Devanagari text extracts as the same Unicode', async (key, line) => {
    expect(pdfText(key)).toContain(line);
    expect((await read(pdf(key))).lines).toEqual(pdfText(key));
  });

  it('flows a long document onto more pages', async () => {
    const key = 'sunrise/Manual of Examinations 2025.pdf';
    const { totalPages, lines } = await read(pdf(key));
    expect(totalPages).toBeGreaterThanOrEqual(2);
    expect(lines).toEqual(pdfText(key));
  });

  it('has a scanned document in the data: a picture and no text', async () => {
    const key = [...fileKeys()].find((k) => /scanned/i.test(k))!;
    expect(key).toBe('sunrise/Hall Ticket Instructions (scanned).pdf');
    expect(pdfText(key)).toEqual([]);
    const bytes = pdf(key);
    expect(new TextDecoder().decode(bytes)).toContain('/Subtype /Image');
    const { totalPages, text } = await read(bytes);
    expect(totalPages).toBe(1);
    expect(text.join('').trim()).toBe('');
  });

  it('every PDF key of the named institutes reads back as its pdfText', async () => {
    const keys = [...fileKeys()].filter((k) => k.endsWith('.pdf') && !/^i\d/.test(k));
    expect(keys.length).toBeGreaterThan(50);
    for (const key of keys)
      expect((await read(pdf(key))).lines.filter(Boolean), key).toEqual(pdfText(key));
  });
});

describe('PDF file faults', () => {
  let provider: Awaited<ReturnType<typeof startDemoProvider>>;
  beforeAll(async () => {
    provider = await startDemoProvider({ port: 0 });
  });
  afterAll(() => provider.close());

  const fetchPdf = async (mode: string, count?: number) => {
    await fetch(`${provider.url}/__control/file-faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ faults: [{ pattern: 'Scholarships', mode, count }] }),
    });
    const response = await fetch(`${provider.url}/files/gyandeep/Scholarships.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    return new Uint8Array(await response.arrayBuffer());
  };

  it('encrypted: a password nobody knows', async () => {
    await expect(read(await fetchPdf('encrypted'))).rejects.toMatchObject({
      name: 'PasswordException',
    });
    await expect(read(encryptedPdf('sunrise/Circular 1.pdf'))).rejects.toMatchObject({
      name: 'PasswordException',
    });
  });

  it('broken: bytes that are no PDF', async () => {
    expect(await fetchPdf('broken')).toEqual(NOT_A_PDF);
    await expect(read(NOT_A_PDF)).rejects.toMatchObject({ name: 'InvalidPDFException' });
  });

  it('huge: a valid PDF of `count` pages, 400 without one', async () => {
    const few = await read(await fetchPdf('huge', 12));
    expect(few.totalPages).toBe(12);
    expect(few.lines.slice(0, pdfText('Scholarships').length)).toEqual(pdfText('Scholarships'));
    const document = await getDocumentProxy(hugePdf('gyandeep/Scholarships.pdf', 400));
    expect(document.numPages).toBe(400);
    expect((await getDocumentProxy(await fetchPdf('huge'))).numPages).toBe(400);
  });

  it('other modes still work on PDF keys, and no fault serves the text PDF', async () => {
    await fetch(`${provider.url}/__control/file-faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ faults: [{ pattern: 'Scholarships', mode: 'status500' }] }),
    });
    expect((await fetch(`${provider.url}/files/gyandeep/Scholarships.pdf`)).status).toBe(500);
    await fetch(`${provider.url}/__control/reset`, { method: 'POST' });
    const response = await fetch(`${provider.url}/files/gyandeep/Scholarships.pdf`);
    expect((await read(new Uint8Array(await response.arrayBuffer()))).lines).toEqual(
      pdfText('gyandeep/Scholarships.pdf'),
    );
  });
});
