/** English labels: admission (routes/admission.tsx, components/admission; see ../catalogue.ts). */
export const admission = {
  title: 'Admission',
  about: 'About Admission',
  noAbout: 'No admission information yet.',
  aboutUnavailable: 'Admission information',
  contactTitle: 'Admission: Contact Us',
  contactHeading: 'Contact Us',
  contactsUnavailable: 'Admission contacts',
  checklistTitle: 'Admission: Document Checklist',
  checklistHeading: 'Document Checklist',
  checklistUnavailable: 'The document checklist',
  noChecklist: 'No document checklist yet.',
  /** A checklist entry without a title or a file name. */
  document: 'Document',
  viewAttachment: 'View Attachment',
  processTitle: 'Admission: Process',
  scanQr: 'Scan QR-Code',
  qrLanguage: 'QR code language',
  qrLanguages: { english: 'English', hindi: 'Hindi', marathi: 'Marathi' },
  qrUnavailable: 'The QR code',
  qrAlt: (language: string) => `QR code of the admission app (${language})`,
  noQr: (language: string) => `No ${language} QR code yet.`,
  downloadApp: 'Download App',
  newAdmission: 'New Admission',
  applicationsUnavailable: 'Applications',
  detailsUnavailable: 'The application details',
  noDetails: 'No details yet.',
  noneOpen: 'No admissions are open right now.',
  /** A group without a name. */
  applications: 'Applications',
  /** The New Admission page's first line, when the open applications give no one closing date. */
  open: 'Applications are open.',
  /** The same when they all close on one date ("30 Jun 2026", or the admin's own text). */
  openUntil: (date: string) => `Applications are open until ${date}.`,
  /** An application's own closing date, when they differ. */
  lastDate: (date: string) => `Last date to apply: ${date}`,
  /** An application without a name. */
  application: 'Application',
  viewDetails: 'View Details',
  apply: 'Fill Admission',
  /** What the Apply link's hidden text names when the application has no name. */
  anApplication: 'application',
  instructions: 'Instructions',
  noInstructions: 'No instructions yet.',
  downloadBrochure: 'Download Brochure',
};
