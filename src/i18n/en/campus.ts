/**
 * English labels: campus (see ../catalogue.ts): committees, examination, library, galleries,
 * contact, student corner, institute, society and people pages. `shared` holds the labels more
 * than one of them writes; each page's own labels are under its name.
 */
export const campus = {
  shared: {
    designation: 'Designation',
    description: 'Description',
    department: 'Department',
    category: 'Category',
    documents: 'Documents',
    document: 'Document',
    section: 'Section',
    open: (name: string) => `Open ${name}`,
    nothingHere: 'Nothing here yet.',
    viewDetail: 'View Detail',
    photo: 'Photo',
    photoOf: (name: string) => `Photo of ${name}`,
    noMessage: 'No message yet.',
    organisationStructure: 'Organisation Structure',
    organisationStructureOf: (name: string) => `Organisation structure of ${name}`,
    noOrganisationStructure: 'No organisation structure yet.',
    governingBody: 'Governing Body',
    governingBodyCategories: 'Governing body categories',
    governingBodyMembers: 'Governing body members',
    noGoverningBody: 'No governing body yet.',
    noGoverningBodyCategories: 'No governing body categories yet.',
    /** A governing-body member table's caption. */
    members: (category: string) => `Members: ${category}`,
    /** The caption's category when it has no name. */
    governingBodyInSentence: 'governing body',
  },
  committees: {
    title: 'Committees',
    committee: 'Committee',
    none: 'No committees yet.',
    /** The label of one committee's inner tab bar. */
    sections: (committee: string) => `${committee}: sections`,
    about: 'About',
    noAbout: 'Nothing about this committee yet.',
    compositions: 'Compositions',
    membersOf: (committee: string) => `Members of ${committee}`,
    noMembers: 'No members listed yet.',
    meetings: 'Meetings',
    meeting: 'Meeting',
    noMeetings: 'No meetings yet.',
  },
  examination: {
    title: 'Examinations',
    nothingYet: (tab: string) => `${tab}: nothing has been published here yet.`,
  },
  library: {
    title: 'Library',
    noAbout: 'Nothing about the library yet.',
    noRules: 'No rules published yet.',
    noEResources: 'No e-resources yet.',
    eResource: 'E-resource',
  },
  galleries: {
    photoTitle: 'Photo Gallery',
    videoTitle: 'Video Gallery',
    /** The breadcrumb back to a gallery's years. */
    gallery: 'Gallery',
    academicYears: 'Academic years',
    academicYear: 'Academic year',
    all: 'All',
    categories: 'Gallery categories',
    photos: 'Photos',
    videos: 'Videos',
    noGalleries: 'No galleries yet.',
    noPhotos: 'No photos yet.',
    noVideos: 'No videos yet.',
    /** A list's count after its name, by the language's plural rules (`#` is the count). */
    count: {
      photo: { none: 'No photos yet', one: '# photo', other: '# photos' },
      video: { none: 'No videos yet', one: '# video', other: '# videos' },
    },
    /** A picture's name from its list's name and its place ("Annual Day — photo 3 of 12"). */
    pictureName: (list: string, kind: 'photo' | 'video', place: string, count: string) =>
      `${list} — ${kind} ${place} of ${count}`,
    play: (video: string) => `Play ${video}`,
    /** A video tile's visible name, its place in the list (the end of `pictureName`). */
    videoPlace: (place: string, count: string) => `Video ${place} of ${count}`,
    /** A gallery page's title: the gallery and the academic year ("Video Gallery 2025-26"). */
    yearTitle: (gallery: string, year: string) => `${gallery} ${year}`,
  },
  contact: {
    title: 'Contact Us',
    headOffice: 'Head Office',
    /** When the institute gave no address, phone number or email. */
    noDetails: 'No address, phone number or email given yet.',
  },
  studentCorner: {
    title: 'Student Corner',
    none: 'Nothing in the student corner yet.',
  },
  institute: {
    title: 'Institute Profile',
    faculties: 'Faculties',
    staff: 'Staff',
    /** The noun of the staff search's count ("3 of 40 staff match"). */
    staffNoun: 'staff',
    noStaff: 'No staff in this group yet.',
    searchByName: 'Search by name',
    /** The staff list's jump links to each department's rows. */
    departments: 'Departments',
    /** The rows of staff whose department is not given. */
    otherDepartment: 'Other',
    noProfile: 'No institute profile yet.',
    affiliation: 'Affiliation',
    noAffiliations: 'No affiliations yet.',
    /** Who the organisation structure is of when the institute has no name. */
    theInstitute: 'the institute',
  },
  society: {
    title: 'Society',
    about: 'About',
    noAbout: 'Nothing about the society yet.',
    founderMessage: 'Founder Message',
    noFounderMessage: 'No founder message yet.',
    photoOfFounder: 'Photo of the founder',
    theSociety: 'the society',
  },
  people: {
    administration: 'Administration',
    noAdministration: 'No administration details yet.',
    /** The page's title keeps the spec's (and the route's) spelling. */
    accreditationTitle: 'Accrediation',
    accreditation: 'Accreditation',
    noAccreditations: 'No accreditations yet.',
    certificates: 'Certificates',
    certificate: 'Certificate',
    noCertificates: 'No certificates yet.',
  },
};
