import type { Messages } from '../en/index.ts';

export const quality: Messages['quality'] = {
  titles: {
    iqac: 'IQAC',
    nirf: 'NIRF',
    institutional: 'संस्थात्मक वैशिष्ट्य',
    special: 'विशेष दर्जा',
    aqar: 'AQAR',
    naac: 'NAAC',
  },
  documents: 'दस्तऐवज',
  document: 'दस्तऐवज',
  documentInSentence: 'दस्तऐवज',
  indicator: 'निर्देशक',
  qualityIndicatorFramework: 'गुणवत्ता निर्देशक आराखडा',
  open: (name) => `${name} उघडा`,
  noneInSection: 'येथे अद्याप कोणतेही दस्तऐवज प्रकाशित केलेले नाहीत.',
  noDocuments: 'येथे अद्याप कोणतेही दस्तऐवज नाहीत.',
  noIndicators: 'येथे अद्याप कोणतेही निर्देशक नाहीत.',
  research: {
    title: 'संशोधन व विकास',
    placeholder: (tab) => `${tab} येथे प्रकाशित केले जाईल.`,
    duration: 'कालावधी',
    category: 'वर्ग',
    fundingAgency: 'निधी देणारी संस्था',
    collaboration: 'सहकार्य',
    subject: 'विषय',
    guide: 'मार्गदर्शक',
    untitled: 'शीर्षक नसलेले',
  },
};
