/**
 * What the demo's PDF documents say: a title (the file's name) and body lines chosen by what the
 * key names, as an Indian college would publish them. Several words here appear in no title or
 * description the API answers (thermodynamics, MahaDBT, gymkhana, invigilator, turbidity,
 * spectrophotometer, ओळखपत्र...), so only a search that reads inside PDFs finds them.
 */

/** The lines a PDF carries per document kind, by a pattern on its file name (first match wins). */
const DOCUMENTS: [RegExp, string[]][] = [
  // A scan: a picture of a page and no text layer at all.
  [/scanned/i, []],
  [
    /syllabus-\d+-0/i,
    [
      'Board of Studies: First Year syllabus under the National Education Policy 2020',
      'Semester I, major course CHE-101 (4 credits, 60 hours)',
      'Unit I: Atomic Structure and Periodic Properties (15 hours)',
      'Unit II: Chemical Bonding and Molecular Structure (15 hours)',
      'Unit III: Thermodynamics and Chemical Kinetics (15 hours)',
      'Unit IV: Analytical Chemistry and Chromatography (15 hours)',
      'Practical course: volumetric analysis, pH-metry and conductometric titrations',
      'Reference: Puri, Sharma and Pathania, Principles of Physical Chemistry',
      'Evaluation: internal assessment 40 marks, semester-end examination 60 marks',
    ],
  ],
  [
    /syllabus/i,
    [
      'Board of Studies: Second Year syllabus under the National Education Policy 2020',
      'Semester III, major course CHE-201 (4 credits, 60 hours)',
      'Unit I: Quantum Chemistry and Molecular Spectroscopy (15 hours)',
      'Unit II: Electrochemistry and Conductance (15 hours)',
      'Unit III: Coordination Compounds and Crystal Field Theory (15 hours)',
      'Unit IV: Polymers and Green Chemistry (15 hours)',
      'Skill enhancement course: water analysis with a spectrophotometer',
      'Evaluation: internal assessment 40 marks, semester-end examination 60 marks',
    ],
  ],
  [
    /velapatrak/i,
    [
      'परीक्षा वेळापत्रक: प्रथम वर्ष कला (सत्र १)',
      'मराठी: १० मार्च २०२६, सकाळी १०:०० ते १:००',
      'इतिहास: १२ मार्च २०२६, सकाळी १०:०० ते १:००',
      'राज्यशास्त्र: १४ मार्च २०२६, सकाळी १०:०० ते १:००',
      'प्रात्यक्षिक परीक्षा विभागात स्वतंत्रपणे जाहीर केली जाईल.',
      'परीक्षार्थींनी ओळखपत्र सोबत आणणे अनिवार्य आहे.',
    ],
  ],
  [
    /timetable|time table|schedule/i,
    [
      'Semester-end examinations, March-April 2026 (theory and practical)',
      'Semester V theory examination: Organic Chemistry, 9 March 2026, 10:30 to 13:30',
      'Semester V practical examination: Physical Chemistry, 12 March 2026, Laboratory 3',
      'Semester V practical examination: Botany, 13 March 2026, Laboratory 5',
      'Semester III theory examination: Financial Accounting, 16 March 2026, Hall 2',
      'Semester I theory examination: Environmental Studies, 18 March 2026, Hall 1',
      'Candidates must be seated 30 minutes before the paper; the invigilator checks hall tickets.',
      'Any clash of papers must be reported to the examination section by 2 March 2026.',
    ],
  ],
  [
    /niyamavali/i,
    [
      'परीक्षा नियमावली: महाविद्यालयीन परीक्षांसाठी सूचना',
      'परीक्षार्थींनी परीक्षा सुरू होण्यापूर्वी ३० मिनिटे आधी उपस्थित राहावे.',
      'उत्तरपत्रिकेवर आसन क्रमांक स्पष्ट लिहावा.',
      'मोबाईल फोन व इलेक्ट्रॉनिक साधने परीक्षा कक्षात आणण्यास मनाई आहे.',
      'गैरप्रकार आढळल्यास विद्यापीठाच्या नियमांनुसार कारवाई केली जाईल.',
      'पुनर्मूल्यांकनासाठी निकालानंतर १५ दिवसांत अर्ज करावा.',
    ],
  ],
  [
    /lab manual/i,
    [
      'Laboratory manual: experiments, safety rules and the record book',
      'Experiment 1: verify Beer-Lambert law with a spectrophotometer.',
      'Experiment 2: separation of plant pigments by paper chromatography.',
      'Safety: wear an apron and safety goggles; report breakage to the laboratory assistant.',
    ],
  ],
  [
    /manual/i,
    [
      'Manual of Examinations: rules for students, invigilators and the examination section',
      'Chapter 1: Eligibility to appear for semester-end examinations',
      'A student needs 75 per cent attendance in theory and practical courses.',
      'The examination form is filled online and verified by the class teacher.',
      'Chapter 2: Conduct of examinations',
      'The chief conductor appoints one invigilator for every 24 candidates.',
      'Answer books are issued ten minutes before the paper begins.',
      'No candidate may leave the hall during the first hour of a paper.',
      'Chapter 3: Unfair means and malpractice',
      'Copying, impersonation or carrying notes is reported to the unfair means committee.',
      'The committee may cancel the performance of that semester or order rustication.',
      'Chapter 4: Assessment and results',
      'Internal assessment marks are uploaded before the theory examinations begin.',
      'Results are declared within 45 days of the last paper.',
      'Chapter 5: Photocopy and revaluation',
      'A photocopy of the answer book may be requested within 10 days of the result.',
      'Revaluation is applied for within 15 days; the fee is refunded if marks rise by 10 per cent.',
      // Long enough for a second page.
      ...Array.from(
        { length: 40 },
        (_, i) =>
          `Annexure ${i + 1}: form EX-${i + 1}, filled in block letters and signed by the candidate`,
      ),
    ],
  ],
  [
    /pariksha-suchana|exam-form-marathi/i,
    [
      'परीक्षा अर्ज भरण्याची सूचना',
      'सत्र परीक्षेचे अर्ज ऑनलाइन पद्धतीने भरावेत.',
      'अर्ज भरण्याची अंतिम तारीख: २० जानेवारी २०२६ (विलंब शुल्कासह २५ जानेवारी).',
      'परीक्षा शुल्क महाविद्यालयाच्या कार्यालयात भरावे.',
      'प्रात्यक्षिक परीक्षेचे वेळापत्रक विभागाच्या सूचना फलकावर लावले जाईल.',
    ],
  ],
  [
    /exam form|notification/i,
    [
      'Notification: examination forms for the semester-end examinations, March-April 2026',
      'Forms are filled online on the university examination portal from 5 to 20 January 2026.',
      'Late fee of Rs. 100 is charged from 21 to 25 January 2026.',
      'Repeater candidates attach the previous hall ticket and statement of marks.',
      'Students with backlog papers meet the examination section in room 12.',
    ],
  ],
  [
    /scholarship/i,
    [
      'Government scholarships and freeships for the academic year 2025-26',
      'Post-matric scholarship for SC, ST, OBC, VJNT and SBC students: apply on the MahaDBT portal.',
      'Rajarshi Chhatrapati Shahu Maharaj tuition fee scholarship for EWS students.',
      'Documents: income certificate, caste certificate and caste validity certificate,',
      'and a bank account linked to Aadhaar.',
      'Renewal applications are due by 31 December; fresh applications by 15 January.',
      'Minority students may apply on the National Scholarship Portal.',
      'Contact the scholarship section in the administrative building, window 4.',
    ],
  ],
  [
    /anti-ragging/i,
    [
      'Anti-ragging undertaking and measures, as per the UGC Regulations 2009',
      'Ragging in any form is a cognisable offence and leads to suspension or expulsion.',
      'Every student and parent submits an online undertaking at antiragging.in each year.',
      'National anti-ragging helpline: 1800-180-5522 (toll free, round the clock).',
      'The anti-ragging squad visits hostels, the canteen and the bus stop without notice.',
    ],
  ],
  [
    /handbook/i,
    [
      'Student Handbook 2025-26: what every student of the college should know',
      'The identity card is worn on campus and shown at the library and the gymkhana.',
      'Library: a student may borrow three books for fourteen days; the reading hall opens at 8:00.',
      'Gymkhana: indoor games 7:00 to 9:00 and 16:00 to 19:00.',
      'Sports kit is issued at the gymkhana against the identity card.',
      'Uniform is compulsory on Mondays and Thursdays.',
      'Grievances are submitted to the student grievance redressal cell in the online form.',
    ],
  ],
  [
    /prospectus/i,
    [
      'Prospectus 2026-27: courses, intake, eligibility and the admission calendar',
      'B.A., B.Com. and B.Sc. (three-year and four-year honours under NEP 2020)',
      'Eligibility: Higher Secondary Certificate (10+2) of any recognised board',
      'Reserved seats as per the rules of the Government of Maharashtra',
      'Hostel for girls and boys: 120 seats each, mess on campus',
      'Bus concession passes are issued at the office in the first week of July.',
    ],
  ],
  [
    /results/i,
    [
      'Results of the Winter 2025 semester-end examinations (undergraduate)',
      'Seat number, name, SGPA and result (pass, ATKT or fail) per student',
      'Revaluation and photocopy of answer books: apply within ten days of the result',
      'Marksheets are issued at the examination section against the hall ticket.',
    ],
  ],
  [
    /brochure|fee|prospectus/i,
    [
      'Fee structure for the academic year 2026-27 (first year, per annum)',
      'Tuition fee: Rs. 8,500',
      'Laboratory fee: Rs. 1,500 (science courses only)',
      'Gymkhana fee: Rs. 400',
      'Library fee: Rs. 350',
      'University eligibility and enrolment fee: Rs. 560',
      'Fees are paid online; a receipt is issued in the admission portal.',
    ],
  ],
  [
    /leaving certificate|certificate/i,
    [
      'Specimen certificate: issued on request from the office of the principal',
      'Name of the student, date of birth, caste and sub-caste (as per the general register)',
      'Date of admission, progress, conduct and reason for leaving the college',
      'Signed and stamped by the principal and the registrar.',
    ],
  ],
  [
    /^mou/i,
    [
      'Memorandum of Understanding for academic collaboration',
      'Both parties agree to exchange faculty for guest lectures and to host student internships.',
      'Joint research projects and shared use of laboratory instruments by prior permission.',
      'The memorandum is valid for five years and may be renewed by mutual consent.',
    ],
  ],
  [
    /paper-marathi/i,
    [
      'मराठी साहित्यातील ग्रामीण जीवनाचे चित्रण: एक अभ्यास',
      'सारांश: या शोधनिबंधात स्वातंत्र्योत्तर मराठी कादंबरीतील',
      'ग्रामीण जीवनाचा अभ्यास केला आहे.',
      'संदर्भ ग्रंथ व नियतकालिके यांचा आधार घेतला आहे.',
    ],
  ],
  [
    /paper/i,
    [
      'Research paper: predicting crop yield from rainfall and soil data',
      'Abstract: a random forest model predicted the yield of sorghum within 9 per cent.',
      'Keywords: sorghum, soil moisture, rainfall, agro-climatic zone',
    ],
  ],
  [
    /project/i,
    [
      'Minor research project: water quality of the river and of wells near the campus',
      'Parameters tested: pH, turbidity, dissolved oxygen, hardness and nitrates.',
      'Samples from 24 sites were analysed each month from June to February.',
      'Turbidity exceeded the drinking water limit at six sites after the monsoon.',
    ],
  ],
  [
    /naac|iqac|criterion|metric|quality|aqar|nirf|summary|document \d/i,
    [
      'Internal Quality Assurance Cell: self study report data for accreditation',
      'Criterion II: Teaching-Learning and Evaluation, student satisfaction survey analysed',
      'Criterion III: Research, Innovations and Extension, seed money for six projects',
      'Criterion VII: Institutional Values and Best Practices, green audit and energy audit',
      'Annual Quality Assurance Report submitted to the accreditation council in time.',
      'Feedback on the curriculum collected from students, teachers, alumni and employers.',
    ],
  ],
  [
    /minutes|meeting/i,
    [
      "Minutes of the meeting held in the principal's chamber",
      'Members present: the chairperson, the coordinator and five members.',
      'Resolution 1: the calendar of activities for the term was approved.',
      'Resolution 2: a purchase committee will compare three quotations for the equipment.',
      'Resolution 3: the next meeting will review the action taken report.',
    ],
  ],
  [
    /report|workshop/i,
    [
      'Activity report: objectives, participants and outcomes',
      'The resource person spoke on research methodology and the use of reference managers.',
      'Eighty-two students and nine teachers took part; feedback forms were collected.',
      'Outcome: students drafted research proposals for the avishkar research competition.',
    ],
  ],
  [
    /calendar/i,
    [
      'Academic calendar 2026-27',
      'First term begins: 15 June 2026; Diwali vacation: 19 October to 8 November 2026.',
      'Second term begins: 9 November 2026; semester-end examinations from March 2027.',
      'Annual sports meet in December; annual social gathering in January.',
    ],
  ],
  [
    /society-structure/i,
    [
      'Organisation structure of the education society',
      'General body, managing council, local managing committee and the principal.',
      'The college development committee meets twice a year.',
    ],
  ],
  [
    /placements/i,
    [
      'Training and placement cell report',
      'Campus recruitment drive: 14 companies, 126 students placed, highest package Rs. 6.5 lakh.',
      'Aptitude training and mock interviews were held for final year students.',
    ],
  ],
  [
    /nss/i,
    [
      'National Service Scheme: annual special camp report',
      'Seven-day camp in the adopted village: shramdaan, tree plantation and a health check-up.',
      'Volunteers surveyed households on sanitation and digital literacy.',
    ],
  ],
  [
    /^po-/i,
    [
      'Programme outcomes and programme specific outcomes',
      'Apply disciplinary knowledge to solve problems in the laboratory and the field.',
      'Communicate scientific ideas clearly in writing and speech.',
    ],
  ],
  [
    /permission|notice-/i,
    [
      'The department requests permission to conduct the activity on the date proposed.',
      'Venue, resource person and the list of participating students are attached.',
    ],
  ],
  [
    // The forms under the student corner's Scholarships (studentCorner.ts, its first entry).
    /^form-0-|^sc-0-/i,
    [
      'Scholarship application form: attach to the MahaDBT application printout',
      'MahaDBT application ID, name as on Aadhaar, class and category.',
      'Affidavit of family income, countersigned by the parent.',
      'Submit at the scholarship section, window 4, before the last date.',
    ],
  ],
  [
    /attendance/i,
    [
      'Attendance sheet of the participants',
      'Name of the participant, class, roll number and signature.',
      'Certified by the teacher in charge of the activity.',
    ],
  ],
  [
    /^form-|^sc-/i,
    [
      'Application form: to be filled in block letters',
      'Name, class, roll number, mobile number and signature of the student.',
      'Submit the form at the student section with a self-attested copy of the identity card.',
    ],
  ],
];

/** What a circular says, by the topic of the notice that publishes it (fixtures/news.ts). */
const CIRCULARS: Record<string, string[]> = {
  Admission: [
    'Admissions to the first year of degree courses, 2026-27',
    'Online registration on the college admission portal, then document verification in the office.',
    'Merit lists are displayed on the notice board and the website.',
    'Bring the original marksheet, school leaving certificate and two photographs.',
  ],
  Examination: [
    'Internal assessment and semester-end examinations',
    'Unit tests are held in the second week of the month.',
    'Practical journals are certified before the practical examination.',
    'The invigilator collects the answer books at the end of each paper.',
  ],
  Holiday: [
    'The college remains closed on the holiday declared by the state government.',
    'Examinations scheduled on that day are postponed; new dates follow.',
  ],
  Workshop: [
    'Workshop on intellectual property rights and patent filing',
    'Resource persons from the patent information centre; certificates for participants.',
    'Register with the IQAC coordinator by the date given.',
  ],
  Sports: [
    'Inter-collegiate sports competitions: kabaddi, kho-kho, athletics and chess',
    'Selection trials on the college ground; report in sports kit with the identity card.',
  ],
  admissionMarathi: [
    'प्रवेश प्रक्रिया: प्रथम वर्ष कला व विज्ञान शाखा २०२६-२७',
    'ऑनलाइन नोंदणी केल्यानंतर कागदपत्रांची पडताळणी कार्यालयात केली जाईल.',
    'गुणवत्ता यादी सूचना फलकावर प्रसिद्ध केली जाईल.',
  ],
  // The Devanagari notices (every eighth, news.ts DEVANAGARI_TITLES) in the same order.
  devanagari0: [
    'परीक्षा वेळापत्रक: प्रथम सत्र',
    'लेखी परीक्षा १० मार्चपासून; प्रात्यक्षिक परीक्षा प्रयोगशाळेत.',
    'उत्तरपत्रिकेवर आसन क्रमांक लिहावा.',
  ],
  devanagari1: [
    'छात्रवृत्ति आवेदन की अंतिम तिथि',
    'पोस्ट-मैट्रिक छात्रवृत्ति के लिए आवेदन महाडीबीटी पोर्टल पर करें।',
    'आय प्रमाणपत्र और जाति वैधता प्रमाणपत्र संलग्न करें।',
  ],
  devanagari2: [
    'वार्षिक क्रीडा स्पर्धा नोंदणी',
    'कबड्डी, खो-खो व मैदानी स्पर्धांसाठी नावे क्रीडा विभागात नोंदवावीत.',
  ],
  devanagari3: ['पुस्तकालय की नई समय सारणी', 'वाचनालय सुबह ८ बजे से शाम ७ बजे तक खुला रहेगा।'],
};

/** Circular N is notice N-1's document; this mirrors news.ts `noticeTitle` for its topic. */
function circular(key: string, n: number): string[] {
  const i = n - 1;
  if (i === 0 && key.startsWith('gyandeep/')) return CIRCULARS.admissionMarathi;
  if (i % 8 === 5) return CIRCULARS[`devanagari${Math.floor(i / 8) % 4}`];
  const topic = ['Admission', 'Examination', 'Scholarship', 'Holiday', 'Workshop', 'Sports'][i % 6];
  return CIRCULARS[topic] ?? [];
}

/** The file's name as the PDF's title: the key's last segment without `.pdf`. */
const nameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1).replace(/\.pdf$/i, '');

/**
 * The lines a demo PDF of `key` carries, in order: its name, then what its kind of document
 * says (none for a scan). `key` is a file key (`sunrise/Scholarships.pdf`) or just a name.
 */
export function pdfText(key: string): string[] {
  const name = nameOf(key);
  const number = name.match(/^Circular (\d+)$/i);
  const body = number
    ? circular(key, Number(number[1]))
    : (DOCUMENTS.find(([pattern]) => pattern.test(name))?.[1] ?? [
        `${name}: published by the office of the principal.`,
        'For queries contact the office during working hours, 10:00 to 17:00.',
      ]);
  return /scanned/i.test(name) ? [] : [name, ...body];
}
