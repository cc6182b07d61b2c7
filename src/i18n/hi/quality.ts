import type { Messages } from '../en/index.ts';

export const quality: Messages['quality'] = {
  titles: {
    iqac: 'IQAC',
    nirf: 'NIRF',
    institutional: 'संस्थागत विशिष्टता',
    special: 'विशेष दर्जा',
    aqar: 'AQAR',
    naac: 'NAAC',
  },
  documents: 'दस्तावेज़',
  document: 'दस्तावेज़',
  documentInSentence: 'दस्तावेज़',
  indicator: 'संकेतक',
  qualityIndicatorFramework: 'गुणवत्ता संकेतक ढाँचा',
  open: (name) => `${name} खोलें`,
  noneInSection: 'यहाँ अभी तक कोई दस्तावेज़ प्रकाशित नहीं किया गया है।',
  noDocuments: 'यहाँ अभी कोई दस्तावेज़ नहीं है।',
  noIndicators: 'यहाँ अभी कोई संकेतक नहीं है।',
  research: {
    title: 'अनुसंधान एवं विकास',
    placeholder: (tab) => `${tab} यहाँ प्रकाशित किए जाएँगे।`,
    duration: 'अवधि',
    category: 'श्रेणी',
    fundingAgency: 'वित्तपोषण एजेंसी',
    collaboration: 'सहयोग',
    subject: 'विषय',
    guide: 'मार्गदर्शक',
    untitled: 'शीर्षकहीन',
  },
};
