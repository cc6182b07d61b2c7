/**
 * The line under a document's name that lets a parent judge it before opening it (issue 42,
 * item 2; decision 093): its kind, its size and, once site search has read it, its page count
 * ("PDF · 1.2 MB · 12 pages"). The facts come from the page's `DocumentFactsProvider`; without
 * one (a fragment) the line says the kind alone.
 */
import { createContext, type ReactNode, use } from 'react';
import type { DocumentFacts, DocumentFactsReader } from '../documents/documentFacts';
import { messages } from '../i18n/catalogue';
import { formatFileSize } from '../i18n/format';
import { plural } from '../i18n/plural';
import { documentKind, isImageFile } from '../lib/files';

const Facts = createContext<DocumentFactsReader | null>(null);

/** Provides the documents' facts to every line beneath it (one reader per request). */
export function DocumentFactsProvider({
  reader,
  children,
}: {
  reader: DocumentFactsReader;
  children: ReactNode;
}) {
  return <Facts value={reader}>{children}</Facts>;
}

/** The parts of the line: kind, size, pages; each only when known. */
function factsParts(fileKey: string, facts: DocumentFacts): string[] {
  const t = messages().common.documents;
  return [
    documentKind(fileKey),
    facts.bytes !== undefined ? formatFileSize(facts.bytes) : '',
    facts.pages !== undefined ? plural(facts.pages, t.pages) : '',
  ].filter(Boolean);
}

/**
 * The facts of the document under `fileKey` as a line (`as` its element: a paragraph under a
 * card's title, a span inside a search result's kind line); nothing for a picture, a key that
 * names no file, or a document nothing is known of.
 */
export function DocumentFactsLine({
  fileKey,
  as = 'p',
  lead = '',
}: {
  fileKey: string | undefined | null;
  as?: 'p' | 'span';
  /** Put before the line when it shows (the search result's " · "). */
  lead?: string;
}) {
  const reader = use(Facts);
  const key = fileKey?.trim();
  if (!key || isImageFile(key)) return null;
  const facts = reader ? use(reader.factsOf(key)) : {};
  const parts = factsParts(key, facts);
  if (parts.length === 0) return null;
  const Line = as;
  return (
    <>
      {lead}
      <Line className="document-facts">{parts.join(' · ')}</Line>
    </>
  );
}
