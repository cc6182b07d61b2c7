import { describe, expect, it } from 'vitest';
import {
  documentKind,
  fileExtension,
  fileKind,
  fileName,
  IMAGE_EXTENSIONS,
  isImageFile,
  nameFromKey,
} from '../../src/lib/files';

describe('isImageFile', () => {
  it('recognises every image extension of spec 9, in any case', () => {
    expect(IMAGE_EXTENSIONS).toHaveLength(22);
    for (const ext of IMAGE_EXTENSIONS) {
      expect(isImageFile(`photo.${ext}`), ext).toBe(true);
      expect(isImageFile(`PHOTO.${ext.toUpperCase()}`), ext).toBe(true);
    }
  });
  it('treats everything else as a document', () => {
    for (const name of [
      'notice.pdf',
      'report.docx',
      'a.jpg.pdf',
      'README',
      '',
      'jpg',
      'photo.',
      'x.mp4',
      'x.bmp',
    ]) {
      expect(isImageFile(name), name).toBe(false);
    }
    expect(isImageFile(undefined)).toBe(false);
    expect(isImageFile(null)).toBe(false);
  });
  it('reads file keys and URLs, ignoring query, fragment and dots in folders', () => {
    expect(isImageFile('chat-document/abc123.png')).toBe(true);
    expect(isImageFile('https://files.test/Campus%20View%20(1).JPEG?v=2#x')).toBe(true);
    expect(isImageFile('https://files.test/v1.2/notice')).toBe(false);
    expect(isImageFile('https://files.test/notice.pdf?name=x.png')).toBe(false);
  });
});

describe('fileExtension', () => {
  it('is the lower-case text after the last dot of the last segment', () => {
    expect(fileExtension('a/b/Report.Final.PDF')).toBe('pdf');
    expect(fileExtension('folder.d/file')).toBe('');
    expect(fileExtension('  x.webp  ')).toBe('webp');
  });
});

describe('documentKind', () => {
  it('names a document by its extension, and nothing for pictures, pages and unknown kinds', () => {
    expect(documentKind('sunrise/Fee Structure.pdf')).toBe('PDF');
    expect(documentKind('https://h/rules.PDF?x=1#p=2')).toBe('PDF');
    expect(documentKind('a/Form.docx')).toBe('DOCX');
    expect(documentKind('a/photo.jpg')).toBe('');
    expect(documentKind('https://h/page.html')).toBe('');
    expect(documentKind('https://h/timetable')).toBe('');
    expect(documentKind(undefined)).toBe('');
  });
});

describe('fileName', () => {
  it('is the decoded last segment', () => {
    expect(fileName('https://files.test/docs/Fee%20Structure%20(2026).pdf?x=1')).toBe(
      'Fee Structure (2026).pdf',
    );
    expect(fileName('key-without-folder')).toBe('key-without-folder');
    expect(fileName('https://files.test/bad%E0%A4')).toBe('bad%E0%A4');
    expect(fileName('')).toBe('');
  });

  it('ignores trailing slashes and everything from the first ? or #, line breaks too', () => {
    expect(fileName('docs/Rules.pdf///')).toBe('Rules.pdf');
    expect(fileName('docs/Rules.pdf?a=1\n#b')).toBe('Rules.pdf');
    expect(fileExtension('docs/Rules.PDF#x\ny')).toBe('pdf');
  });
});

describe('nameFromKey', () => {
  it('is the last segment without its extension, separators as spaces', () => {
    expect(nameFromKey('sunrise/attendance-0-0.svg')).toBe('attendance 0 0');
    expect(nameFromKey('uploads/1698765432_IMG__2034.JPEG')).toBe('1698765432 IMG 2034');
    expect(nameFromKey('Annual+Report - 2024.pdf')).toBe('Annual Report 2024');
  });
  it('decodes the segment and ignores query, fragment and a trailing slash', () => {
    expect(nameFromKey('https://files.test/docs/Fee%20Structure%20(2026).pdf?x=1#p=2')).toBe(
      'Fee Structure (2026)',
    );
    expect(nameFromKey('sunrise/Minutes%204-0.pdf')).toBe('Minutes 4 0');
    expect(nameFromKey('folder/notice/')).toBe('notice');
    expect(nameFromKey('docs/bad%E0%A4.pdf')).toBe('bad%E0%A4');
  });
  it('keeps dots that are not an extension', () => {
    expect(nameFromKey('a/report.final.v2.docx')).toBe('report.final.v2');
    expect(nameFromKey('a/Circular 1.2')).toBe('Circular 1.2');
    expect(nameFromKey('README')).toBe('README');
  });
  it('is empty when nothing readable is left', () => {
    for (const key of ['', '   ', 'a/.pdf', 'a/--_.pdf', '/', undefined, null])
      expect(nameFromKey(key), String(key)).toBe('');
  });
});

describe('fileKind', () => {
  it('names a file by its extension, upper-cased, and pictures as pictures', () => {
    expect(fileKind('sunrise/Circular%201.pdf', 'application/pdf')).toEqual({
      image: false,
      label: 'PDF',
    });
    expect(fileKind('docs/Rules.DOCX?v=2')).toEqual({ image: false, label: 'DOCX' });
    expect(fileKind('sunrise/poster-1.svg', 'image/svg+xml')).toEqual({ image: true });
  });
  it('falls back on the MIME type when the key says nothing usable, else null', () => {
    expect(fileKind('uploads/8f2c', 'application/pdf')).toEqual({ image: false, label: 'PDF' });
    expect(fileKind('uploads/8f2c', 'IMAGE/JPEG')).toEqual({ image: true });
    expect(fileKind('uploads/8f2c', 'application/octet-stream')).toBeNull();
    expect(fileKind('uploads/a.<b>x')).toBeNull();
    expect(fileKind('uploads/a.toolongext')).toBeNull();
    expect(fileKind('')).toBeNull();
  });
});
