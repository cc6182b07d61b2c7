/** English labels: quality (see ../catalogue.ts): the accreditation sections and R&D. */
export const quality = {
  /** The quality sections' page titles (acronyms stay as they are in every language). */
  titles: {
    iqac: 'IQAC',
    nirf: 'NIRF',
    institutional: 'Institutional Distinctiveness',
    special: 'Special Status',
    aqar: 'AQAR',
    naac: 'NAAC',
  },
  documents: 'Documents',
  /** What a card without a name or file name is called. */
  document: 'Document',
  /** The same, inside a sentence ("Open document"). */
  documentInSentence: 'document',
  indicator: 'Indicator',
  qualityIndicatorFramework: 'Quality Indicator Framework',
  open: (name: string) => `Open ${name}`,
  noneInSection: 'No documents have been published here yet.',
  noDocuments: 'No documents here yet.',
  noIndicators: 'No indicators here yet.',
  research: {
    title: 'Research and Development',
    /** The spec's placeholder line of an R&D tab with nothing in it. */
    placeholder: (tab: string) => `${tab} will be published here.`,
    duration: 'Duration',
    category: 'Category',
    fundingAgency: 'Funding agency',
    collaboration: 'Collaboration',
    subject: 'Subject',
    guide: 'Guide',
    untitled: 'Untitled',
  },
};
